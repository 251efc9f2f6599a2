// The first visit is greeted as new, every later one as returning: GET /api/session
// carries `firstVisit`, true only for the account's first session (and for 12 hours of it at most).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { firstVisits } from "../../db/schema/index.ts";
import { ensureDemoAccounts } from "../family/demo-family.ts";
import { DEMO_ACCOUNTS } from "../../db/seed/accounts.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { registerDad, registerFamily, signIn, TEST_PASSWORD, type Actor } from "../../../../tests/support/actors.ts";
import { FIRST_VISIT_MS, toCurrentUser } from "../../auth/viewer.ts";
import type { Viewer } from "../../auth/viewer-type.ts";

const t = testAppForFile();

async function firstVisit(actor: Actor): Promise<boolean | undefined> {
  const response = await actor.get("/api/session");
  expect(response.statusCode).toBe(200);
  return response.json<{ user: { firstVisit?: boolean } }>().user.firstVisit;
}

describe("first visit", () => {
  it("greets a new dad's first session as new, on every request of it, and his next session as returning", async () => {
    const dad = await registerDad(t);
    expect(await firstVisit(dad)).toBe(true);
    expect(await firstVisit(dad)).toBe(true);
    const later = await signIn(t, dad.email, TEST_PASSWORD);
    expect(await firstVisit(later)).toBe(false);
    // Signing out and in again is a later visit too.
    await later.post("/api/auth/sign-out", {});
    expect(await firstVisit(await signIn(t, dad.email, TEST_PASSWORD))).toBe(false);
  });

  it("greets a son his dad registered as new on his own first sign-in, and returning afterwards", async () => {
    const { son } = await registerFamily(t);
    expect(await firstVisit(son)).toBe(true);
    expect(await firstVisit(await signIn(t, son.email, son.password))).toBe(false);
  });

  it("lets only one of two sessions opened at once be the first visit", async () => {
    const dad = await registerDad(t);
    const [a, b] = await Promise.all([signIn(t, dad.email, TEST_PASSWORD), signIn(t, dad.email, TEST_PASSWORD)]);
    await t.db.delete(firstVisits).where(eq(firstVisits.userId, dad.id));
    const answers = await Promise.all([firstVisit(a), firstVisit(b), firstVisit(dad)]);
    expect(answers.filter((answer) => answer === true)).toHaveLength(1);
  });

  it("greets the demo family as returning from their very first sign-in", async () => {
    await ensureDemoAccounts(t.db);
    for (const account of [DEMO_ACCOUNTS.dad, DEMO_ACCOUNTS.son]) {
      expect(await firstVisit(await signIn(t, account.email, account.password))).toBe(false);
    }
  });

  it("ends a first visit 12 hours after its session began, even if the session lives on", () => {
    const viewer = { userId: "u", fullName: "Dan", firstSession: true, sessionCreatedAt: 1_000_000 } as Viewer;
    expect(toCurrentUser(viewer, 1_000_000 + FIRST_VISIT_MS - 1).firstVisit).toBe(true);
    expect(toCurrentUser(viewer, 1_000_000 + FIRST_VISIT_MS).firstVisit).toBe(false);
    expect(toCurrentUser({ ...viewer, firstSession: false }, 1_000_001).firstVisit).toBe(false);
  });
});
