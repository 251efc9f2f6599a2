// GET /api/fitness/export?format=…: a download through a plain link with the session cookie.
import type { TFitnessExportFormat } from "../../../../shared/schemas/fitness.ts";

export function fitnessExportUrl(format: TFitnessExportFormat): string {
  return `/api/fitness/export?format=${format}`;
}
