// Business constants (roles, statuses, limits) whose rules the docs/areas pages state. One place, imported by server and browser.

export const ROLES = ["dad", "son", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** PostgreSQL `integer` (int4): the largest id or week number a column can hold. */
export const MAX_INT4 = 2_147_483_647;

export const MIN_WEEK = 1;
export const MAX_DASHBOARD_WEEK = 52;
export const DASHBOARD_PLAN_LIMIT = 3;
export const DASHBOARD_JOURNAL_LIMIT = 3;

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt-era habit kept: very long inputs are refused before hashing. */
export const PASSWORD_MAX_LENGTH = 128;

export const DIFFICULTY_MIN = 1;
export const DIFFICULTY_MAX = 5;

export const JOURNAL_ENTRY_TYPES = ["reflection", "fitness", "other"] as const;
export type JournalEntryType = (typeof JOURNAL_ENTRY_TYPES)[number];

/** Labels the screens show for each entry type (docs/areas/journal.md). schemas/journal.ts re-exports them. */
export const JOURNAL_ENTRY_TYPE_LABELS: Record<JournalEntryType, string> = {
  reflection: "Devotional Reflection",
  fitness: "Fitness Log",
  other: "Other",
};
export const DEFAULT_JOURNAL_ENTRY_TYPE: JournalEntryType = "reflection";

export const PLAN_CATEGORIES = ["faith", "leadership", "relationships", "personal-growth"] as const;
export type PlanCategory = (typeof PLAN_CATEGORIES)[number];
export const PLAN_STATUSES = ["draft", "published", "archived"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const GROUP_CODE_LENGTH = 6;
/**
 * A leader sees a group's weekly counts only when the families they are about — those who keep their progress to
 * themselves (the families who share are named beside the counts, and his own he knows) — number none or at least
 * this many. With one or two, "1 of 2 finished" next to a sharing family tells him the other family's weeks; three is
 * the smallest cell aggregate reports publish for the same reason.
 */
export const MIN_FAMILIES_IN_COUNTS = 3;
export const GROUP_MEMBER_ROLES = ["member", "leader"] as const;
export type GroupMemberRole = (typeof GROUP_MEMBER_ROLES)[number];
export const COPIED_INDICATOR_MS = 2000;

/** Who or what completed a progress item. */
export const PROGRESS_SOURCES = ["person", "journal", "fitness_log"] as const;
export type ProgressSource = (typeof PROGRESS_SOURCES)[number];
export const PURCHASE_STATUSES = ["pending", "completed", "refunded", "failed"] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const DEFAULT_COMMISSION_RATE = 0.12;

/** A person's place in an organization's staff: the owner runs settings and payments, editors author content. */
export const ORGANIZATION_ROLES = ["owner", "editor"] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export const CHAT_ROLES = ["user", "assistant"] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];
export const CHAT_PREVIEW_LENGTH = 50;
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

export const NAV_SOLID_SCROLL_PX = 10;

/** Where our own uploaded images are served from (same origin); the image pipeline stores files under it. */
export const UPLOADS_PATH_PREFIX = "/uploads/";
/** Longest image URL we store. */
export const IMAGE_URL_MAX_LENGTH = 2048;
/**
 * Domain of a son's generated sign-in address when his dad leaves it empty: a reserved `.invalid`
 * name (RFC 6761), so it can never be a real mailbox. Addresses there are first name + random suffix.
 */
export const FAMILY_ADDRESS_DOMAIN = "family.strongbond.invalid";

/** A son's age band, set by his dad: it decides whether his private words are in his dad's download. */
export const SON_AGE_BANDS = ["under_13", "13_plus"] as const;
export type SonAgeBand = (typeof SON_AGE_BANDS)[number];
