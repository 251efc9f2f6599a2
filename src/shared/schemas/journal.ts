// The journal's request/response shapes (docs/areas/journal.md), shared by the form and the API.
import { z } from "zod";
import { updateOf } from "./update.ts";
import { plainText } from "./plain-text.ts";
import { DEFAULT_JOURNAL_ENTRY_TYPE, JOURNAL_ENTRY_TYPES, MIN_WEEK, type JournalEntryType } from "../constants.ts";
import { requiredText, weekNumberField } from "./fields.ts";
import { idParam } from "./params.ts";
import { ZFamilyRole, ZTimestamp } from "./common.ts";

/** Labels the screens show for each entry type (without zod in constants.ts: the dashboard's first load shows them). */
export { JOURNAL_ENTRY_TYPE_LABELS } from "../constants.ts";

// The spec gives no limits; these keep one entry well inside the API's body limit and a week inside int4.
export const JOURNAL_LIMITS = { titleMax: 200, contentMax: 20_000, maxWeek: 1000, pageSize: 20, maxPageSize: 50 } as const;

/** Field messages (the spec names the rules but not their wording). */
export const journalMessages = {
  titleRequired: "Title is required",
  titleTooLong: `Title must be at most ${JOURNAL_LIMITS.titleMax} characters`,
  contentRequired: "Content is required",
  contentTooLong: `Content must be at most ${JOURNAL_LIMITS.contentMax.toLocaleString("en-US")} characters`,
  weekInvalid: "Week must be a whole number of at least 1",
  weekTooLarge: `Week must be at most ${JOURNAL_LIMITS.maxWeek}`,
  typeInvalid: "Choose Devotional Reflection, Fitness Log or Other",
  writtenAtInvalid: "Written at must be a time in the last 30 days",
  deleteConfirm: "Are you sure you want to delete this journal entry? This action cannot be undone.",
} as const;

export const ZJournalEntryType = z.enum(JOURNAL_ENTRY_TYPES, { error: journalMessages.typeInvalid });

const title = plainText(requiredText(JOURNAL_LIMITS.titleMax, { required: journalMessages.titleRequired, tooLong: journalMessages.titleTooLong }));
const content = requiredText(JOURNAL_LIMITS.contentMax, { required: journalMessages.contentRequired, tooLong: journalMessages.contentTooLong });
const weekNumber = weekNumberField(JOURNAL_LIMITS.maxWeek, { invalid: journalMessages.weekInvalid, tooLarge: journalMessages.weekTooLarge });

/**
 * Create or replace an entry. `isShared` is the inverse of the stored is_private (default private, docs/areas/journal.md):
 * a shared entry is readable by the author's family only.
 */
export const ZJournalEntryRequest = z.object({
  title,
  content,
  weekNumber: weekNumber.nullable().default(null),
  entryType: ZJournalEntryType.default(DEFAULT_JOURNAL_ENTRY_TYPE),
  isShared: z.boolean().default(false),
});
export type TJournalEntryRequest = z.input<typeof ZJournalEntryRequest>;
export type TJournalEntryInput = z.output<typeof ZJournalEntryRequest>;

/** An edit names what it changes; the week, the type and the sharing choice it leaves out are kept (shared/schemas/update.ts). */
export const ZJournalEntryUpdateRequest = updateOf(ZJournalEntryRequest);
export type TJournalEntryUpdateRequest = z.input<typeof ZJournalEntryUpdateRequest>;
export type TJournalEntryUpdate = z.output<typeof ZJournalEntryUpdateRequest>;

/** How far back an entry written on a phone with no network may be dated. */
export const JOURNAL_WRITTEN_AT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A new entry. `writtenAt`: an entry written with no network and sent later carries the moment it was
 * written; it becomes the entry's date, and the same person sending the same entry with the same moment again gets
 * the entry already saved (200) instead of a second one — the offline queue may send it twice.
 */
export const ZJournalEntryCreateRequest = ZJournalEntryRequest.extend({
  writtenAt: z.iso
    .datetime({ offset: true, error: journalMessages.writtenAtInvalid })
    .refine((value) => {
      const at = Date.parse(value);
      const now = Date.now();
      return at <= now + 5 * 60_000 && at >= now - JOURNAL_WRITTEN_AT_MAX_AGE_MS;
    }, journalMessages.writtenAtInvalid)
    .optional(),
});
export type TJournalEntryCreateRequest = z.input<typeof ZJournalEntryCreateRequest>;
export type TJournalEntryCreateInput = z.output<typeof ZJournalEntryCreateRequest>;

/**
 * The same rules for the form, where the week is typed into a text box: empty means no week. Its output is the
 * API request body.
 */
export const ZJournalEntryForm = z.object({
  title,
  content,
  weekNumber: z
    .string()
    .trim()
    .refine((value) => value === "" || /^\d+$/.test(value), journalMessages.weekInvalid)
    .transform((value) => (value === "" ? null : Number(value)))
    .pipe(weekNumber.nullable()),
  entryType: ZJournalEntryType,
  isShared: z.boolean(),
});
export type TJournalEntryFormValues = z.input<typeof ZJournalEntryForm>;

export const ZJournalEntry = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  weekNumber: z.number().int().nullable(),
  entryType: ZJournalEntryType,
  isShared: z.boolean(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TJournalEntry = z.infer<typeof ZJournalEntry>;

/** An entry a family member shared: read-only, with its author's name. */
export const ZSharedJournalEntry = ZJournalEntry.extend({
  author: z.object({ id: z.string(), fullName: z.string(), role: ZFamilyRole }),
});
export type TSharedJournalEntry = z.infer<typeof ZSharedJournalEntry>;

/** An entry id from a path or query string: a positive int4, so PostgreSQL never sees an out-of-range id. */
const entryId = idParam();

export const ZJournalEntryParams = z.object({ id: entryId });

/** Keyset pagination: `before` is the id of the last entry of the previous page. */
export const ZJournalListQuery = z.object({
  before: entryId.optional(),
  limit: z.coerce.number().int().min(1).max(JOURNAL_LIMITS.maxPageSize).default(JOURNAL_LIMITS.pageSize),
});
export type TJournalListQuery = z.input<typeof ZJournalListQuery>;

export const ZJournalListResponse = z.object({ entries: z.array(ZJournalEntry), nextBefore: z.number().int().nullable() });
export type TJournalListResponse = z.infer<typeof ZJournalListResponse>;

export const ZSharedJournalListResponse = z.object({ entries: z.array(ZSharedJournalEntry), nextBefore: z.number().int().nullable() });
export type TSharedJournalListResponse = z.infer<typeof ZSharedJournalListResponse>;

export const ZJournalEntryResponse = z.object({ entry: ZJournalEntry });
export type TJournalEntryResponse = z.infer<typeof ZJournalEntryResponse>;

export const JOURNAL_EXPORT_FORMATS = ["json", "md"] as const;
export const ZJournalExportQuery = z.object({ format: z.enum(JOURNAL_EXPORT_FORMATS).default("json") });
export type TJournalExportFormat = (typeof JOURNAL_EXPORT_FORMATS)[number];

/** The journal page's query string (docs/areas/journal.md): invalid values are ignored rather than refused. */
export function parseJournalSearchParams(params: URLSearchParams): { week: number | null; title: string | null; type: JournalEntryType | null } {
  const rawWeek = params.get("week");
  const week = rawWeek !== null && /^\d+$/.test(rawWeek.trim()) ? Number(rawWeek.trim()) : null;
  const rawType = params.get("type");
  const type = (JOURNAL_ENTRY_TYPES as readonly string[]).includes(rawType ?? "") ? (rawType as JournalEntryType) : null;
  const rawTitle = params.get("title");
  return {
    week: week !== null && week >= MIN_WEEK && week <= JOURNAL_LIMITS.maxWeek ? week : null,
    title: rawTitle !== null && rawTitle.trim() !== "" ? rawTitle.slice(0, JOURNAL_LIMITS.titleMax) : null,
    type,
  };
}
