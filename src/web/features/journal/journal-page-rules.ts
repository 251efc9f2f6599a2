// The journal page's pure rules (docs/areas/journal.md: what a dad or a son can do): what the query string asks for, the
// form's starting values, and how entries are described.
import { dateLocale } from "../../lib/i18n.ts";
import { DEFAULT_JOURNAL_ENTRY_TYPE, type JournalEntryType } from "../../../shared/constants.ts";
import { parseJournalSearchParams, type TJournalEntry, type TJournalEntryFormValues } from "../../../shared/schemas/journal.ts";

export interface JournalPageQuery {
  week: number | null;
  title: string | null;
  type: JournalEntryType | null;
}

/** Form modes: closed, new and edit. Saving or cancelling returns to closed. */
export type JournalFormMode = { kind: "closed" } | { kind: "new" } | { kind: "edit"; entry: TJournalEntry };

/** Reads week, title and type from the URL; invalid values are ignored. */
export function readJournalQuery(search: string): JournalPageQuery {
  return parseJournalSearchParams(new URLSearchParams(search));
}

/** A week or a title in the URL opens the new-entry form on arrival; a type alone does not. */
export function initialFormMode(query: JournalPageQuery): JournalFormMode {
  return query.week !== null || query.title !== null ? { kind: "new" } : { kind: "closed" };
}

/** A new entry starts from what the URL handed over (the week page's "Journal Your Thoughts"), private. */
export function newEntryValues(query: JournalPageQuery): TJournalEntryFormValues {
  return {
    title: query.title ?? "",
    content: "",
    weekNumber: query.week === null ? "" : String(query.week),
    entryType: query.type ?? DEFAULT_JOURNAL_ENTRY_TYPE,
    isShared: false,
  };
}

export function editEntryValues(entry: TJournalEntry): TJournalEntryFormValues {
  return {
    title: entry.title,
    content: entry.content,
    weekNumber: entry.weekNumber === null ? "" : String(entry.weekNumber),
    entryType: entry.entryType,
    isShared: entry.isShared,
  };
}

/** "March 4, 2026": the day an entry was written, in the reader's time zone and the page's language. */
export function formatEntryDate(iso: string): string {
  return new Date(iso).toLocaleDateString(dateLocale(), { year: "numeric", month: "long", day: "numeric" });
}
