// The admin studio (docs/areas/admin.md: rules, limits, which messages): request/response schemas for /api/admin/*,
// and the form schemas the creation screens use. A form schema parses what a person types (comma lists,
// one question per line, an empty category) into exactly the request the API validates again.
import { ZLanguage, type Language } from "../language.ts";
import { z } from "zod";
import { ZPurchaseRow } from "./payments.ts";
import { HIDDEN_CHARACTER_MESSAGE, hasHiddenCharacters, plainText } from "./plain-text.ts";
import { markdownText } from "./markdown-text.ts";
import { updateOf } from "./update.ts";
import { DIFFICULTY_MAX, DIFFICULTY_MIN, MAX_DASHBOARD_WEEK, MIN_WEEK, PLAN_STATUSES, MAX_INT4, type PlanCategory } from "../constants.ts";
import { marketplaceMessages, ZPlanCategory } from "./marketplace.ts";
import { requiredText, wholeNumberField } from "./fields.ts";
import { idParam } from "./params.ts";
import { isHttpUrl } from "../url.ts";
import { challengeMeasuresField, ZChallengeMeasuresRequest, ZFitnessTargetValue } from "./fitness.ts";

// Limits the spec leaves open: weeks stop where the dashboards stop (52); text is capped so one request
// cannot store megabytes.
export const ADMIN_LIMITS = {
  titleMax: 200,
  descriptionMax: 2000,
  contentMax: 20_000,
  shortTextMax: 200,
  memoryVerseMax: 1000,
  listItemMax: 500,
  listMax: 20,
  tagMax: 40,
  resourcesMax: 10,
  urlMax: 2000,
  durationMinutesMax: 600,
} as const;

export const DEFAULT_CHALLENGE_DIFFICULTY = 1;
export const DEFAULT_CHALLENGE_DURATION_MINUTES = 30;
export const DEFAULT_WEEK_NUMBER = MIN_WEEK;
export const DEFAULT_PLAN_DURATION_WEEKS = 1;

/** Field messages of the admin forms (the spec names the rules, not their wording). */
export const adminFieldMessages = {
  titleRequired: "Title is required",
  titleTooLong: `Title can be at most ${ADMIN_LIMITS.titleMax} characters`,
  descriptionRequired: "Description is required",
  tooLong: "This text is too long",
  durationWeeksMin: "Duration must be at least 1 week",
  durationWeeksMax: `Duration can be at most ${MAX_DASHBOARD_WEEK} weeks`,
  categoryInvalid: marketplaceMessages.invalidCategory,
  tagsInvalid: `Use at most ${ADMIN_LIMITS.listMax} tags of up to ${ADMIN_LIMITS.tagMax} characters each`,
  scriptureRequired: "Scripture reference is required",
  contentRequired: "Content is required",
  weekNumberMin: "Week number must be at least 1",
  weekNumberMax: `Week number can be at most ${MAX_DASHBOARD_WEEK}`,
  wholeNumber: "Enter a whole number",
  difficultyRange: `Difficulty must be between ${DIFFICULTY_MIN} and ${DIFFICULTY_MAX}`,
  fitnessFocusRequired: "Fitness focus is required",
  durationMinutesMin: "Duration must be at least 1 minute",
  durationMinutesMax: `Duration can be at most ${ADMIN_LIMITS.durationMinutesMax} minutes`,
  listTooLong: `Use at most ${ADMIN_LIMITS.listMax} entries of up to ${ADMIN_LIMITS.listItemMax} characters each`,
  resourceLabelRequired: "Enter a label for this link",
  resourceUrlInvalid: "Enter a web address that starts with https:// or http://",
  resourcesTooMany: `Add at most ${ADMIN_LIMITS.resourcesMax} resources`,
  weekOutOfPlan: "This week is outside the plan's duration",
  weekRepeated: "This week appears more than once",
  itemMissing: "This item no longer exists",
  planStatusInvalid: "Choose draft, published or archived",
  publishedNeedsContent: "A published plan needs content in at least one week. Unpublish it first to clear every week.",
  coverInvalid: "Upload the cover image again",
  planInUse: "Families have started or bought this plan, so it cannot be deleted. Archive it instead: it leaves the marketplace and families keep it.",
  planPublishedDelete: "Unpublish or archive this plan before deleting it.",
  planDeleted: "Plan deleted",
  itemDeleted: "Deleted",
  itemArchived: "Plans already use this item, so it was archived: those plans keep it, and it is no longer offered for new weeks.",
} as const;

/** The highest price an organization may ask for a plan, in cents ($999.99). */
export const PLAN_PRICE_MAX_CENTS = 99_999;
export const planPriceMessage = `Enter a price between $0.00 and $${(PLAN_PRICE_MAX_CENTS / 100).toFixed(2)}`;

/** A plan's price in cents, from free to PLAN_PRICE_MAX_CENTS. */
export const ZPriceCents = wholeNumberField(0, PLAN_PRICE_MAX_CENTS, planPriceMessage);

/** A price typed in dollars ("12", "12.5", "12.99"; empty = free) → cents, or null when it is not a price. */
export function dollarsToCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, "");
  if (trimmed === "") return 0;
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

// ---------- pure parsing rules (docs/areas/admin.md), shared by the forms and their tests ----------

/** Comma-separated text → trimmed entries with empties dropped (tags, equipment). */
export function splitCommaList(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** One entry per line, blank lines dropped (discussion questions). */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

// ---------- field builders ----------
// Every text an author writes here is Markdown and refuses HTML tags (markdown-text.ts): the forms, the studio's
// drafts (built from these schemas), the import and the seeded plans all pass through them.

/** A text the admin must fill in; past `max` it is 'This text is too long'. */
const requiredAdminText = (message: string, max: number) => markdownText(requiredText(max, { required: message, tooLong: adminFieldMessages.tooLong }));
const title = markdownText(
  plainText(requiredText(ADMIN_LIMITS.titleMax, { required: adminFieldMessages.titleRequired, tooLong: adminFieldMessages.titleTooLong })),
);
const optionalText = (max: number) => markdownText(z.string().trim().max(max, adminFieldMessages.tooLong));

/** A whole number from `min` to `max` (limits first, then their messages, like the builders in fields.ts); a fraction is 'Enter a whole number'. */
const wholeNumber = (min: number, max: number, messages: { tooSmall: string; tooLarge: string }) =>
  z.number({ error: messages.tooSmall }).int(adminFieldMessages.wholeNumber).min(min, messages.tooSmall).max(max, messages.tooLarge);

const weekNumber = wholeNumber(MIN_WEEK, MAX_DASHBOARD_WEEK, { tooSmall: adminFieldMessages.weekNumberMin, tooLarge: adminFieldMessages.weekNumberMax });
const durationWeeks = wholeNumber(1, MAX_DASHBOARD_WEEK, { tooSmall: adminFieldMessages.durationWeeksMin, tooLarge: adminFieldMessages.durationWeeksMax });
const difficulty = wholeNumber(DIFFICULTY_MIN, DIFFICULTY_MAX, { tooSmall: adminFieldMessages.difficultyRange, tooLarge: adminFieldMessages.difficultyRange });
const durationMinutes = wholeNumber(1, ADMIN_LIMITS.durationMinutesMax, {
  tooSmall: adminFieldMessages.durationMinutesMin,
  tooLarge: adminFieldMessages.durationMinutesMax,
});

const textList = (itemMax: number, message: string) =>
  z.array(markdownText(z.string().trim().min(1, message).max(itemMax, message))).max(ADMIN_LIMITS.listMax, message);

export const ZPlanStatus = z.enum(PLAN_STATUSES);

export const ZDadsCornerResource = z.object({
  label: plainText(requiredAdminText(adminFieldMessages.resourceLabelRequired, ADMIN_LIMITS.shortTextMax)),
  url: z
    .string({ error: adminFieldMessages.resourceUrlInvalid })
    .trim()
    .max(ADMIN_LIMITS.urlMax, adminFieldMessages.resourceUrlInvalid)
    .refine(isHttpUrl, adminFieldMessages.resourceUrlInvalid),
});
export type TDadsCornerResource = z.infer<typeof ZDadsCornerResource>;

// ---------- requests (what the API accepts) ----------

export const ZCreatePlanRequest = z.object({
  title,
  description: optionalText(ADMIN_LIMITS.descriptionMax).default(""),
  durationWeeks,
  category: ZPlanCategory.nullable().default(null),
  tags: textList(ADMIN_LIMITS.tagMax, adminFieldMessages.tagsInvalid).default([]),
  /** The language its texts are written in; an unknown code is refused (400), never stored. */
  language: ZLanguage.default("en"),
  isPublic: z.boolean().default(true),
});
export type TCreatePlanRequest = z.input<typeof ZCreatePlanRequest>;
/** The request after validation (defaults applied): what the service receives. */
export type TCreatePlanInput = z.output<typeof ZCreatePlanRequest>;

/**
 * Editing a plan after creation: an update changes only the fields it names (shared/schemas/update.ts: a missing price or cover
 * leaves them as they are; it never means free or no cover). Its price in cents (an organization's plans; the
 * platform's are free unless a global admin says otherwise) and its cover, an image uploaded through
 * /api/uploads/images (null removes it). `version`, when given, is the plan's version the editor last read: a
 * plan changed since (another tab, another editor) answers 409 instead of being overwritten.
 */
export const ZUpdatePlanRequest = updateOf(ZCreatePlanRequest).extend({
  priceCents: ZPriceCents.optional(),
  coverImageUrl: z
    .string()
    .regex(/^\/uploads\/[a-f0-9]{64}\.webp$/, adminFieldMessages.coverInvalid)
    .nullable()
    .optional(),
  version: z.number().int().positive().max(MAX_INT4).optional(),
});
export type TUpdatePlanRequest = z.input<typeof ZUpdatePlanRequest>;
export type TUpdatePlanInput = z.output<typeof ZUpdatePlanRequest>;

export const ZItemIdParams = z.object({ itemId: idParam() });

export const ZDeleteResponse = z.object({
  /** "deleted": nothing depended on it. "archived": kept for the plans and families that use it, hidden from new use. */
  outcome: z.enum(["deleted", "archived"]),
  message: z.string(),
});
export type TDeleteResponse = z.infer<typeof ZDeleteResponse>;

export const ZCreateDevotionalRequest = z.object({
  title,
  scriptureReference: requiredAdminText(adminFieldMessages.scriptureRequired, ADMIN_LIMITS.shortTextMax),
  content: requiredAdminText(adminFieldMessages.contentRequired, ADMIN_LIMITS.contentMax),
  weekNumber,
  memoryVerse: optionalText(ADMIN_LIMITS.memoryVerseMax).default(""),
  discussionQuestions: textList(ADMIN_LIMITS.listItemMax, adminFieldMessages.listTooLong).default([]),
});
export type TCreateDevotionalRequest = z.input<typeof ZCreateDevotionalRequest>;
/** The request after validation (defaults applied): what the service receives. */
export type TCreateDevotionalInput = z.output<typeof ZCreateDevotionalRequest>;

export const ZCreateChallengeRequest = z.object({
  title,
  description: requiredAdminText(adminFieldMessages.descriptionRequired, ADMIN_LIMITS.contentMax),
  difficulty,
  weekNumber,
  fitnessFocus: requiredAdminText(adminFieldMessages.fitnessFocusRequired, ADMIN_LIMITS.shortTextMax),
  durationMinutes,
  equipmentNeeded: textList(ADMIN_LIMITS.shortTextMax, adminFieldMessages.listTooLong).default([]),
  // What a result counts: none, one or several measures; none is a challenge only ticked.
  measures: ZChallengeMeasuresRequest,
});
export type TCreateChallengeRequest = z.input<typeof ZCreateChallengeRequest>;
/** The request after validation (defaults applied): what the service receives. */
export type TCreateChallengeInput = z.output<typeof ZCreateChallengeRequest>;

export const ZCreateDadsCornerRequest = z.object({
  title,
  weekNumber,
  content: requiredAdminText(adminFieldMessages.contentRequired, ADMIN_LIMITS.contentMax),
  resources: z.array(ZDadsCornerResource).max(ADMIN_LIMITS.resourcesMax, adminFieldMessages.resourcesTooMany).default([]),
});
export type TCreateDadsCornerRequest = z.input<typeof ZCreateDadsCornerRequest>;
/** The request after validation (defaults applied): what the service receives. */
export type TCreateDadsCornerInput = z.output<typeof ZCreateDadsCornerRequest>;

const optionalItemId = z.number().int().positive().max(MAX_INT4).nullable();

export const ZPlanWeek = z.object({
  weekNumber,
  devotionalId: optionalItemId,
  challengeId: optionalItemId,
  dadsCornerId: optionalItemId,
});
export type TPlanWeek = z.infer<typeof ZPlanWeek>;

/** The whole weekly content of a plan; saving replaces what was there (spec: manage_plan_content). */
export const ZSavePlanContentRequest = z.object({
  weeks: z
    .array(ZPlanWeek)
    .max(MAX_DASHBOARD_WEEK)
    .superRefine((weeks, ctx) => {
      const seen = new Set<number>();
      weeks.forEach((week, index) => {
        if (seen.has(week.weekNumber)) {
          ctx.addIssue({ code: "custom", path: [index, "weekNumber"], message: adminFieldMessages.weekRepeated });
        }
        seen.add(week.weekNumber);
      });
    }),
});
export type TSavePlanContentRequest = z.infer<typeof ZSavePlanContentRequest>;

export const ZSavePlanContentResponse = z.object({ message: z.string(), weeks: z.array(ZPlanWeek) });
export type TSavePlanContentResponse = z.infer<typeof ZSavePlanContentResponse>;

/** Publish (needs content), unpublish (back to draft) or archive (hidden from the marketplace; families keep it). */
export const ZSetPlanStatusRequest = z.object({
  status: z.enum(PLAN_STATUSES, { error: adminFieldMessages.planStatusInvalid }),
});
export type TSetPlanStatusRequest = z.infer<typeof ZSetPlanStatusRequest>;

export const ZPlanIdParams = z.object({ planId: idParam() });

// ---------- responses ----------

/** A plan's details as every answer about a plan gives them (the studio's editor and the lists of plans). */
export const planDetailFields = {
  title: z.string(),
  description: z.string().nullable(),
  durationWeeks: z.number().int(),
  category: ZPlanCategory.nullable(),
  tags: z.array(z.string()),
  // A version or draft kept from before plans had a language was written in English.
  language: ZLanguage.default("en"),
  isPublic: z.boolean(),
};

export const ZAdminPlanSummary = z.object({
  id: z.number().int(),
  ...planDetailFields,
  status: ZPlanStatus,
  organizationId: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  priceCents: z.number().int(),
  coverImageUrl: z.string().nullable(),
  /** Weeks (within the plan's duration) that have at least one item: publishing needs one. */
  weeksWithContent: z.number().int(),
  /** The plan studio: the editor's version, the public review's state and note, unpublished edits. */
  version: z.number().int(),
  reviewState: z.enum(["none", "pending", "returned"]),
  reviewNote: z.string().nullable(),
  hasDraft: z.boolean(),
});
export type TAdminPlanSummary = z.infer<typeof ZAdminPlanSummary>;

/** The admin's Purchases tab shows the shared purchase row (shared/schemas/payments.ts). */
export const ZAdminPurchase = ZPurchaseRow;
export type TAdminPurchase = z.infer<typeof ZAdminPurchase>;

export const PAYOUT_STATUSES = ["enabled", "setup-incomplete", "not-connected"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const ZAdminOrganization = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerName: z.string(),
  planCount: z.number().int(),
  revenueCents: z.number().int(),
  payoutCents: z.number().int(),
  payoutStatus: z.enum(PAYOUT_STATUSES),
});
export type TAdminOrganization = z.infer<typeof ZAdminOrganization>;

/** The admin dashboard in one round trip: stat cards and every tab's rows. */
export const ZAdminDashboardResponse = z.object({
  stats: z.object({
    totalRevenueCents: z.number().int(),
    platformCommissionsCents: z.number().int(),
    activePlans: z.number().int(),
  }),
  plans: z.array(ZAdminPlanSummary),
  purchases: z.array(ZAdminPurchase),
  /** All purchases; `purchases` holds the newest ADMIN_PURCHASES_SHOWN of them. */
  purchaseCount: z.number().int(),
  organizations: z.array(ZAdminOrganization),
  mailTransport: z.enum(["smtp", "outbox"]),
});
export type TAdminDashboardResponse = z.infer<typeof ZAdminDashboardResponse>;
export const ADMIN_PURCHASES_SHOWN = 100;

export const ZPlanResponse = z.object({ plan: ZAdminPlanSummary });
export type TPlanResponse = z.infer<typeof ZPlanResponse>;

export const ZContentOption = z.object({ id: z.number().int(), title: z.string(), weekNumber: z.number().int() });
export type TContentOption = z.infer<typeof ZContentOption>;

export const ZPlanContentResponse = z.object({
  plan: z.object({
    id: z.number().int(),
    title: z.string(),
    durationWeeks: z.number().int(),
    status: ZPlanStatus,
    /** Its details as the "Edit details" form prefills them. */
    description: z.string().nullable(),
    category: ZPlanCategory.nullable(),
    tags: z.array(z.string()),
    language: ZLanguage,
    isPublic: z.boolean(),
    priceCents: z.number().int(),
    coverImageUrl: z.string().nullable(),
  }),
  weeks: z.array(ZPlanWeek),
  options: z.object({
    devotionals: z.array(ZContentOption),
    challenges: z.array(ZContentOption),
    dadsCorner: z.array(ZContentOption),
  }),
});
export type TPlanContentResponse = z.infer<typeof ZPlanContentResponse>;

export const ZCreatedItemResponse = z.object({
  id: z.number().int(),
  title: z.string(),
  weekNumber: z.number().int(),
  /** An edit of an item published plans use: it waits in their drafts, and this says so. */
  message: z.string().optional(),
});
export type TCreatedItemResponse = z.infer<typeof ZCreatedItemResponse>;

export const SAMPLE_GROUP_KEYS = ["plan", "devotionals", "challenges", "dadsCorner"] as const;
export type SampleGroupKey = (typeof SAMPLE_GROUP_KEYS)[number];
/** The import screen's four groups, in order, with the labels it shows. */
export const SAMPLE_GROUP_LABELS: Record<SampleGroupKey, string> = {
  plan: "Devotional plan (6 weeks)",
  devotionals: "Devotionals (6)",
  challenges: "Fitness challenges (6)",
  dadsCorner: "Dad's Corner entries (6)",
};

export const ZSampleImportResponse = z.object({
  message: z.string(),
  planId: z.number().int(),
  groups: z.array(z.object({ key: z.enum(SAMPLE_GROUP_KEYS), created: z.number().int(), existing: z.number().int() })),
});
export type TSampleImportResponse = z.infer<typeof ZSampleImportResponse>;

/**
 * The launch library as the import screen lists it before importing: one plan per category, the sample plan
 * first. The seeded content lives on the server (src/server/db/seed/plan-library.ts); a test keeps the two equal.
 */
export const LIBRARY_PLANS = [
  { title: "A Father's Legacy: Lessons from 1 Chronicles 17", category: "faith", durationWeeks: 6, language: "en" },
  { title: "Rise Up and Build: Leading Like Nehemiah", category: "leadership", durationWeeks: 5, language: "en" },
  { title: "Knit Together: Friendship Lessons from Jonathan and David", category: "relationships", durationWeeks: 5, language: "en" },
  { title: "Wisdom and Stature: Growing Up Strong", category: "personal-growth", durationWeeks: 5, language: "en" },
  { title: "Corrió a su encuentro: un padre, dos hijos y el amor de Dios", category: "faith", durationWeeks: 5, language: "es" },
] as const satisfies readonly { title: string; category: PlanCategory; durationWeeks: number; language: Language }[];

/** The launch library import: each plan with what this import wrote (the plan itself and its weekly items). */
export const ZLibraryImportResponse = z.object({
  message: z.string(),
  plans: z.array(
    z.object({
      planId: z.number().int(),
      title: z.string(),
      planCreated: z.boolean(),
      itemsCreated: z.number().int(),
      itemsExisting: z.number().int(),
    }),
  ),
});
export type TLibraryImportResponse = z.infer<typeof ZLibraryImportResponse>;

export const ZTestEmailResponse = z.object({
  message: z.string(),
  to: z.string(),
  transport: z.enum(["smtp", "outbox"]),
});
export type TTestEmailResponse = z.infer<typeof ZTestEmailResponse>;

// ---------- form schemas (what the screens type → the request) ----------

/** Create plan form: category may be left empty, tags are one comma-separated line. */
export const ZCreatePlanForm = ZCreatePlanRequest.extend({
  description: optionalText(ADMIN_LIMITS.descriptionMax),
  category: z.union([ZPlanCategory, z.literal("")]).transform((value) => (value === "" ? null : value)),
  tags: z
    .string()
    .transform(splitCommaList)
    .refine((tags) => tags.length <= ADMIN_LIMITS.listMax && tags.every((tag) => tag.length <= ADMIN_LIMITS.tagMax), adminFieldMessages.tagsInvalid),
  isPublic: z.boolean(),
  /** Dollars as typed ("12.99"); only an organization's form shows it (the platform's plans are free). */
  price: z
    .string()
    .default("")
    .transform(dollarsToCents)
    .refine((cents): cents is number => cents !== null && cents >= 0 && cents <= PLAN_PRICE_MAX_CENTS, planPriceMessage),
});
export type TCreatePlanFormValues = z.input<typeof ZCreatePlanForm>;

/** Create devotional form: discussion questions are one per line. */
export const ZCreateDevotionalForm = ZCreateDevotionalRequest.extend({
  memoryVerse: optionalText(ADMIN_LIMITS.memoryVerseMax),
  discussionQuestions: z
    .string()
    .transform(splitLines)
    .refine((lines) => lines.length <= ADMIN_LIMITS.listMax && lines.every((line) => line.length <= ADMIN_LIMITS.listItemMax), adminFieldMessages.listTooLong),
});
export type TCreateDevotionalFormValues = z.input<typeof ZCreateDevotionalForm>;

/** A target typed in the studio: empty is none. */
const typedTarget = z
  .string()
  .default("")
  .transform((text) => text.trim())
  .transform((text) => (text === "" ? null : Number(text)))
  .pipe(ZFitnessTargetValue);

/** Create challenge form: equipment is one comma-separated line; each measure's targets are typed text. */
export const ZCreateChallengeForm = ZCreateChallengeRequest.extend({
  measures: challengeMeasuresField(typedTarget).default([]),
  equipmentNeeded: z
    .string()
    .transform(splitCommaList)
    .refine((items) => items.length <= ADMIN_LIMITS.listMax && items.every((item) => item.length <= ADMIN_LIMITS.shortTextMax), adminFieldMessages.listTooLong),
});
export type TCreateChallengeFormValues = z.input<typeof ZCreateChallengeForm>;

/** A resource row on the Dad's Corner form: a row left completely empty is ignored. */
const ZResourceRow = z.object({ label: z.string(), url: z.string() }).superRefine((row, ctx) => {
  const label = row.label.trim();
  const url = row.url.trim();
  if (!label && !url) return;
  if (!label) ctx.addIssue({ code: "custom", path: ["label"], message: adminFieldMessages.resourceLabelRequired });
  if (label.length > ADMIN_LIMITS.shortTextMax) ctx.addIssue({ code: "custom", path: ["label"], message: adminFieldMessages.tooLong });
  if (hasHiddenCharacters(label)) ctx.addIssue({ code: "custom", path: ["label"], message: HIDDEN_CHARACTER_MESSAGE });
  if (!isHttpUrl(url) || url.length > ADMIN_LIMITS.urlMax) {
    ctx.addIssue({ code: "custom", path: ["url"], message: adminFieldMessages.resourceUrlInvalid });
  }
});

export const ZCreateDadsCornerForm = ZCreateDadsCornerRequest.extend({
  resources: z
    .array(ZResourceRow)
    .transform((rows) => rows.map((row) => ({ label: row.label.trim(), url: row.url.trim() })).filter((row) => row.label || row.url))
    .refine((rows) => rows.length <= ADMIN_LIMITS.resourcesMax, adminFieldMessages.resourcesTooMany),
});
export type TCreateDadsCornerFormValues = z.input<typeof ZCreateDadsCornerForm>;
