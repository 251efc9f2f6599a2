// The plan studio: the one editor's document (a plan's details and its weeks, each with
// its devotional, challenge and Dad's Corner written in place), its week saves with the plan's version, the
// publish checklist, the public review and import/export. Texts the studio shows live here too.
import { ZLanguage } from "../language.ts";
import { z } from "zod";
import { ZTimestamp } from "./common.ts";
import { MAX_DASHBOARD_WEEK, MAX_INT4 } from "../constants.ts";
import { NO_HTML_MESSAGE } from "./markdown-text.ts";
import {
  ADMIN_LIMITS,
  ZAdminPlanSummary,
  ZContentOption,
  ZCreateChallengeRequest,
  ZCreateDadsCornerRequest,
  ZCreateDevotionalRequest,
  planDetailFields,
  ZPriceCents,
} from "./admin.ts";

export const PLAN_REVIEW_STATES = ["none", "pending", "returned"] as const;
export type PlanReviewState = (typeof PLAN_REVIEW_STATES)[number];

export const studioMessages = {
  versionConflict: "This plan was changed in another tab or by someone else. Your text is kept here: reload to see the latest version, then save again.",
  weekOutOfPlan: "This week is outside the plan's duration",
  notReady: "This plan is not ready to publish yet:",
  sentForReview: "Sent for review. The platform's team reads every new plan and every change to a published plan before families see it.",
  published: "Published",
  draftSaved: "Saved as a draft. Families keep reading the published plan until you publish again.",
  approved: "Approved and published",
  returned: "Returned to the organization with your note",
  notPending: "This plan is not waiting for review",
  reviewNoteRequired: "Write a note that says what to change",
  orderInvalid: "List every week of the plan once, in its new order",
  itemNotOwned: "This item no longer exists",
  importNoWeeks: 'No weeks were found. Start each week with a heading such as "# Week 1: Title".',
  importNotDocx: "This file is not a Word document (.docx). Save it as .docx or paste the text as Markdown.",
  importTooLarge: "This file is too large to import (at most 2 MB, and at most 5 MB of text inside).",
  importTooSlow: "This document took too long to read. Split it into smaller documents.",
  importSaved: "Imported as a draft plan",
  importTooManyWeeks: "A plan can have at most 52 weeks",
  noHtml: NO_HTML_MESSAGE,
  // The checklist, item by item.
  // The one rule for publishing, said the same way wherever a screen says it: the checklist below is its item list.
  publishRule: "Publishing needs a cover, a description, a category, and a devotional and a challenge in every week.",
  publishReady: "Ready: every week has a devotional and a challenge, and the plan has a cover, a description and a category.",
  needsDescription: "Add a description",
  needsCover: "Add a cover image",
  needsCategory: "Choose a category",
  needsDevotional: (week: number) => `Week ${week} needs a devotional`,
  needsChallenge: (week: number) => `Week ${week} needs a challenge`,
  needsPayable: "Connect Stripe and finish payouts to sell this plan, or make it free",
  itemDrafted: (plans: number) =>
    plans === 1
      ? "Saved as a draft of the published plan that uses it: families keep reading the published text until you publish the plan again."
      : `Saved as a draft of the ${plans} published plans that use it: families keep reading the published text until you publish each plan again.`,
} as const;

const withId = z.object({ id: z.number().int().positive().max(MAX_INT4).nullable().default(null) });

/** A devotional as the editor writes it inside a week (the week decides its week number); `id` is the item it edits or reuses. */
// Their texts refuse HTML as the item forms do: the same fields (markdown-text.ts).
export const ZDevotionalDraft = ZCreateDevotionalRequest.omit({ weekNumber: true }).extend(withId.shape);
export const ZChallengeDraft = ZCreateChallengeRequest.omit({ weekNumber: true }).extend(withId.shape);
export const ZDadsCornerDraft = ZCreateDadsCornerRequest.omit({ weekNumber: true }).extend(withId.shape);
export type TDevotionalDraft = z.output<typeof ZDevotionalDraft>;
export type TChallengeDraft = z.output<typeof ZChallengeDraft>;
export type TDadsCornerDraft = z.output<typeof ZDadsCornerDraft>;

const weekNumber = z.number().int().min(1).max(MAX_DASHBOARD_WEEK);

export const ZStudioWeek = z.object({
  weekNumber,
  devotional: ZDevotionalDraft.nullable(),
  challenge: ZChallengeDraft.nullable(),
  dadsCorner: ZDadsCornerDraft.nullable(),
});
export type TStudioWeek = z.output<typeof ZStudioWeek>;

export const ZStudioDetails = z.object({
  ...planDetailFields,
  priceCents: ZPriceCents,
  coverImageUrl: z.string().nullable(),
});
export type TStudioDetails = z.infer<typeof ZStudioDetails>;

/** The whole plan as the editor shows it and as a published version keeps it. */
export const ZStudioDocument = z.object({ details: ZStudioDetails, weeks: z.array(ZStudioWeek) });
export type TStudioDocument = z.output<typeof ZStudioDocument>;

export const ZChecklistItem = z.object({ key: z.string(), message: z.string() });
export type TChecklistItem = z.infer<typeof ZChecklistItem>;

export const ZStudioPlan = ZAdminPlanSummary;

export const ZStudioResponse = z.object({
  plan: ZStudioPlan,
  /** The draft of a published plan when there is one, else the plan as stored. */
  document: ZStudioDocument,
  /** What publishing still needs, item by item (empty: ready). */
  checklist: z.array(ZChecklistItem),
  versions: z.array(z.object({ versionNumber: z.number().int(), publishedAt: ZTimestamp })),
  /** A published paid plan families cannot buy now (its seller or this server cannot take payments), and why; else null. */
  notForSale: z.string().nullable(),
  /** The owner's live items, to reuse one by picking it. */
  options: z.object({ devotionals: z.array(ZContentOption), challenges: z.array(ZContentOption), dadsCorner: z.array(ZContentOption) }),
});
export type TStudioResponse = z.infer<typeof ZStudioResponse>;

export const ZWeekParams = z.object({
  planId: z.coerce.number().int().positive().max(MAX_INT4),
  week: z.coerce.number().int().min(1).max(MAX_DASHBOARD_WEEK),
});

/** A week's save names the parts it changes (null empties one); a part not sent is kept (shared/schemas/update.ts). */
export const ZSaveWeekRequest = z.object({
  version: z.number().int().positive().max(MAX_INT4),
  devotional: ZDevotionalDraft.nullable().optional(),
  challenge: ZChallengeDraft.nullable().optional(),
  dadsCorner: ZDadsCornerDraft.nullable().optional(),
});
export type TSaveWeekRequest = z.input<typeof ZSaveWeekRequest>;

export const ZSaveWeekResponse = z.object({ version: z.number().int(), week: ZStudioWeek, checklist: z.array(ZChecklistItem), savedAt: ZTimestamp });
export type TSaveWeekResponse = z.infer<typeof ZSaveWeekResponse>;

export const ZWeekOrderRequest = z.object({
  version: z.number().int().positive().max(MAX_INT4),
  order: z.array(weekNumber).min(1).max(MAX_DASHBOARD_WEEK),
});
export type TWeekOrderRequest = z.infer<typeof ZWeekOrderRequest>;

export const ZStudioSavedResponse = z.object({ version: z.number().int(), message: z.string() });

/** Publishing: the answer says what happened (published, sent for review, refused with the checklist). */
export const ZPublishResponse = z.object({ plan: ZStudioPlan, outcome: z.enum(["published", "in-review"]), message: z.string() });
export type TPublishResponse = z.infer<typeof ZPublishResponse>;

export const ZReviewQueueResponse = z.object({
  plans: z.array(ZAdminPlanSummary.extend({ reviewRequestedAt: ZTimestamp.nullable(), firstPublication: z.boolean() })),
});
export type TReviewQueueResponse = z.infer<typeof ZReviewQueueResponse>;

export const ZReturnReviewRequest = z.object({
  note: z.string().trim().min(1, studioMessages.reviewNoteRequired).max(ADMIN_LIMITS.descriptionMax, studioMessages.reviewNoteRequired),
});

export const ZApproveReviewRequest = z.object({ version: z.number().int().positive().max(MAX_INT4) });
export const ZReturnReviewResponse = z.object({ plan: ZStudioPlan, message: z.string() });

export const ZExportQuery = z.object({ format: z.enum(["markdown", "json"]).default("markdown") });

export const IMPORT_LIMITS = { fileBytes: 2 * 1024 * 1024, unpackedBytes: 5 * 1024 * 1024, parseMs: 5000, markdownChars: 400_000 } as const;

/** An untrusted file to import: Markdown text, or a .docx as base64 (JSON keeps the request guard's rules). */
// The import screen's language select; without one, the outline's "Language:" line, else English.
const importLanguage = { language: ZLanguage.optional() };
export const ZImportRequest = z.discriminatedUnion("format", [
  z.object({ format: z.literal("markdown"), text: z.string().max(IMPORT_LIMITS.markdownChars, studioMessages.importTooLarge), ...importLanguage }),
  z.object({
    ...importLanguage,
    format: z.literal("docx"),
    base64: z
      .string()
      .max(Math.ceil((IMPORT_LIMITS.fileBytes * 4) / 3) + 4, studioMessages.importTooLarge)
      .regex(/^[A-Za-z0-9+/=\s]*$/, studioMessages.importNotDocx),
  }),
]);
export type TImportRequest = z.infer<typeof ZImportRequest>;
export const IMPORT_BODY_LIMIT = Math.ceil((IMPORT_LIMITS.fileBytes * 4) / 3) + 64 * 1024;

export const ZImportSavedResponse = z.object({ plan: ZStudioPlan, message: z.string() });

export const ZImportPreviewResponse = z.object({
  document: ZStudioDocument,
  /** Lines or sections that were not understood (kept out of the plan), in the document's order. */
  notUnderstood: z.array(z.string()),
});
export type TImportPreviewResponse = z.infer<typeof ZImportPreviewResponse>;
