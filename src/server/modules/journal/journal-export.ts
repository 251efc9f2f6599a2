// The download of a user's own journal: a JSON document for machines and a Markdown one for people.
import type { DownloadFile } from "../../lib/download.ts";
import { JOURNAL_ENTRY_TYPE_LABELS, type TJournalEntry, type TJournalExportFormat } from "../../../shared/schemas/journal.ts";

export type JournalExport = DownloadFile;

interface ExportOwner {
  fullName: string;
  email: string;
}

function dateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function toJson(owner: ExportOwner, entries: TJournalEntry[], exportedAt: Date): string {
  const document = {
    exportedAt: exportedAt.toISOString(),
    owner: { fullName: owner.fullName, email: owner.email },
    entries: entries.map((e) => ({
      id: e.id,
      title: e.title,
      content: e.content,
      weekNumber: e.weekNumber,
      entryType: e.entryType,
      visibility: e.isShared ? "shared with family" : "private",
      createdAt: e.createdAt,
      updatedAt: e.updatedAt,
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** A title on one line, so it cannot break out of its heading. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function toMarkdown(owner: ExportOwner, entries: TJournalEntry[], exportedAt: Date): string {
  const lines = [
    `# StrongBond journal of ${oneLine(owner.fullName)}`,
    "",
    `Exported on ${dateOnly(exportedAt)} · ${entries.length} ${entries.length === 1 ? "entry" : "entries"}`,
    "",
  ];
  for (const entry of entries) {
    const facts = [
      JOURNAL_ENTRY_TYPE_LABELS[entry.entryType],
      entry.weekNumber === null ? null : `Week ${entry.weekNumber}`,
      `Written ${dateOnly(new Date(entry.createdAt))}`,
      entry.isShared ? "Shared with family" : "Private",
    ].filter((f): f is string => f !== null);
    lines.push("---", "", `## ${oneLine(entry.title)}`, "", `_${facts.join(" · ")}_`, "", entry.content.trim(), "");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

/** Builds the file for the chosen format, named after the export day. */
export function buildJournalExport(format: TJournalExportFormat, owner: ExportOwner, entries: TJournalEntry[], exportedAt = new Date()): JournalExport {
  const stem = `strongbond-journal-${dateOnly(exportedAt)}`;
  if (format === "md") {
    return { body: toMarkdown(owner, entries, exportedAt), contentType: "text/markdown; charset=utf-8", filename: `${stem}.md` };
  }
  return { body: toJson(owner, entries, exportedAt), contentType: "application/json; charset=utf-8", filename: `${stem}.json` };
}
