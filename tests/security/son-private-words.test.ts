// The matrix of a son's private words: his private journal entries and his assistant conversations. Every route that
// can reach them is probed for three sons — a teenager (13+), a son under 13, and a teenager whose dad reset his access
// ("He lost his access") — by every kind of viewer: the son himself, his dad, another family's dad and son, a group
// leader and a church owner of his family, a stranger, and signed out. Only the son reads his words; his dad reads
// them only in his download of a son under 13; after a dad's reset nobody does (not even the session the reset
// opened) until the son proves his own address. protected-things.ts makes the list of routes complete.
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages, chatThreads, journalEntries, organizationFamilies } from "../../src/server/db/schema/index.ts";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai-server.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createOrganizationAdmin, registerDad, registerFamily, signIn, type Actor, type Family } from "../support/actors.ts";
import { writeViewerPagesBuild } from "../support/viewer-pages-build.ts";
import { declaredRoutes } from "./declared-routes.ts";
import { classificationGaps, notReaching, serverFilesMatching, type NotReaching } from "./protected-things.ts";

const webRoot = writeViewerPagesBuild();
let t: TestApp;
let openai: FakeOpenAI;

/** A son whose private words the matrix guards, and who may read them. */
interface Subject {
  name: "teen" | "young" | "reset";
  family: Family;
  entryId: number;
  threadId: number;
  entrySecret: string;
  chatSecret: string;
  /** The son's own session, when one may read his words (none after his dad's reset). */
  owner: ViewerName | null;
}

const VIEWERS = [
  "teenSon",
  "teenDad",
  "youngSon",
  "youngDad",
  "resetSession",
  "resetDad",
  "otherDad",
  "otherSon",
  "leader",
  "churchOwner",
  "stranger",
  "anonymous",
] as const;
type ViewerName = (typeof VIEWERS)[number];

let viewers: Record<ViewerName, Actor | null>;
let subjects: Subject[];
let groupId = 0;

async function privateEntry(son: Actor, secret: string): Promise<number> {
  const response = await son.post("/api/journal/entries", {
    title: secret,
    content: `${secret} body`,
    entryType: "reflection",
    weekNumber: 1,
    isShared: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(
    (await son.post("/api/journal/entries", { title: "Shared words", content: "for my family", entryType: "reflection", isShared: true })).statusCode,
  ).toBe(201);
  return response.json<{ entry: { id: number } }>().entry.id;
}

/** A conversation as the assistant keeps it: his question is its preview and its first message. */
async function conversation(son: Actor, secret: string): Promise<number> {
  const [thread] = await t.db.insert(chatThreads).values({ userId: son.id, lastMessage: secret }).returning({ id: chatThreads.id });
  if (!thread) throw new Error("thread");
  await t.db.insert(chatMessages).values({ threadId: thread.id, role: "user", content: secret });
  return thread.id;
}

async function subject(name: Subject["name"], family: Family, owner: ViewerName | null): Promise<Subject> {
  const entrySecret = `ZQ ${name} private entry`;
  const chatSecret = `ZQ ${name} private chat`;
  expect((await family.dad.put(`/api/family/sons/${family.son.id}/assistant`, { enabled: true })).statusCode).toBe(200);
  return {
    name,
    family,
    owner,
    entrySecret,
    chatSecret,
    entryId: await privateEntry(family.son, entrySecret),
    threadId: await conversation(family.son, chatSecret),
  };
}

beforeAll(async () => {
  openai = await startFakeOpenAI();
  t = await createTestApp({ OPENAI_BASE_URL: openai.baseUrl, OPENAI_API_KEY: "test-key" }, { webRoot });
  const [teen, young, reset, other] = await Promise.all([
    registerFamily(t, { dadName: "Tom Teen", sonName: "Tim Teen" }),
    registerFamily(t, { dadName: "Yves Young", sonName: "Yan Young", sonAgeBand: "under_13" }),
    registerFamily(t, { dadName: "Rex Reset", sonName: "Ray Reset" }),
    registerFamily(t, { dadName: "Otto Other", sonName: "Oli Other" }),
  ]);
  if (!teen || !young || !reset || !other) throw new Error("families");
  const leader = await registerDad(t, "Lee Leader");
  const churchOwner = await createOrganizationAdmin(t, "Words Church");
  const stranger = await registerDad(t, "Stan Stranger");

  // The teenager's family is in a group the leader leads, and a member family of the church.
  const created = await leader.post("/api/groups", { name: "Words Group" });
  expect(created.statusCode).toBe(201);
  const group = created.json<{ group: { id: number; code: string } }>().group;
  groupId = group.id;
  for (const member of [teen.dad, teen.son]) expect((await member.post("/api/groups/join", { code: group.code })).statusCode).toBe(200);
  expect((await teen.dad.put(`/api/groups/${group.id}/sharing`, { sharesProgress: true })).statusCode).toBe(200);
  await t.db.insert(organizationFamilies).values({ organizationId: churchOwner.organizationId, dadId: teen.dad.id });

  const teenSubject = await subject("teen", teen, "teenSon");
  const youngSubject = await subject("young", young, "youngSon");
  const resetSubject = await subject("reset", reset, null);
  // His dad resets his access, and whoever holds the temporary password chooses a new one: that session is resetSession.
  const TEMPORARY = "Dads-Temporary-61";
  const CHOSEN = "Chosen-After-Reset-62";
  const recovered = await reset.dad.post(`/api/family/sons/${reset.son.id}/recovery`, { password: TEMPORARY, confirmPassword: TEMPORARY });
  expect(recovered.statusCode, recovered.body).toBe(200);
  const temporary = await signIn(t, reset.son.email, TEMPORARY);
  expect((await temporary.post("/api/account/password", { currentPassword: TEMPORARY, newPassword: CHOSEN, confirmPassword: CHOSEN })).statusCode).toBe(200);
  const resetSession = await signIn(t, reset.son.email, CHOSEN);

  subjects = [teenSubject, youngSubject, resetSubject];
  viewers = {
    teenSon: teen.son,
    teenDad: teen.dad,
    youngSon: young.son,
    youngDad: young.dad,
    resetSession,
    resetDad: reset.dad,
    otherDad: other.dad,
    otherSon: other.son,
    leader,
    churchOwner,
    stranger,
    anonymous: null,
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
  await openai?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

function send(viewer: Actor | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const options = { method, url, ...(payload === undefined ? {} : { payload: payload as string }) };
  return viewer ? viewer.request(options) : t.app.inject(options);
}

/** One route that can reach a son's private words. */
interface Probe {
  /** The declared route ("METHOD /path/{param}"), or "PAGE /path" for a page the server draws for its viewer. */
  route: string;
  call: (viewer: Actor | null, s: Subject) => Promise<LightMyRequestResponse>;
  /** What the son himself gets: his words in the answer, his change done, or nothing of them on this route. */
  owner: { shows: "entry" | "chat" } | { status: number } | "never";
  /** The dad of a son under 13 reads them here (his download: everything his young son wrote). */
  youngSonsDad?: "reads";
  /** A write: refused viewers get no 2xx, and the son's words are as they were. */
  write?: true;
  /** For the son's own destructive case: a new entry or conversation of his to act on (his words stay for the others). */
  fresh?: (s: Subject) => Promise<Subject>;
}

const freshEntry = async (s: Subject): Promise<Subject> => ({ ...s, entryId: await privateEntry(s.family.son, `${s.entrySecret} (another)`) });
const freshThread = async (s: Subject): Promise<Subject> => ({ ...s, threadId: await conversation(s.family.son, `${s.chatSecret} (another)`) });
const entryBody = (s: Subject) => ({ title: s.entrySecret, content: `${s.entrySecret} body`, entryType: "reflection", weekNumber: 1, isShared: false });

const PROBES: Probe[] = [
  { route: "GET /api/journal/entries", call: (v) => send(v, "GET", "/api/journal/entries"), owner: { shows: "entry" } },
  { route: "GET /api/journal/entries/{id}", call: (v, s) => send(v, "GET", `/api/journal/entries/${s.entryId}`), owner: { shows: "entry" } },
  {
    route: "PUT /api/journal/entries/{id}",
    call: (v, s) => send(v, "PUT", `/api/journal/entries/${s.entryId}`, entryBody(s)),
    owner: { status: 200 },
    write: true,
  },
  {
    route: "DELETE /api/journal/entries/{id}",
    call: (v, s) => send(v, "DELETE", `/api/journal/entries/${s.entryId}`),
    owner: { status: 204 },
    write: true,
    fresh: freshEntry,
  },
  { route: "GET /api/journal/export", call: (v) => send(v, "GET", "/api/journal/export?format=json"), owner: { shows: "entry" } },
  // His family's shared entries: never a private one, to anyone.
  { route: "GET /api/journal/shared", call: (v) => send(v, "GET", "/api/journal/shared"), owner: "never" },
  { route: "GET /api/dashboard", call: (v) => send(v, "GET", "/api/dashboard?week=1"), owner: { shows: "entry" } },
  { route: "PAGE /dashboard/son", call: (v) => send(v, "GET", "/dashboard/son"), owner: { shows: "entry" } },
  { route: "PAGE /dashboard/dad", call: (v) => send(v, "GET", "/dashboard/dad"), owner: "never" },
  { route: "GET /api/recap", call: (v) => send(v, "GET", "/api/recap"), owner: "never" },
  {
    route: "GET /api/family/sons/{sonId}/export",
    call: (v, s) => send(v, "GET", `/api/family/sons/${s.family.son.id}/export`),
    owner: "never",
    youngSonsDad: "reads",
  },
  // A leader sees a sharing family's progress, never a journal.
  { route: "GET /api/groups/{groupId}/progress", call: (v) => send(v, "GET", `/api/groups/${groupId}/progress`), owner: "never" },
  { route: "GET /api/chat/threads", call: (v) => send(v, "GET", "/api/chat/threads"), owner: { shows: "chat" } },
  { route: "GET /api/chat/threads/{threadId}/messages", call: (v, s) => send(v, "GET", `/api/chat/threads/${s.threadId}/messages`), owner: { shows: "chat" } },
  {
    route: "DELETE /api/chat/threads/{threadId}",
    call: (v, s) => send(v, "DELETE", `/api/chat/threads/${s.threadId}`),
    owner: { status: 204 },
    write: true,
    fresh: freshThread,
  },
  // Continuing a conversation sends its earlier turns to the model: only its owner's.
  {
    route: "POST /api/chat/messages",
    call: (v, s) => send(v, "POST", "/api/chat/messages", { content: "One more question", threadId: s.threadId }),
    owner: { status: 200 },
    write: true,
    fresh: freshThread,
  },
  // Asking again sends the conversation's turns to the model: only its owner's.
  {
    route: "POST /api/chat/threads/{threadId}/retry",
    call: (v, s) => send(v, "POST", `/api/chat/threads/${s.threadId}/retry`, {}),
    owner: { status: 200 },
    write: true,
    fresh: freshThread,
  },
];

/** Every other route, and why it cannot reach a son's private words. */
const ELSEWHERE: NotReaching = {
  ...notReaching(
    "public, or the viewer's own account settings: no journal entry or conversation is read",
    "system.probe",
    "system.docs",
    "session.read",
    "tokens.jwks",
    "account.register",
    "account.password.reset",
    "account.read",
    "account.profile.update",
    "account.language.update",
    "account.email.change",
    "account.email.link",
    "account.password.change",
    "account.sessions.revoke",
    "account.verification.resend",
    "scripture.read",
    "scripture.version.read",
    "scripture.version.update",
    "upload.image",
    "upload.read",
    "push.publicKey",
    "push.subscribe",
    "reminders.read",
    "reminders.update",
    "reminders.son.update",
    "reminders.unsubscribe",
  ),
  "web.page": "the build's files; the pages drawn for a viewer are probed as PAGE rows",
  "auth.handler": "opens sessions, reads no words: who may open a son's session is act-as-son.test.ts's",
  "account.delete": "deletes the viewer's own account (his words with it), reads none",
  ...notReaching(
    "a dad's powers over his son's account: none reads a journal entry or a conversation (who may act as his son: act-as-son.test.ts)",
    "family.read",
    "family.planChoices.read",
    "family.son.add",
    "family.son.confirmation.resend",
    "family.son.password.set",
    "family.son.signOut",
    "family.son.signInLink.create",
    "family.son.signInLink.revoke",
    "family.son.signIn.set",
    "family.son.email.set",
    "family.son.groupsName.update",
    "family.son.groupConversations.update",
    "family.son.ageBand.update",
    "family.son.assistant.update",
    "family.son.keep",
    "family.son.recovery.start",
    "family.joinRequest.read",
    "family.joinRequest.answer",
    "family.link.answer",
    "family.sharing.read",
    "family.sharing.organization",
    "recap.encourage",
    "encouragements.read",
  ),
  "family.son.delete": "deletes the son's account and his words with it (his dad's right), reads none",
  "journal.create": "writes a new entry of the viewer's own and answers with it",
  "assistant.status": "whether the assistant is on: no conversation",
  ...notReaching(
    "the plan, its weeks, progress and fitness: ticks and results, never journal text (a fitness note becomes his own private entry, read through the journal's routes)",
    "week.read",
    "week.open",
    "progress.update",
    "planRun.schedule",
    "planRun.pause",
    "streak.read",
    "fitness.read",
    "fitness.log",
    "fitness.export",
    "fitness.measure.follow",
    "fitness.measure.unfollow",
    "marketplace.browse",
    "marketplace.plan.start",
    "marketplace.plan.checkout",
    "marketplace.plan.seat.take",
    "marketplace.plan.purchase.read",
  ),
  ...notReaching(
    "groups and their conversations: what members post to the group is written for the group, never read from the journal or the assistant",
    "group.list",
    "group.create",
    "group.join",
    "group.read",
    "group.update",
    "group.member.update",
    "group.member.remove",
    "group.leave",
    "group.plan.set",
    "group.plan.follow",
    "group.sharing.update",
    "group.post.list",
    "group.post.create",
    "group.post.report",
    "group.post.hide",
    "group.post.remove",
    "group.report.list",
    "group.report.dismiss",
  ),
  ...notReaching(
    "organizations, staff and payments: names and counts of families, never a child's words",
    "organization.mine.read",
    "organization.create",
    "organization.update",
    "organization.staff.read",
    "organization.staff.manage",
    "organization.invitation.accept",
    "organization.groups.read",
    "organization.groups.create",
    "organization.groups.invite",
    "organization.families.read",
    "organization.families.invite",
    "organization.leaderGuide.read",
    "organization.public.read",
    "organization.content.author",
    "membership.groups.read",
    "membership.shortLink",
    "membership.invitation.read",
    "membership.join",
    "membership.read",
    "membership.leave",
    "plan.visibility.update",
    "sponsorship.read",
    "sponsorship.create",
    "payments.connect.read",
    "payments.connect.start",
    "payments.connect.refresh",
    "payments.purchases.read",
    "payments.refund",
    "payments.webhook",
  ),
  ...notReaching(
    "staff tools: plans, items, accounts' names and roles, testimonials; an admin's deletion of an account reads none of its words",
    "admin.studio",
    "admin.users.read",
    "admin.users.manage",
    "testimonial.submit",
    "testimonial.withdraw",
    "testimonial.mine.read",
    "testimonial.review",
    "testimonial.public.read",
  ),
};

/** The son's words as the database holds them, to see that a refused write changed nothing. */
async function wordsOf(s: Subject): Promise<string> {
  const entry = await t.db
    .select({ title: journalEntries.title, content: journalEntries.content, isPrivate: journalEntries.isPrivate })
    .from(journalEntries)
    .where(eq(journalEntries.id, s.entryId));
  const thread = await t.db.select({ lastMessage: chatThreads.lastMessage }).from(chatThreads).where(eq(chatThreads.id, s.threadId));
  const messages = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from chat_messages where thread_id = ${s.threadId}`);
  return JSON.stringify({ entry, thread, messages: messages.rows[0]?.n });
}

describe("a son's private words: the matrix", () => {
  it("classifies every route the app serves: probed here, or why it does not reach his words", () => {
    const probed = PROBES.map((p) => p.route).filter((route) => !route.startsWith("PAGE "));
    expect(classificationGaps(declaredRoutes(t.app), probed, ELSEWHERE)).toEqual([]);
  });

  it("lists every module that reads the journal or the assistant's conversations (a new reader needs its probe)", () => {
    const readers = serverFilesMatching(/\b(journalEntries|journal_entries|chatThreads|chat_threads|chatMessages|chat_messages)\b/);
    expect(readers).toEqual(
      [
        "db/schema/activity.ts",
        // The journal's routes, the dashboard's own latest entries and a family's shared ones (never private).
        "modules/journal/journal.queries.ts",
        "modules/dashboard/dashboard.queries.ts",
        // The assistant's routes.
        "modules/chat/chat.queries.ts",
        // His dad's download and deleting his account.
        "modules/family/son-data.queries.ts",
        "modules/family/son-data.service.ts",
        // The recap's shared entries, the reminder's "did he visit" and the week's journal tick: no private text.
        "modules/reminders/reminders.queries.ts",
        "modules/reminders/reminder-jobs.queries.ts",
        "modules/progress/progress.queries.ts",
        // Which cached answers a change of an entry drops.
        "platform/cached-answers.ts",
      ].sort(),
    );
  });

  for (const probe of PROBES) {
    it(
      probe.route,
      async () => {
        const failures: string[] = [];
        for (const s of subjects) {
          const secrets = [s.entrySecret, s.chatSecret];
          for (const name of VIEWERS) {
            const viewer = viewers[name];
            const isOwner = name === s.owner;
            const isYoungDad = s.name === "young" && name === "youngDad" && probe.youngSonsDad === "reads";
            if (isOwner || isYoungDad) continue;
            const before = probe.write ? await wordsOf(s) : "";
            const response = await probe.call(viewer, s);
            const leaked = secrets.filter((secret) => response.body.includes(secret));
            if (leaked.length) failures.push(`${s.name}'s words to ${name} (${response.statusCode}): ${leaked.join(", ")}`);
            if (probe.write) {
              if (response.statusCode < 300) failures.push(`${s.name}'s words: ${name} was let through (${response.statusCode})`);
              if ((await wordsOf(s)) !== before) failures.push(`${s.name}'s words: ${name}'s refused write changed them`);
            }
          }
          // Who may: the son himself, and his dad in the download of a son under 13.
          if (s.name === "young" && probe.youngSonsDad === "reads") {
            const response = await probe.call(viewers.youngDad, s);
            if (!response.body.includes(s.entrySecret) || !response.body.includes(s.chatSecret))
              failures.push(`young's dad does not get his download (${response.statusCode})`);
          }
          const owner = s.owner === null ? null : viewers[s.owner];
          if (owner && probe.owner !== "never") {
            const target = probe.fresh ? await probe.fresh(s) : s;
            const response = await probe.call(owner, target);
            if ("shows" in probe.owner) {
              const secret = probe.owner.shows === "entry" ? s.entrySecret : s.chatSecret;
              if (response.statusCode !== 200 || !response.body.includes(secret))
                failures.push(`${s.name} does not read his own words (${response.statusCode})`);
            } else if (response.statusCode !== probe.owner.status) {
              failures.push(`${s.name} acting on his own words: ${response.statusCode} ${response.body.slice(0, 200)}`);
            }
          }
        }
        expect(failures).toEqual([]);
      },
      60_000,
    );
  }

  it("after all of it, every son's words are still kept (nothing refused was dropped)", async () => {
    for (const s of subjects) {
      expect(await t.db.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.id, s.entryId))).toHaveLength(1);
      expect(await t.db.select({ id: chatThreads.id }).from(chatThreads).where(eq(chatThreads.id, s.threadId))).toHaveLength(1);
    }
  });
});
