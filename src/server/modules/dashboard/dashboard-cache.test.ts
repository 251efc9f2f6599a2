// The read caches on the request path: the dashboard's answers and the weeks' content are kept in
// the process, and whatever changes what they were read from — through the API, an admin's SQL, another process —
// reaches them: at once on the process that wrote, within moments on the others.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CHANGE_FEED_APPLICATION_NAME } from "../../platform/change-feed.ts";
import { devotionals, journalEntries, organizations, planRuns, profiles, progress, sponsoredSeats, userPurchases } from "../../db/schema/index.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { registerFamily, type Actor } from "../../../../tests/support/actors.ts";
import type { TDashboardResponse } from "../../../shared/schemas/dashboard.ts";
import { insertPlanWeek, insertWeek, selectPlanFor } from "../../../../tests/support/content-fixtures.ts";
import { insertPlan, insertPurchase } from "../../../../tests/support/plan-fixtures.ts";
import { countQueries } from "../../../../tests/support/query-counter.ts";
import { todayUtc } from "../../../shared/plan-run.ts";
import { eventually, silently } from "../../../../tests/support/announcements.ts";
import { registerOverHttp, type ServerProcess } from "../../../../tests/support/server-process.ts";
import { twoProcessesOnOneDatabase } from "../../../../tests/support/two-processes.ts";
import { joinOrganization } from "../../../../tests/support/organization-families.ts";

const t = testAppForFile({ VIEWER_CACHE: "1", READ_CACHE: "1" });
let week1: Awaited<ReturnType<typeof insertWeek>>;
beforeAll(async () => {
  week1 = await insertWeek(t.db, 1, "Cached");
  await insertWeek(t.db, 2, "Cached");
});

describe("the dashboard from the read cache", () => {
  it("answers a repeated dashboard without a statement, and a change announced by the database is seen", async () => {
    const { dad } = await registerFamily(t);
    await dad.put("/api/progress/1", { flag: "devotional", completed: true });
    const first = (await dad.get("/api/dashboard?week=1")).json();
    expect(first.week.progress.devotionalCompleted).toBe(true);
    const counter = countQueries(t.db);
    try {
      expect(await counter.count(() => dad.get("/api/dashboard?week=1"))).toBe(0);
    } finally {
      counter.restore();
    }
    // Proof that the answer comes from memory: a change made without an announcement is not seen...
    await silently(t.db, (tx) => tx.update(progress).set({ challengeCompleted: true }).where(eq(progress.userId, dad.id)));
    expect((await dad.get("/api/dashboard?week=1")).json().week.progress.challengeCompleted).toBe(false);
    // ...and an announced one (an admin's SQL, whoever writes) is, within moments.
    await t.db.update(progress).set({ journalCompleted: true }).where(eq(progress.userId, dad.id));
    await eventually(async () => (await dad.get("/api/dashboard?week=1")).json().week.progress.journalCompleted === true);
    expect((await dad.get("/api/dashboard?week=1")).json().week.progress.challengeCompleted).toBe(true);
  });

  it("moves the son's cached dashboard the moment his dad moves the family week (plan_runs announces its owner)", async () => {
    const { dad, son } = await registerFamily(t);
    const planId = await insertPlan(t.db, { title: "Cached run", durationWeeks: 4 });
    expect((await dad.post(`/api/marketplace/plans/${planId}/start`, { source: "marketplace", startsOn: todayUtc() })).statusCode).toBe(200);
    expect((await son.get("/api/dashboard")).json().journey.currentWeek).toBe(1);
    const counter = countQueries(t.db);
    try {
      expect(await counter.count(() => son.get("/api/dashboard"))).toBe(0);
    } finally {
      counter.restore();
    }
    expect((await dad.post("/api/plan-run/next-week")).statusCode).toBe(200);
    await eventually(async () => (await son.get("/api/dashboard")).json().journey.currentWeek === 2);
  });

  it("shows the son's item and shared entry on his dad's next request, and drops the entry the moment he makes it private", async () => {
    const { dad, son } = await registerFamily(t, { dadName: "Mark", sonName: "Luke" });
    expect((await dad.get("/api/dashboard?week=1")).json().family[0]).toMatchObject({ fullName: "Luke", sharedEntry: null });
    // (A journal write recomputes its week's flags from the journal: the entry first, then the item.)
    const entry = { title: "For Dad", content: "words for my dad", weekNumber: 1, entryType: "other", isShared: true };
    const created = (await son.post("/api/journal/entries", entry)).json().entry;
    expect((await dad.get("/api/dashboard?week=1")).json().family[0].sharedEntry).toMatchObject({ title: "For Dad" });
    await son.put("/api/progress/1", { flag: "challenge", completed: true });
    const shown = (await dad.get("/api/dashboard?week=1")).json().family[0];
    expect(shown.progress.challengeCompleted).toBe(true);
    expect(shown.sharedEntry).toMatchObject({ title: "For Dad", excerpt: "words for my dad" });

    expect((await son.put(`/api/journal/entries/${created.id}`, { ...entry, isShared: false })).statusCode).toBe(200);
    const after = await dad.get("/api/dashboard?week=1");
    expect(after.json().family[0].sharedEntry).toBeNull();
    expect(after.body).not.toContain("words for my dad");
    // The son's new name shows too: the viewer's announcements (profiles, family links) count for the dashboard.
    await t.db.update(profiles).set({ fullName: "Luke Jr" }).where(eq(profiles.id, son.id));
    await eventually(async () => (await dad.get("/api/dashboard?week=1")).json().family[0].fullName === "Luke Jr");
  });

  it("keeps nothing across a lost listening connection: what changed meanwhile is read afresh", async () => {
    const dad = (await registerFamily(t)).dad;
    await dad.post("/api/journal/entries", { title: "Before", content: "…", entryType: "other" });
    expect((await dad.get("/api/dashboard")).body).toContain("Before");
    // The change feed's connection dies (a PostgreSQL restart, a network cut): announcements may be missed...
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${CHANGE_FEED_APPLICATION_NAME}`,
    );
    await silently(t.db, (tx) => tx.update(journalEntries).set({ title: "Changed while deaf" }).where(eq(journalEntries.userId, dad.id)));
    // ...so once the feed is back (within moments), nothing kept before it was lost is served again.
    await eventually(async () => {
      const [row] = (
        await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ${CHANGE_FEED_APPLICATION_NAME}`,
        )
      ).rows;
      return row?.n === 1;
    }, 5000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await dad.get("/api/dashboard")).body).toContain("Changed while deaf");
  });

  it("keeps one family's answer from another's: each viewer has his own", async () => {
    const one = await registerFamily(t, { dadName: "First Dad" });
    const two = await registerFamily(t, { dadName: "Second Dad" });
    await one.dad.post("/api/journal/entries", { title: "First's entry", content: "only mine", weekNumber: 1, entryType: "other" });
    expect((await one.dad.get("/api/dashboard")).body).toContain("First's entry");
    const other = await two.dad.get("/api/dashboard");
    expect(other.body).not.toContain("First's entry");
    expect((await one.son.get("/api/dashboard")).body).not.toContain("First's entry");
  });
});

describe("the dashboard from the read cache, with sponsored seats", () => {
  /** A church sponsoring one seat of its own paid plan, and two member families following it, each with a week-2 tick. */
  async function churchWithOneSeat() {
    const [church] = await t.db
      .insert(organizations)
      .values({ name: "Cache Chapel", slug: `cache-chapel-${Date.now()}-${Math.random().toString(36).slice(2, 6)}` })
      .returning({ id: organizations.id });
    const churchId = church!.id;
    const planId = await insertPlan(t.db, { title: "Sponsored and cached", priceCents: 1500, durationWeeks: 4, organizationId: churchId });
    const week = await insertWeek(t.db, 2, "Sponsored plan");
    await insertPlanWeek(t.db, { planId, weekNumber: 2, devotionalId: week.devotional.id, challengeId: week.challenge.id, dadsCornerId: week.dadsCorner.id });
    await t.db.insert(userPurchases).values({
      userId: (await registerFamily(t, { dadName: "Cache Owner" })).dad.id,
      planId,
      organizationId: churchId,
      sponsorOrganizationId: churchId,
      sponsoredSeats: 1,
      pricePaidCents: 1500,
      appCommissionCents: 180,
      organizationPayoutCents: 1320,
      status: "completed",
    });
    const families = [];
    for (const name of ["Seat Taker", "Seat Waiter"]) {
      const family = await registerFamily(t, { dadName: name });
      await joinOrganization(t.db, churchId, family.dad.id);
      await selectPlanFor(t.db, family.dad.id, planId);
      const [run] = await t.db.insert(planRuns).values({ userId: family.dad.id, planId, startsOn: todayUtc() }).returning({ id: planRuns.id });
      // A week-2 tick, written as SQL so nobody's reading takes a seat: it counts only while the plan is open to him.
      await t.db.insert(progress).values({ userId: family.dad.id, planRunId: run!.id, weekNumber: 2, devotionalCompleted: true });
      families.push(family);
    }
    return { churchId, planId, taker: families[0]!, waiter: families[1]! };
  }

  const devotionalsOf = async (dad: Actor) => (await dad.get("/api/dashboard?week=1")).json<TDashboardResponse>().achievements.devotionalsCompleted;

  it.each([1, 2, 3])(
    "opens (%i) a member dad's cached dashboard the moment his family takes the last seat, and the next family's when that one leaves",
    async () => {
      const { churchId, planId, taker, waiter } = await churchWithOneSeat();
      // Nobody holds the seat: a paid week's ticks do not count yet, and the waiter's answer is kept.
      expect(await devotionalsOf(taker.dad)).toBe(0);
      expect(await devotionalsOf(waiter.dad)).toBe(0);
      const counter = countQueries(t.db);
      try {
        expect(await counter.count(() => waiter.dad.get("/api/dashboard?week=1"))).toBe(0);
      } finally {
        counter.restore();
      }

      // Reading a paid week takes nothing; the taker's POST takes the one seat, and his kept answer is dropped.
      expect((await taker.dad.get("/api/weeks/2")).json()).toMatchObject({ purchaseRequired: true, seatAvailable: true, devotional: null });
      expect((await taker.dad.post(`/api/marketplace/plans/${planId}/seat`)).statusCode).toBe(200);
      expect(await devotionalsOf(taker.dad)).toBe(1);
      expect((await taker.dad.get("/api/weeks/2")).json()).toMatchObject({ purchaseRequired: false, devotional: { title: "Sponsored plan devotional 2" } });
      expect(await t.db.select({ dadId: sponsoredSeats.dadId }).from(sponsoredSeats).where(eq(sponsoredSeats.planId, planId))).toEqual([
        { dadId: taker.dad.id },
      ]);
      expect((await waiter.dad.post(`/api/marketplace/plans/${planId}/seat`)).statusCode).toBe(409);
      expect((await waiter.dad.get("/api/weeks/2")).json()).toMatchObject({ purchaseRequired: true, seatAvailable: false, devotional: null });
      expect(await devotionalsOf(waiter.dad)).toBe(0);

      // The taker's family leaves the church (the API's DELETE): its seat is released and his dashboard closes; the
      // waiter takes the seat and his opens.
      const left = await taker.dad.delete(`/api/memberships/${churchId}`);
      expect(left.statusCode, left.body).toBe(200);
      expect(await devotionalsOf(taker.dad)).toBe(0);
      expect(await t.db.select().from(sponsoredSeats).where(eq(sponsoredSeats.planId, planId))).toEqual([]);
      expect((await waiter.dad.post(`/api/marketplace/plans/${planId}/seat`)).statusCode).toBe(200);
      expect(await devotionalsOf(waiter.dad)).toBe(1);
    },
  );
});

describe("a week's content from the read cache", () => {
  it("keeps a week for every viewer, and an edit of the content (even by SQL) reaches the week page and the dashboard", async () => {
    const { dad, son } = await registerFamily(t);
    expect((await dad.get("/api/weeks/1")).json().devotional.title).toBe("Cached devotional 1");
    expect((await son.get("/api/weeks/1")).json().dadsCorner).toBeNull();
    expect((await dad.get("/api/dashboard?week=1")).json().week.dadsCorner).not.toBeNull();
    await silently(t.db, (tx) => tx.update(devotionals).set({ title: "Unannounced title" }).where(eq(devotionals.id, week1.devotional.id)));
    expect((await dad.get("/api/weeks/1")).json().devotional.title).toBe("Cached devotional 1");
    await t.db.update(devotionals).set({ title: "Edited devotional 1" }).where(eq(devotionals.id, week1.devotional.id));
    await eventually(async () => (await son.get("/api/weeks/1")).json().devotional.title === "Edited devotional 1");
    await eventually(async () => (await dad.get("/api/dashboard?week=1")).json().week.devotional.title === "Edited devotional 1");
  });

  it("keeps the viewer's progress on the week page, and an item he ticks shows on his next request", async () => {
    const { dad } = await registerFamily(t);
    expect((await dad.get("/api/weeks/1")).json().progress).toMatchObject({ weekNumber: 1, challengeCompleted: false });
    const counter = countQueries(t.db);
    try {
      expect(await counter.count(() => dad.get("/api/weeks/1"))).toBe(0);
    } finally {
      counter.restore();
    }
    await dad.put("/api/progress/1", { flag: "challenge", completed: true });
    expect((await dad.get("/api/weeks/1")).json().progress).toMatchObject({ weekNumber: 1, challengeCompleted: true });
    await silently(t.db, (tx) => tx.update(progress).set({ devotionalCompleted: true }).where(eq(progress.userId, dad.id)));
    expect((await dad.get("/api/weeks/1")).json().progress.devotionalCompleted).toBe(false);
  });

  it("checks a paid plan's week 2 for each family, cached or not: the purchase unlocks it for his son at once, not for another family", async () => {
    const planId = await insertPlan(t.db, { title: "Paid and cached", priceCents: 1500, durationWeeks: 4 });
    const week = await insertWeek(t.db, 2, "Paid plan");
    await insertPlanWeek(t.db, { planId, weekNumber: 2, devotionalId: week.devotional.id, challengeId: week.challenge.id, dadsCornerId: week.dadsCorner.id });
    const buyer = await registerFamily(t);
    const other = await registerFamily(t);
    for (const id of [buyer.dad.id, buyer.son.id, other.dad.id, other.son.id]) await selectPlanFor(t.db, id, planId);
    for (const family of [buyer, other]) {
      const locked = (await family.son.get("/api/weeks/2")).json();
      expect(locked).toMatchObject({ purchaseRequired: true, devotional: null });
    }
    await insertPurchase(t.db, { userId: buyer.dad.id, planId });
    await eventually(async () => (await buyer.son.get("/api/weeks/2")).json().purchaseRequired === false);
    expect((await buyer.son.get("/api/weeks/2")).json().devotional.title).toBe("Paid plan devotional 2");
    expect((await buyer.dad.get("/api/dashboard?week=2")).json().week.purchaseRequired).toBe(false);
    const stillLocked = await other.son.get("/api/weeks/2");
    expect(stillLocked.json()).toMatchObject({ purchaseRequired: true, devotional: null });
    expect(stillLocked.body).not.toContain("Paid plan devotional 2");
  });
});

describe("two app processes with read caches on one database", () => {
  const processes = twoProcessesOnOneDatabase("read-cache");

  it("B keeps the dashboard, and an entry written on A shows on B within moments", async () => {
    const { a, b, db } = processes();
    const email = `cache.${Date.now()}@example.com`;
    const registered = await registerOverHttp(a.url, { fullName: "Two Process Dad", email, password: "Correct-Horse-42" });
    expect(registered.status).toBe(201);
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const dashboardOn = async (server: ServerProcess) => (await fetch(`${server.url}/api/dashboard`, { headers: { cookie } })).text();
    expect(await dashboardOn(b)).not.toContain("Written on A");
    // Proof that B answers from its cache: an entry added with the announcements off is not seen there.
    const [user] = await db.execute<{ id: string }>(sql`select id from users where email = ${email}`).then((r) => r.rows);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(journalEntries).values({ userId: user!.id, title: "Silent entry", content: "…" });
    });
    expect(await dashboardOn(b)).not.toContain("Silent entry");

    const written = await fetch(`${a.url}/api/journal/entries`, {
      method: "POST",
      headers: { cookie, origin: a.url, "content-type": "application/json" },
      body: JSON.stringify({ title: "Written on A", content: "through the API", entryType: "other" }),
    });
    expect(written.status).toBe(201);
    expect(await dashboardOn(a)).toContain("Written on A");
    const until = Date.now() + 2000;
    while (!(await dashboardOn(b)).includes("Written on A")) {
      if (Date.now() > until) throw new Error("B still answers the old dashboard after 2 s");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
});
