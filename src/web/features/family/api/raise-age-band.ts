// PUT /api/family/sons/:sonId/age-band: only up, from under 13 to 13 or older.
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { api } from "../../../lib/api-client.ts";
import { sonPath, useSonChange } from "./son-request.ts";

export function useRaiseAgeBand() {
  return useSonChange((sonId: string) => api.put<TMessageResponse>(sonPath(sonId, "age-band"), { ageBand: "13_plus" }));
}
