// The plan marketplace (docs/areas/marketplace.md: the list, a plan's page, starting a plan).
import { ZLanguage } from "../language.ts";
import { z } from "zod";
import { ZStartDate } from "./plan-run.ts";
import { PLAN_CATEGORIES } from "../constants.ts";
import { PURCHASE_BLOCKERS } from "./payments.ts";
import { idParam } from "./params.ts";
import { ZOrganizationLink, ZTimestamp } from "./common.ts";

/** `pageSizeMax`: a client may ask for fewer or more plans per page than `pageSize`, never more than this. */
export const MARKETPLACE_LIMITS = { pageSize: 12, pageSizeMax: 48, searchMax: 100 } as const;

/** Marketplace texts the spec does not spell out. */
export const marketplaceMessages = {
  firstWeekFree: "Week 1 is free",
  invalidCursor: "This list position is no longer valid. Please reload the plans.",
  invalidPlanId: "Plan id must be a positive whole number",
  invalidCategory: "Choose one of the listed categories",
} as const;

export const CATEGORY_LABELS: Record<(typeof PLAN_CATEGORIES)[number], string> = {
  faith: "Faith",
  leadership: "Leadership",
  relationships: "Relationships",
  "personal-growth": "Personal Growth",
};

// Query strings arrive as text: an empty value means "no filter", not an invalid one.
const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A plan category, in the marketplace filter and in the admin's plan form alike. */
export const ZPlanCategory = z.enum(PLAN_CATEGORIES, { error: marketplaceMessages.invalidCategory });

/** `/api/marketplace/plans/:id` (the admin studio's `:planId` routes use admin.ts ZPlanIdParams). */
export const ZMarketplacePlanParams = z.object({ id: idParam(marketplaceMessages.invalidPlanId) });
export type TMarketplacePlanParams = z.infer<typeof ZMarketplacePlanParams>;

export const ZListPlansQuery = z.object({
  category: z.preprocess(emptyToUndefined, ZPlanCategory.optional()),
  /** Only plans written in this language ("en" or "es"); none: every language. */
  language: z.preprocess(emptyToUndefined, ZLanguage.optional()),
  q: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(MARKETPLACE_LIMITS.searchMax, `Search at most ${MARKETPLACE_LIMITS.searchMax} characters`).optional(),
  ),
  cursor: z.preprocess(emptyToUndefined, z.string().max(200, marketplaceMessages.invalidCursor).optional()),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "Page size must be a number" })
      .int("Page size must be a whole number")
      .min(1, "Page size must be at least 1")
      .max(MARKETPLACE_LIMITS.pageSizeMax, `Page size must be at most ${MARKETPLACE_LIMITS.pageSizeMax}`)
      .default(MARKETPLACE_LIMITS.pageSize),
  ),
});
export type TListPlansQuery = z.input<typeof ZListPlansQuery>;

/** The marketplace's filter form: the same limits as the list query, with "" meaning "any". */
export const ZPlanFiltersForm = z.object({
  q: z.string().trim().max(MARKETPLACE_LIMITS.searchMax, `Search at most ${MARKETPLACE_LIMITS.searchMax} characters`),
  category: z.union([z.literal(""), ZPlanCategory]),
  language: z.union([z.literal(""), ZLanguage]),
});
export type TPlanFiltersForm = z.infer<typeof ZPlanFiltersForm>;

/** What every screen that lists plans shows of one (the marketplace, the dashboards, the first-run plan choice). */
export const ZPlanOverview = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  durationWeeks: z.number().int(),
});
export type TPlanOverview = z.infer<typeof ZPlanOverview>;

/** A plan as a dad or son sees it in the marketplace. */
export const ZMarketplacePlan = ZPlanOverview.extend({
  category: ZPlanCategory.nullable(),
  /** The language it is written in. */
  language: ZLanguage,
  tags: z.array(z.string()),
  /** Whole cents; 0 means free. */
  priceCents: z.number().int(),
  /** The viewer may start it: true for every visible plan, since week 1 is free to all. */
  canStart: z.boolean(),
  /** A paid plan the viewer's family owns (completed purchase by him or his dad): every week is open. */
  purchased: z.boolean(),
  /** Why a paid, not-owned plan cannot be bought by this viewer now; null = free, owned or buyable. */
  purchaseBlocker: z.enum(PURCHASE_BLOCKERS).nullable(),
  /** It is the viewer's selected plan. */
  isSelected: z.boolean(),
  /** On the plan page: his church sponsors a free seat of this paid plan that his family may take (POST …/seat). */
  seatAvailable: z.boolean().optional(),
  /** The organization that wrote it, shown on its card and page with a link to /o/:slug; null for StrongBond's own. */
  organization: ZOrganizationLink.nullable(),
});
export type TMarketplacePlan = z.infer<typeof ZMarketplacePlan>;

export const ZListPlansResponse = z.object({
  plans: z.array(ZMarketplacePlan),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TListPlansResponse = z.infer<typeof ZListPlansResponse>;

/** One week of a plan's outline: what the week reads and does, by title (the first run and the plan page). */
export const ZPlanWeekOutline = z.object({ weekNumber: z.number().int(), devotionalTitle: z.string().nullable(), challengeTitle: z.string().nullable() });
export type TPlanWeekOutline = z.infer<typeof ZPlanWeekOutline>;

/** The plan page: the plan and its week-by-week outline (weeks with content, in order). */
export const ZPlanDetailResponse = z.object({ plan: ZMarketplacePlan, weeks: z.array(ZPlanWeekOutline) });
export type TPlanDetailResponse = z.infer<typeof ZPlanDetailResponse>;

/**
 * Where the start was asked from (docs/areas/marketplace.md): the plan page also opens week 1 (its progress row) and goes
 * to /week/1; the list only selects the plan and goes to the user's dashboard.
 */
export const START_PLAN_SOURCES = ["plan-page", "marketplace"] as const;
export const ZStartPlanRequest = z.object({
  source: z.enum(START_PLAN_SOURCES, { error: "Choose where the plan is started from" }).default("plan-page"),
  /** When week 1 starts; default: this Sunday. */
  startsOn: ZStartDate.optional(),
  /** Switching from another plan must be confirmed: the whole family moves. */
  confirmSwitch: z.boolean({ error: "Confirm switch must be true or false" }).optional(),
});
export type TStartPlanRequest = z.input<typeof ZStartPlanRequest>;

export const ZStartPlanResponse = z.object({
  selectedPlanId: z.number().int(),
  planSelectedAt: ZTimestamp,
  /** The plan was already the viewer's selected plan: nothing changed. */
  alreadySelected: z.boolean(),
});
export type TStartPlanResponse = z.infer<typeof ZStartPlanResponse>;

/** "$12.00": money with a dollar sign and 2 decimals (docs/areas/marketplace.md); the one rule lives in shared/money.ts. */
export { formatCents as formatPrice } from "../money.ts";

/** The plan page's query: `key` is a members-only plan's link key, which opens its page to read. */
export const ZPlanPageQuery = z.object({ key: z.string().max(64).optional() });
