// GET /api/family/sons/:sonId/export: a JSON file of everything StrongBond keeps about the son (dad only), fetched
// through a plain link with the session cookie.
import { sonPath } from "./son-request.ts";

export function sonDataExportUrl(sonId: string): string {
  return sonPath(sonId, "export");
}
