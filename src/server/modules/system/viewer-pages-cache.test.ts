// The server-rendered dashboards kept per viewer and data version: a kept page is sent again without
// a statement or a render, a change to what it shows empties it on every process (here two apps on one database,
// each with its own change feed, as two processes behind the balancer), and a viewer only ever gets his own page —
// never another family's, never his son's or his dad's, whatever the order, the process or the encoding.
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_STATE_ID, type DashboardState } from "../../../shared/embedded-state.ts";
import { registerFamily, type Actor, type Family } from "../../../../tests/support/actors.ts";
import { eventually, silently } from "../../../../tests/support/announcements.ts";
import { countQueries } from "../../../../tests/support/query-counter.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { renderCount, writeViewerPagesBuild } from "../../../../tests/support/viewer-pages-build.ts";
import { journalEntries, planRunPauses, planRuns, profiles } from "../../db/schema/index.ts";
import { todayUtc } from "../../../shared/plan-run.ts";
import { decodedBody } from "../../../../tests/support/decoded-body.ts";

const webRoot = writeViewerPagesBuild();
const CACHES = { VIEWER_CACHE: "1", READ_CACHE: "1" };
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp(CACHES, { webRoot });
  b = await createTestApp(CACHES, { webRoot, sameDatabaseAs: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const ENCODINGS = [undefined, "gzip", "gzip, deflate, br"] as const;

/** The page `actor` gets from `app` (his cookie), decoded whatever its encoding. */
async function pageOn(app: TestApp, actor: Actor, url: string, acceptEncoding?: string): Promise<{ response: LightMyRequestResponse; html: string }> {
  const response = await app.rawInject({
    method: "GET",
    url,
    headers: { cookie: actor.cookie, ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) },
  });
  return { response, html: decodedBody(response) };
}

function stateOf(html: string): DashboardState | null {
  const match = new RegExp(`<script type="application/json" id="${EMBEDDED_STATE_ID}">([^<]*)</script>`).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as DashboardState) : null;
}

const pathOf = (role: "dad" | "son") => `/dashboard/${role}`;

describe("a kept page", () => {
  it("is sent again without a statement and without a render, byte for byte, until something it shows changes", async () => {
    const { dad } = await registerFamily(a, { dadName: "Kept Dad", sonName: "Kept Son" });
    const first = await pageOn(a, dad, "/dashboard/dad", "gzip, deflate, br");
    expect(first.response.headers["content-encoding"]).toBe("br");
    expect(first.html).toContain("<h1>/dashboard/dad for Kept Dad</h1>");
    expect(renderCount("Kept Dad")).toBe(1);

    const counter = countQueries(a.db);
    let again: Awaited<ReturnType<typeof pageOn>> | undefined;
    try {
      expect(
        await counter.count(async () => {
          again = await pageOn(a, dad, "/dashboard/dad", "gzip, deflate, br");
        }),
      ).toBe(0);
    } finally {
      counter.restore();
    }
    expect(again?.response.rawPayload.equals(first.response.rawPayload)).toBe(true);
    expect(again?.response.headers["cache-control"]).toBe("no-store");
    expect(renderCount("Kept Dad")).toBe(1);

    // Proof that it is the kept page: a change made without an announcement is not seen...
    await silently(a.db, (tx) => tx.insert(journalEntries).values({ userId: dad.id, title: "Unannounced entry", content: "…" }));
    expect((await pageOn(a, dad, "/dashboard/dad", "gzip, deflate, br")).html).not.toContain("Unannounced entry");
    // ...and his own write through the API is, on the very next request (the write waits for its announcement).
    expect((await dad.post("/api/journal/entries", { title: "Announced entry", content: "…", entryType: "other" })).statusCode).toBe(201);
    const after = await pageOn(a, dad, "/dashboard/dad", "gzip, deflate, br");
    expect(after.html).toContain("Announced entry");
    expect(renderCount("Kept Dad")).toBe(2);
  });

  it("is emptied on every process when the data changes: a son's tick on one shows in his dad's page on the other", async () => {
    const { dad, son } = await registerFamily(a, { dadName: "Two Process Dad", sonName: "Two Process Son" });
    const before = await pageOn(b, dad, "/dashboard/dad", "gzip");
    expect(before.html).toContain("<li>Two Process Son</li>");
    await pageOn(a, dad, "/dashboard/dad", "gzip");
    const renders = renderCount("Two Process Dad");
    // Kept on both.
    await pageOn(b, dad, "/dashboard/dad", "gzip");
    await pageOn(a, dad, "/dashboard/dad", "gzip");
    expect(renderCount("Two Process Dad")).toBe(renders);

    const week = stateOf(before.html)?.dashboard.week.weekNumber ?? 1;
    expect((await son.put(`/api/progress/${week}`, { flag: "devotional", completed: true })).statusCode).toBe(200);
    await eventually(async () => (await pageOn(b, dad, "/dashboard/dad", "gzip")).html.includes("<li>Two Process Son read</li>"));
    expect((await pageOn(a, dad, "/dashboard/dad", "gzip")).html).toContain("<li>Two Process Son read</li>");

    // A viewer's change (his name, from an admin's SQL) empties his pages on both processes too.
    await a.db.update(profiles).set({ fullName: "Renamed Process Dad" }).where(eq(profiles.id, dad.id));
    for (const app of [a, b]) {
      await eventually(async () => (await pageOn(app, dad, "/dashboard/dad", "gzip")).html.includes("for Renamed Process Dad"));
    }
  });

  it("shows the family streak on both dashboards, and a pause of the run empties both pages on every process", async () => {
    const { dad, son } = await registerFamily(a, { dadName: "Streak Dad", sonName: "Streak Son" });
    // The family's run began three weeks ago; weeks 1 and 2 finished by both.
    expect((await dad.put("/api/progress/1", { flag: "devotional", completed: true })).statusCode).toBe(200);
    const [run] = await a.db.select().from(planRuns).where(eq(planRuns.userId, dad.id));
    if (!run) throw new Error("no run");
    await a.db.execute(sql`update plan_runs set starts_on = ${todayUtc()}::date - 14, schedule_set_on = ${todayUtc()}::date - 14 where id = ${run.id}`);
    for (const who of [dad, son]) {
      for (const week of [1, 2]) for (const flag of ["devotional", "challenge", "journal"]) await who.put(`/api/progress/${week}`, { flag, completed: true });
    }
    const dadState = stateOf((await pageOn(a, dad, "/dashboard/dad")).html);
    const sonState = stateOf((await pageOn(b, son, "/dashboard/son")).html);
    expect(dadState?.dashboard.streak).toMatchObject({ weeks: 2, paused: false });
    expect(sonState?.dashboard.streak).toEqual(dadState?.dashboard.streak);
    // The same as the recap's streak (GET /api/streak), in the dashboard's answer: no request of its own.
    expect((await son.get("/api/dashboard")).json().streak).toEqual((await dad.get("/api/streak")).json());

    // A pause written by SQL (no request's barrier): announced through the run's owner, seen by the son on both.
    await a.db.insert(planRunPauses).values({ planRunId: run.id, startsOn: todayUtc(), reason: "holiday" });
    for (const app of [a, b]) {
      await eventually(async () => stateOf((await pageOn(app, son, "/dashboard/son")).html)?.dashboard.streak.paused === true);
      await eventually(async () => stateOf((await pageOn(app, dad, "/dashboard/dad")).html)?.dashboard.streak.paused === true);
    }
  });
});

describe("a viewer's page is his own", () => {
  it("never goes to another viewer — families, dads and sons, processes and encodings interleaved — and a son's private entries stay his", async () => {
    const families: Family[] = [];
    for (let i = 0; i < 4; i++) families.push(await registerFamily(a, { dadName: `Own Dad ${i}`, sonName: `Own Son ${i}` }));
    const people = families.flatMap((f, i) => [
      { actor: f.dad, role: "dad" as const, name: `Own Dad ${i}`, secret: `dad secret ${i}` },
      { actor: f.son, role: "son" as const, name: `Own Son ${i}`, secret: `son secret ${i}` },
    ]);
    // Each writes a private entry only he may see on his dashboard.
    for (const p of people) {
      expect((await p.actor.post("/api/journal/entries", { title: p.secret, content: "private", entryType: "other", isShared: false })).statusCode).toBe(201);
    }
    for (let round = 0; round < 3; round++) {
      for (const [k, p] of people.entries()) {
        const app = (round + k) % 2 === 0 ? a : b;
        const encoding = ENCODINGS[(round + k) % ENCODINGS.length];
        const { response, html } = await pageOn(app, p.actor, pathOf(p.role), encoding);
        expect(response.statusCode).toBe(200);
        const state = stateOf(html);
        expect(state?.session.user?.id).toBe(p.actor.id);
        expect(html).toContain(`for ${p.name}</h1>`);
        expect(html).toContain(p.secret);
        for (const other of people.filter((o) => o !== p)) {
          expect(html).not.toContain(other.secret);
          expect(state?.session.user?.id).not.toBe(other.actor.id);
        }
        // Nobody outside his family is named on his page.
        const family = families.find((f) => f.dad === p.actor || f.son === p.actor);
        for (const other of people.filter((o) => o.actor !== family?.dad && o.actor !== family?.son)) expect(html).not.toContain(other.name);
      }
    }
    // Each page was rendered once per encoding at most on each process: the rounds above were served from memory.
    for (const p of people) expect(renderCount(p.name)).toBeLessThanOrEqual(ENCODINGS.length * 2);
  });

  it("is not sent once the session ends, nor to a son on his dad's page, nor to a dad on his son's", async () => {
    const { dad, son } = await registerFamily(a, { dadName: "Leaving Dad", sonName: "Staying Son" });
    for (const app of [a, b]) expect((await pageOn(app, dad, "/dashboard/dad")).html).toContain("for Leaving Dad");
    for (const app of [a, b]) expect((await pageOn(app, son, "/dashboard/son")).html).toContain("for Staying Son");
    // The other role's page: the prerendered one, nobody's data.
    for (const app of [a, b]) {
      expect(stateOf((await pageOn(app, son, "/dashboard/dad")).html)).toBeNull();
      expect(stateOf((await pageOn(app, dad, "/dashboard/son")).html)).toBeNull();
    }
    expect((await dad.post("/api/auth/sign-out")).statusCode).toBe(200);
    for (const app of [a, b]) {
      await eventually(async () => {
        const { html } = await pageOn(app, dad, "/dashboard/dad");
        return stateOf(html) === null && !html.includes("Leaving Dad");
      });
    }
  });
});
