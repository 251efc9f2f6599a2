// The one registry of the app's paths (docs/areas/navigation.md). The router uses `patterns`; links and
// navigation use `paths.*()`, so no path is spelled twice across the app.
import { generatePath } from "react-router";
import type { JournalEntryType, Role } from "../shared/constants.ts";

/** A content studio's screens: the platform's under /admin and an organization's under /organizations are the same. */
function studioPatterns<Base extends string>(base: Base) {
  return {
    planNew: `${base}/plans/new`,
    planContent: `${base}/plans/:planId/content`,
    planStudio: `${base}/plans/:planId/studio`,
    planImport: `${base}/plans/import`,
    devotionalNew: `${base}/devotionals/new`,
    challengeNew: `${base}/challenges/new`,
    dadsCornerNew: `${base}/dads-corner/new`,
    /** kind: devotionals | challenges | dads-corner */
    contentItemEdit: `${base}/:kind/:itemId/edit`,
  } as const;
}

export type StudioPatterns = ReturnType<typeof studioPatterns>;

export const patterns = {
  home: "/",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  privacy: "/privacy",
  terms: "/terms",
  cookies: "/cookies",
  /** The installed app's start page (shared/home-path.ts APP_START_PATH): on to his own place. */
  appStart: "/dashboard",
  dashboardDad: "/dashboard/dad",
  dashboardSon: "/dashboard/son",
  week: "/week/:id",
  journal: "/journal",
  fitness: "/fitness",
  marketplace: "/marketplace",
  planDetail: "/marketplace/plans/:id",
  groups: "/groups",
  groupCreate: "/groups/create",
  groupDetail: "/group/:id",
  organizations: "/organizations",
  organizationCreate: "/organizations/create",
  organizationSettings: "/organizations/settings",
  organizationInvitation: "/organizations/invitations",
  organizationStudio: studioPatterns("/organizations"),
  organizationPlanPreview: "/organizations/plans/:planId/preview",
  family: "/family",
  /** A dad's few words about a plan his family finished, for the landing page (?plan=<id> picks the plan). */
  shareWords: "/share-words",
  account: "/account",
  firstRun: "/start",
  familyConfirm: "/family/confirm",
  /** The e-mail change mails' pages: the new address confirms, the old one says "this wasn't me". */
  emailChangeConfirm: "/account/email-change",
  emailChangeCancel: "/account/email-change/cancel",
  familySignIn: "/family/sign-in",
  admin: "/admin",
  adminStudio: studioPatterns("/admin"),
  adminReviews: "/admin/reviews",
  adminImport: "/admin/import",
  adminUsers: "/admin/users",
  adminTestimonials: "/admin/testimonials",
  accountTwoFactor: "/account/two-factor",
  /** Reminders, notifications, the recap. */
  reminders: "/reminders",
  /** A reminder mail's stop link (signed token; works signed out). */
  unsubscribe: "/unsubscribe",
  /** For churches and ministries: what an organization gets and costs, and where to start one. */
  churches: "/churches",
  /** An organization's public page: its published plans. */
  organizationPage: "/o/:slug",
  /** A family's invitation to an organization (token in the query). */
  join: "/join",
  organizationFamilies: "/organizations/families",
  organizationFamiliesPoster: "/organizations/families/poster",
  /** A week's printable leader guide of one of the organization's plans. */
  organizationLeaderGuide: "/organizations/plans/:planId/guide/:week",
} as const;

export type WeekTab = "challenge" | "dadsCorner";

export interface JournalQuery {
  week?: number;
  title?: string;
  type?: JournalEntryType;
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

type Id = string | number;

/** A content studio's screens as paths: `paths.adminStudio.planStudio(7)`. */
export type StudioPaths = ReturnType<typeof studioPaths>;

function studioPaths(studio: StudioPatterns) {
  return {
    planNew: () => studio.planNew,
    planContent: (planId: Id) => generatePath(studio.planContent, { planId: String(planId) }),
    planStudio: (planId: Id) => generatePath(studio.planStudio, { planId: String(planId) }),
    planImport: () => studio.planImport,
    devotionalNew: () => studio.devotionalNew,
    challengeNew: () => studio.challengeNew,
    dadsCornerNew: () => studio.dadsCornerNew,
    contentItemEdit: (kind: string, itemId: Id) => generatePath(studio.contentItemEdit, { kind, itemId: String(itemId) }),
  };
}

/** A path without parameters is its pattern: paths.home() is patterns.home. The others are built below. */
type FixedPaths<P> = { [K in keyof P as P[K] extends string ? (P[K] extends `${string}:${string}` ? never : K) : never]: () => P[K] };

function fixedPaths<P extends Record<string, unknown>>(registry: P): FixedPaths<P> {
  const fixed: Record<string, () => string> = {};
  for (const [name, pattern] of Object.entries(registry)) if (typeof pattern === "string" && !pattern.includes(":")) fixed[name] = () => pattern;
  return fixed as FixedPaths<P>;
}

/** Where each role's dashboard is: an admin's is the admin area. */
const DASHBOARD_OF_ROLE: Record<Role, string> = { dad: patterns.dashboardDad, son: patterns.dashboardSon, admin: patterns.admin };

export const paths = {
  ...fixedPaths(patterns),
  /** /week/{n}, with #challenge or #dadsCorner selecting a tab (no hash = devotional). */
  week: (n: Id = 1, tab?: WeekTab) => generatePath(patterns.week, { id: String(n) }) + (tab ? `#${tab}` : ""),
  /** /journal?week=&title=&type= (docs/areas/journal.md: these open the new-entry form). */
  journal: (query: JournalQuery = {}) => withQuery(patterns.journal, { week: query.week, title: query.title, type: query.type }),
  planDetail: (id: Id) => generatePath(patterns.planDetail, { id: String(id) }),
  groupDetail: (id: Id) => generatePath(patterns.groupDetail, { id: String(id) }),
  organizationStudio: studioPaths(patterns.organizationStudio),
  organizationPlanPreview: (planId: Id) => generatePath(patterns.organizationPlanPreview, { planId: String(planId) }),
  shareWords: (planId?: Id) => withQuery(patterns.shareWords, { plan: planId === undefined ? undefined : String(planId) }),
  unsubscribe: (token: string) => `${patterns.unsubscribe}?token=${encodeURIComponent(token)}`,
  organizationPage: (slug: string) => generatePath(patterns.organizationPage, { slug }),
  join: (token: string) => withQuery(patterns.join, { token }),
  /** The church's invitation poster, or with a group id the poster of that group's link. */
  organizationFamiliesPoster: (groupId?: number) =>
    groupId === undefined ? patterns.organizationFamiliesPoster : `${patterns.organizationFamiliesPoster}?group=${groupId}`,
  organizationLeaderGuide: (planId: Id, week: Id = 1) => generatePath(patterns.organizationLeaderGuide, { planId: String(planId), week: String(week) }),
  /** Registration for someone starting an organization: no family plan to choose first. */
  registerLeader: () => withQuery(patterns.register, { for: "organization" }),
  adminStudio: studioPaths(patterns.adminStudio),
  /** Two-factor set-up; `required` says a staff page sent him here, `back` is where to return afterwards. */
  accountTwoFactor: (query: { required?: boolean; back?: string } = {}) =>
    withQuery(patterns.accountTwoFactor, { required: query.required ? "1" : undefined, back: query.back }),

  /** The Dashboard link and the "Go to Dashboard" target: by role (docs/areas/navigation.md). */
  // A role this build does not know (a newer server's) goes home rather than nowhere.
  dashboardFor: (role: Role | null | undefined): string => (role && Object.hasOwn(DASHBOARD_OF_ROLE, role) ? DASHBOARD_OF_ROLE[role] : patterns.home),
};
