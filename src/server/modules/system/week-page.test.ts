// The week page (/week/:n) rendered with the viewer's data: the answer GET /api/weeks/:n gives him, through the
// same rule — a paid week he has not bought, a members-only plan outside its organization, a son's missing Dad's
// Corner leave the page as they leave the API (never in the HTML) —, the shell whenever the page is not his to have
// drawn (signed out, an admin, a week the API refuses, a week whose opening would complete an item), and a kept page
// dropped when the family buys the plan. The renderer is the stand-in of tests/support/viewer-pages-build.ts: it writes
// every word of the week it was given into the page.
import fs from "node:fs";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_STATE_ID, type WeekState } from "../../../shared/embedded-state.ts";
import { createGlobalAdmin, registerFamily, type Actor, type Family } from "../../../../tests/support/actors.ts";
import { eventually, silently } from "../../../../tests/support/announcements.ts";
import { insertPlanWeek, insertWeek, selectPlanFor } from "../../../../tests/support/content-fixtures.ts";
import { insertPlan, insertPurchase } from "../../../../tests/support/plan-fixtures.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { writeViewerPagesBuild } from "../../../../tests/support/viewer-pages-build.ts";
import { journalEntries } from "../../db/schema/index.ts";

const webRoot = writeViewerPagesBuild();
let t: TestApp;
let family: Family;
/** A paid plan of four weeks the family follows and has not bought: week 1 free, weeks 2–4 its purchase's. */
let paid: { planId: number; open: string[]; closed: string[] };

beforeAll(async () => {
  t = await createTestApp({ VIEWER_CACHE: "1", READ_CACHE: "1" }, { webRoot });
  family = await registerFamily(t, { dadName: "Walter Week", sonName: "Wesley Week" });
  const planId = await insertPlan(t.db, { priceCents: 1500, durationWeeks: 4 });
  const tag = `Plan${planId}`;
  const w1 = await insertWeek(t.db, 1, `${tag} free`);
  const w2 = await insertWeek(t.db, 2, `${tag} bought-only`);
  await insertPlanWeek(t.db, { planId, weekNumber: 1, devotionalId: w1.devotional.id, challengeId: w1.challenge.id, dadsCornerId: w1.dadsCorner.id });
  await insertPlanWeek(t.db, { planId, weekNumber: 2, devotionalId: w2.devotional.id, challengeId: w2.challenge.id, dadsCornerId: w2.dadsCorner.id });
  await selectPlanFor(t.db, family.dad.id, planId);
  await selectPlanFor(t.db, family.son.id, planId);
  paid = {
    planId,
    open: [w1.devotional.title, w1.challenge.title, w1.dadsCorner.title],
    closed: [w2.devotional.title, w2.challenge.title, w2.dadsCorner.title, w2.devotional.content.split("\n")[0] ?? ""],
  };
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

function page(actor: Actor | null, url: string): Promise<LightMyRequestResponse> {
  return actor ? actor.request({ method: "GET", url }) : t.app.inject({ method: "GET", url });
}

function stateOf(html: string): WeekState | null {
  const match = new RegExp(`<script type="application/json" id="${EMBEDDED_STATE_ID}">([^<]*)</script>`).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as WeekState) : null;
}

/** The SPA shell (index.html): nothing of anyone's week. */
function expectShell(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/html/);
  expect(response.body).toContain("<div id=root></div>");
  expect(response.body).not.toContain(EMBEDDED_STATE_ID);
  for (const words of [...paid.open, ...paid.closed, "Walter Week", "Wesley Week"]) expect(response.body).not.toContain(words);
}

describe("the week page rendered with the viewer's data", () => {
  it("gives a dad his week with GET /api/weeks/:n's answer embedded, its number in the title, never stored", async () => {
    const response = await page(family.dad, "/week/1");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers.vary).toMatch(/cookie/i);
    const state = stateOf(response.body);
    expect(state?.week.number).toBe(1);
    expect(state?.session).toEqual((await family.dad.get("/api/session")).json());
    expect(state?.week.view).toEqual((await family.dad.get("/api/weeks/1")).json());
    for (const words of paid.open) expect(response.body).toContain(words);
    expect(response.body).toContain("<h1>/week/1 for Walter Week</h1>");

    const third = await page(family.dad, "/week/3");
    expect(third.body).toContain("<title>Week 3 · StrongBond</title>");
    expect(stateOf(third.body)?.week.view).toEqual((await family.dad.get("/api/weeks/3")).json());
  });

  it("keeps a paid week's words out of the HTML for a family that has not bought it, dad and son alike", async () => {
    for (const actor of [family.dad, family.son]) {
      const response = await page(actor, "/week/2");
      const state = stateOf(response.body);
      expect(state?.week.view).toEqual((await actor.get("/api/weeks/2")).json());
      expect(state?.week.view).toMatchObject({ purchaseRequired: true, devotional: null, challenge: null, dadsCorner: null });
      expect(response.body).toContain("<p>week 2 locked</p>");
      for (const words of paid.closed) expect(response.body).not.toContain(words);
    }
  });

  it("never puts Dad's Corner in a son's page", async () => {
    const response = await page(family.son, "/week/1");
    expect(stateOf(response.body)?.week.view.dadsCorner).toBeNull();
    expect(response.body).not.toContain(paid.open[2]);
    expect(response.body).toContain(paid.open[0]);
  });

  it("opens the paid week in the page once the family bought it (the kept page is dropped)", async () => {
    const before = await page(family.son, "/week/2");
    expect(before.body).toContain("<p>week 2 locked</p>");
    await insertPurchase(t.db, { userId: family.dad.id, planId: paid.planId, pricePaidCents: 1500 });
    await eventually(async () => (await page(family.son, "/week/2")).body.includes("<p>week 2</p>"));
    const after = await page(family.son, "/week/2");
    expect(stateOf(after.body)?.week.view).toEqual((await family.son.get("/api/weeks/2")).json());
    expect(after.body).toContain(paid.closed[0]);
  });

  it("gives the shell to a visitor, an admin, a week the API refuses and any other spelling of the path", async () => {
    expectShell(await page(null, "/week/1"));
    const admin = await createGlobalAdmin(t);
    expectShell(await page(admin, "/week/1"));
    for (const url of ["/week/0", "/week/01", "/week/abc", "/week/99999999999", "/week/1/extra"]) expectShell(await page(family.dad, url));
  });

  it("gives the shell when opening the week would complete an item, and writes nothing on the page load", async () => {
    const { dad } = await registerFamily(t, { dadName: "Reflecting Dad" });
    // A reflection the journal did not apply (written while the week was closed, or before a plan change).
    await silently(t.db, (tx) =>
      tx.insert(journalEntries).values({ userId: dad.id, title: "Thoughts", content: "Written", weekNumber: 1, entryType: "reflection" }),
    );
    expectShell(await page(dad, "/week/1"));
    expect((await dad.get("/api/weeks/1")).json()).toMatchObject({ progress: { devotionalCompleted: false, journalCompleted: false } });
    // Opened by the app: the rule applies, and the page the server draws from then on is the opened week.
    expect((await dad.post("/api/weeks/1/open", {})).json()).toMatchObject({ progress: { devotionalCompleted: true, journalCompleted: true } });
    await eventually(async () => stateOf((await page(dad, "/week/1")).body) !== null);
    expect(stateOf((await page(dad, "/week/1")).body)?.week.view.progress).toMatchObject({ devotionalCompleted: true, journalCompleted: true });
  });
});
