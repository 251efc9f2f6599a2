// Every answer this process keeps in memory, declared once: its name, what its key is made of, the tables it reads,
// how many it keeps and for how long. And every table that announces its changes on the change feed,
// with what it announces. The triggers that announce are generated from these lists (announcements.ts), and
// `cached-answers.test.ts` fails when an answer reads a table that announces nothing: a cached answer can only go
// stale when the database said nothing, and here that cannot be written down.
import { getTableName, type Table } from "drizzle-orm";
import {
  challenges,
  dadGroups,
  dadsCorner,
  devotionalPlans,
  devotionals,
  encouragements,
  familyLinks,
  firstVisits,
  groupMembers,
  journalEntries,
  organizationFamilies,
  organizationMembers,
  organizations,
  planContent,
  planRunPauses,
  planRuns,
  profiles,
  progress,
  sessions,
  sponsoredSeats,
  testimonials,
  userPurchases,
  users,
} from "../db/schema/index.ts";

/** The channel of announcements about what a viewer is made of; the payload is the user's id. */
export const VIEWER_CHANNEL = "strongbond_viewer";
/** The channel of announcements about what the read caches hold: `user:<id>`, `group:<id>`, `content` or `testimonials`. */
export const DATA_CHANNEL = "strongbond_data";
/** The channels the process's change feed listens on. */
export const CHANGE_FEED_CHANNELS = [DATA_CHANNEL, VIEWER_CHANNEL] as const;

/** The name a cached answer depends on for everything of one user (and the viewer channel's payload for him). */
export const userName = (userId: string) => `user:${userId}`;
/** The name a cached answer depends on for one group (its row and its members). */
export const groupName = (groupId: number) => `group:${groupId}`;
/** The name a cached answer depends on for any plan, week or item of content. */
export const CONTENT = "content";
/** The name a cached answer depends on for the dads' words on the landing page. */
export const TESTIMONIALS = "testimonials";

type Operation = "insert" | "update" | "delete";

/**
 * One announcement of a changed row: `prefix` and the row's `column`; with `through`, `prefix` and the `value`
 * column of every row of `through.table` whose `key` equals the row's `column` (a pause announces its run's owner;
 * a sponsorship, each member family of its organization), nothing when there is none (the run deleted with it
 * announces its owner itself).
 */
export interface RowAnnouncement {
  prefix: string;
  column: string;
  through?: { table: Table; key: string; value: string };
}

/**
 * What a change to a table announces. Per row: on `channel`, each `prefix + column` of the row (its old and its new
 * values; PostgreSQL folds identical announcements of one transaction into one). Per statement: `payload`, once per
 * statement (an import of a hundred items announces once), truncate included.
 */
export type TableAnnouncement =
  | { table: Table; perRow: { channel: string; on: readonly Operation[]; announce: ReadonlyArray<RowAnnouncement> } }
  | { table: Table; perStatement: { channel: string; payload: string } };

const ALL: readonly Operation[] = ["insert", "update", "delete"];
const user = (column: string) => ({ prefix: "user:", column });
// Every member family of the organization the row names: its dad's "user:<id>".
const membersOf = (column: string) => ({ prefix: "user:", column, through: { table: organizationFamilies, key: "organization_id", value: "dad_id" } });
const viewerOf = (column: string) => ({ prefix: "", column });
const contentTable = (table: Table): TableAnnouncement => ({ table, perStatement: { channel: DATA_CHANNEL, payload: CONTENT } });

/** Every table whose changes are announced, and what each announces. */
export const ANNOUNCING_TABLES: readonly TableAnnouncement[] = [
  // What a viewer is made of (viewer.queries.ts): a new session changes no viewer, so sessions and users announce on
  // update and delete only (sign-out, refresh, password change, ban, deletion).
  { table: sessions, perRow: { channel: VIEWER_CHANNEL, on: ["update", "delete"], announce: [viewerOf("user_id")] } },
  { table: users, perRow: { channel: VIEWER_CHANNEL, on: ["update", "delete"], announce: [viewerOf("id")] } },
  { table: profiles, perRow: { channel: VIEWER_CHANNEL, on: ALL, announce: [viewerOf("id")] } },
  { table: organizationMembers, perRow: { channel: VIEWER_CHANNEL, on: ALL, announce: [viewerOf("user_id")] } },
  { table: familyLinks, perRow: { channel: VIEWER_CHANNEL, on: ALL, announce: [viewerOf("son_id"), viewerOf("dad_id")] } },
  { table: firstVisits, perRow: { channel: VIEWER_CHANNEL, on: ["update", "delete"], announce: [viewerOf("user_id")] } },
  // What belongs to one user (a plan run announces its owner).
  { table: progress, perRow: { channel: DATA_CHANNEL, on: ALL, announce: [user("user_id")] } },
  { table: planRuns, perRow: { channel: DATA_CHANNEL, on: ALL, announce: [user("user_id")] } },
  { table: journalEntries, perRow: { channel: DATA_CHANNEL, on: ALL, announce: [user("user_id")] } },
  // A dad's encouragement is on his son's dashboard.
  { table: encouragements, perRow: { channel: DATA_CHANNEL, on: ["insert", "delete"], announce: [user("to_user_id")] } },
  // A pause of a run announces the run's owner, whose name every member's dashboard depends on.
  {
    table: planRunPauses,
    perRow: {
      channel: DATA_CHANNEL,
      on: ALL,
      announce: [{ prefix: "user:", column: "plan_run_id", through: { table: planRuns, key: "id", value: "user_id" } }],
    },
  },
  // A sponsorship's purchase changes what every member family of the sponsoring organization may open.
  { table: userPurchases, perRow: { channel: DATA_CHANNEL, on: ALL, announce: [user("user_id"), membersOf("sponsor_organization_id")] } },
  // A seat taken or released changes the free seats of every member family; joining or leaving, the family's own access.
  { table: sponsoredSeats, perRow: { channel: DATA_CHANNEL, on: ALL, announce: [membersOf("organization_id"), user("dad_id")] } },
  { table: organizationFamilies, perRow: { channel: DATA_CHANNEL, on: ALL, announce: [user("dad_id")] } },
  // Groups: the group, and a member's place for the group and for him.
  { table: dadGroups, perRow: { channel: DATA_CHANNEL, on: ALL, announce: [{ prefix: "group:", column: "id" }] } },
  { table: groupMembers, perRow: { channel: DATA_CHANNEL, on: ALL, announce: [{ prefix: "group:", column: "group_id" }, user("user_id")] } },
  // Content.
  contentTable(devotionalPlans),
  contentTable(planContent),
  contentTable(devotionals),
  contentTable(challenges),
  contentTable(dadsCorner),
  contentTable(organizations),
  // The dads' words: an approval, a rejection, a withdrawal or a deleted account changes the landing page.
  { table: testimonials, perStatement: { channel: DATA_CHANNEL, payload: TESTIMONIALS } },
];

export interface CachedAnswer<Parts extends unknown[] = never[]> {
  /** Unique; the read audit and the diagnostics use it. */
  name: string;
  /** The key, made of everything of the viewer and the request the answer depends on. */
  key: (...parts: Parts) => string;
  /** Every table the answer is read from: each must announce its changes (ANNOUNCING_TABLES). */
  reads: readonly Table[];
  /** Answers kept at most (the least recently used goes first) and for how long without an announcement. */
  max: number;
  ttlMs: number;
  /** With `sizeOf`: their total size is kept under this as well (the least recently used goes first). */
  maxBytes?: number;
  sizeOf?: (value: unknown) => number;
  /**
   * An answer made of other cached answers (a page made of the session and the dashboard): it sends no statement of
   * its own, its `reads` are theirs, and it is kept only as long as they would be (the same names in `dependsOn`).
   */
  composedOf?: readonly string[];
}

function answer<Parts extends unknown[]>(declaration: CachedAnswer<Parts>): CachedAnswer<Parts> {
  return declaration;
}

const opt = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));

const VIEWER_READS = [sessions, users, profiles, organizationMembers, firstVisits, familyLinks];
// A week's content and what decides whether the viewer may open it (his family, purchases, seats, groups).
const WEEK_CONTENT_READS = [
  devotionalPlans,
  planContent,
  devotionals,
  challenges,
  dadsCorner,
  userPurchases,
  familyLinks,
  organizationFamilies,
  organizationMembers,
  dadGroups,
  groupMembers,
  sponsoredSeats,
];
// The family streak is part of the dashboard: the run's pauses are read with it.
const DASHBOARD_READS = [profiles, planRuns, planRunPauses, progress, journalEntries, ...WEEK_CONTENT_READS, encouragements];

/**
 * A page rendered for one viewer: the page's bytes as sent, in one encoding. Keyed by the page, the encoding, the
 * session answer the page embeds (it holds the viewer's id) and the key of the viewer's data it is made of; dropped
 * by the same announcements as the answers it is composed of. Bounded in count and in bytes.
 */
function viewerPage(name: string, made: { reads: readonly Table[]; composedOf: readonly string[]; maxBytes: number }) {
  return answer({
    name,
    key: (pagePath: string, encoding: string, session: string, dataKey: string) => `${pagePath}|${encoding}|${session}|${dataKey}`,
    reads: [...new Set(made.reads)],
    composedOf: made.composedOf,
    max: 5_000,
    maxBytes: made.maxBytes,
    sizeOf: (value) => (Buffer.isBuffer(value) ? value.length : 1),
    ttlMs: 60_000,
  });
}

/** Every cached answer of the app. */
export const CACHED_ANSWERS = {
  /** Who is asking, by session token (auth/viewer.ts). */
  viewer: answer({
    name: "viewer",
    key: (token: string) => token,
    reads: VIEWER_READS,
    max: 20_000,
    ttlMs: 30_000,
  }),
  /**
   * GET /api/dashboard; the family week turns with the family's date, so the key carries its zone and
   * today there. Its reads
   * include the week's content it is made with (read through the weekContent answer).
   */
  dashboard: answer({
    name: "dashboard",
    key: (
      userId: string,
      role: string,
      familyDadId: string | null,
      planId: number | null,
      requestedWeek: number | undefined,
      timeZone: string,
      today: string,
    ) => `${userId}|${role}|${opt(familyDadId)}|${opt(planId)}|${opt(requestedWeek)}|${timeZone}|${today}`,
    reads: DASHBOARD_READS,
    max: 10_000,
    ttlMs: 60_000,
  }),
  /** A week's content as every viewer of that plan, week and kind of viewer sees it (content/week-content.ts). */
  weekContent: answer({
    name: "week-content",
    key: (weekNumber: number, planId: number | null, dadsCorner: boolean) => `${weekNumber}|${opt(planId)}|${dadsCorner ? "dad" : "son"}`,
    reads: WEEK_CONTENT_READS,
    max: 10_000,
    ttlMs: 60_000,
  }),
  /** A viewer's progress in a week of his run (the week page). */
  weekProgress: answer({
    name: "week-progress",
    key: (userId: string, familyDadId: string | null, planId: number | null, weekNumber: number) =>
      `${userId}|${opt(familyDadId)}|${opt(planId)}|${weekNumber}`,
    reads: [progress, planRuns],
    max: 10_000,
    ttlMs: 60_000,
  }),
  /** GET /api/family: a dad's sons or a son's dad. */
  family: answer({ name: "family", key: (userId: string) => userId, reads: [familyLinks, profiles, users], max: 10_000, ttlMs: 60_000 }),
  /** GET /api/journal/entries: one page of the viewer's own entries. */
  journal: answer({
    name: "journal",
    key: (userId: string, limit: number, before: number | undefined) => `${userId}|${limit}|${opt(before)}`,
    reads: [journalEntries],
    max: 10_000,
    ttlMs: 60_000,
  }),
  /** GET /api/marketplace/plans: one page of listed plans with the family's purchases. */
  marketplace: answer({
    name: "marketplace",
    key: (...parts: unknown[]) => JSON.stringify(parts),
    reads: [devotionalPlans, organizations, userPurchases, familyLinks, organizationFamilies, organizationMembers, dadGroups, groupMembers, sponsoredSeats],
    max: 10_000,
    ttlMs: 60_000,
  }),
  /** GET /api/groups: My Groups with member counts and the viewer's role. */
  groups: answer({ name: "groups", key: (userId: string) => userId, reads: [dadGroups, groupMembers], max: 10_000, ttlMs: 60_000 }),
  /** GET /dashboard/dad and /dashboard/son rendered for one viewer, keyed by the dashboard's key. */
  dashboardPage: viewerPage("dashboard-page", {
    reads: [...VIEWER_READS, ...DASHBOARD_READS],
    composedOf: ["viewer", "dashboard"],
    maxBytes: 48 * 1024 * 1024,
  }),
  /**
   * GET /week/:n rendered for one viewer (modules/system/viewer-pages.ts), keyed by what of the viewer the week is
   * read with; dropped when he, his family's dad (the run, the purchases, the seats) or any content is announced.
   * Made of the viewer's and the week's answers (the reader's facts read with the week on a hit), and the one look
   * at his journal the reflection rule needs.
   */
  weekPage: viewerPage("week-page", {
    reads: [...VIEWER_READS, ...WEEK_CONTENT_READS, progress, planRuns, journalEntries],
    composedOf: ["viewer", "week-content", "week-progress"],
    maxBytes: 32 * 1024 * 1024,
  }),
  /** GET /api/testimonials and the landing page's "Transformed Relationships": the latest approved, or none. */
  landingTestimonials: answer({
    name: "landing-testimonials",
    key: () => "latest",
    reads: [testimonials],
    max: 1,
    ttlMs: 60_000,
  }),
  /** The landing page as sent with "Transformed Relationships" (modules/system/landing-page.ts), per encoding. */
  landingPage: answer({
    name: "landing-page",
    key: (encoding: string) => encoding,
    reads: [testimonials],
    composedOf: ["landing-testimonials"],
    max: 3,
    ttlMs: 60_000,
  }),
} as const;

/** The names of the tables an answer reads (SQL names, as the triggers and the read audit see them). */
export function tablesRead(declaration: Pick<CachedAnswer<never[]>, "reads">): string[] {
  return declaration.reads.map((table) => getTableName(table));
}

/** The declared answers that read a table which announces nothing: empty, or the app must not start. */
export function silentReads(
  answers: ReadonlyArray<Pick<CachedAnswer<never[]>, "name" | "reads">> = Object.values(CACHED_ANSWERS) as ReadonlyArray<CachedAnswer<never[]>>,
  announcing: readonly TableAnnouncement[] = ANNOUNCING_TABLES,
): Array<{ answer: string; table: string }> {
  const announced = new Set(announcing.map((a) => getTableName(a.table)));
  return answers.flatMap((a) =>
    tablesRead(a)
      .filter((table) => !announced.has(table))
      .map((table) => ({ answer: a.name, table })),
  );
}
