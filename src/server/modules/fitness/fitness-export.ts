// The fitness log's download: JSON for machines, CSV for a spreadsheet. Same rules as the
// journal's download: a person's own results, and a dad's confirmed sons' (what he already sees side by side).
import type { DownloadFile } from "../../lib/download.ts";
import { FITNESS_UNIT_SHORT, FITNESS_VERSION_LABELS } from "../../../shared/fitness.ts";
import type { TFitnessExportFormat, TFitnessResult } from "../../../shared/schemas/fitness.ts";

export type ExportedResult = TFitnessResult & { personName: string };

export type FitnessExport = DownloadFile;

const CSV_COLUMNS = ["person", "week", "challenge", "measure", "value", "unit", "version", "logged by", "logged at"] as const;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a cell that a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) is kept as text with a leading apostrophe.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function toCsv(results: ExportedResult[]): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const r of results) {
    lines.push(
      [
        r.personName,
        r.weekNumber,
        // Empty for a measure the family follows on its own, outside the week's challenge.
        r.challengeTitle ?? "",
        r.measureLabel,
        r.value,
        FITNESS_UNIT_SHORT[r.unit],
        FITNESS_VERSION_LABELS[r.version],
        r.loggedBy === "dad" ? "dad" : "self",
        r.loggedAt,
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

function toJson(owner: { fullName: string }, results: ExportedResult[], exportedAt: Date): string {
  const document = {
    exportedAt: exportedAt.toISOString(),
    owner: { fullName: owner.fullName },
    results: results.map((r) => ({
      person: r.personName,
      weekNumber: r.weekNumber,
      planId: r.planId,
      challenge: r.challengeTitle,
      test: r.test,
      measure: r.measureLabel,
      value: r.value,
      unit: r.unit,
      version: r.version,
      loggedBy: r.loggedBy,
      loggedAt: r.loggedAt,
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The file for the chosen format, named after the export day. */
export function buildFitnessExport(
  format: TFitnessExportFormat,
  owner: { fullName: string },
  results: ExportedResult[],
  exportedAt = new Date(),
): FitnessExport {
  const stem = `strongbond-fitness-${exportedAt.toISOString().slice(0, 10)}`;
  if (format === "csv") return { body: toCsv(results), contentType: "text/csv; charset=utf-8", filename: `${stem}.csv` };
  return { body: toJson(owner, results, exportedAt), contentType: "application/json; charset=utf-8", filename: `${stem}.json` };
}
