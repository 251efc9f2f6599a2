// A typed address gives the dad no rights until its holder
// confirms; "this isn't me" ends his access; a 13+ son's private words are not in his dad's download.
import { messages } from "../../../shared/messages.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { familyLinks, chatThreads, chatMessages, users } from "../../db/schema/index.ts";
import { familyText } from "../../../shared/schemas/family.ts";
import { TEST_ORIGIN, testAppForFile } from "../../../../tests/support/test-app.ts";
import { familyLinkToken, registerDad, registerFamily, signIn, signInSonFirstTime, TEST_PASSWORD, uniqueEmail } from "../../../../tests/support/actors.ts";

const t = testAppForFile();

const post = (url: string, payload: unknown) => t.app.inject({ method: "POST", url, headers: { origin: TEST_ORIGIN }, payload: payload as object });

async function rightsOf(dad: Awaited<ReturnType<typeof registerDad>>, sonId: string) {
  return {
    export: (await dad.get(`/api/family/sons/${sonId}/export`)).statusCode,
    assistant: (await dad.put(`/api/family/sons/${sonId}/assistant`, { enabled: true })).statusCode,
    password: (await dad.put(`/api/family/sons/${sonId}/password`, { password: "Brand-New-Pass-7", confirmPassword: "Brand-New-Pass-7" })).statusCode,
    signOut: (await dad.post(`/api/family/sons/${sonId}/sign-out`)).statusCode,
  };
}

describe("an address the dad typed", () => {
  it("is not marked verified, gets a confirmation mail, and gives the dad no rights until its holder confirms", async () => {
    const stranger = uniqueEmail("stranger");
    const { dad, son } = await registerFamily(t, { sonEmail: stranger, confirm: false });
    const [account] = await t.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, son.id));
    expect(account?.verified).toBe(false);
    expect(await familyLinkToken(t, stranger)).toBeTruthy();

    // The stranger writes a private entry; the dad can neither read, switch, reset nor sign him out.
    expect((await son.post("/api/journal/entries", { title: "Mine", content: "my own words", entryType: "reflection" })).statusCode).toBe(201);
    expect(await rightsOf(dad, son.id)).toEqual({ export: 403, assistant: 403, password: 403, signOut: 403 });
    expect((await dad.delete(`/api/family/sons/${son.id}`)).statusCode).toBe(403);
    // Nor does the family see each other: the son has no dad yet; the dad sees him as pending only.
    expect((await son.get("/api/family")).json().members).toEqual([]);
    expect((await dad.get("/api/family")).json().members[0]).toMatchObject({ userId: son.id, linkStatus: "pending" });
    expect((await son.get("/api/session")).json().user.id).toBe(son.id);
  });

  it("gives the dad his rights once the holder confirms from the mail", async () => {
    const email = uniqueEmail("son");
    const { dad, son } = await registerFamily(t, { sonEmail: email, confirm: false });
    const token = await familyLinkToken(t, email);
    expect((await t.app.inject({ method: "GET", url: `/api/family/link?token=${token}` })).json()).toMatchObject({
      dadName: "Test Dad",
      sonName: "Test Son",
      email,
    });
    const confirmed = await post("/api/family/link/confirm", { token });
    expect(confirmed.json().message).toBe(familyText.linkConfirmed);
    expect((await dad.get(`/api/family/sons/${son.id}/export`)).statusCode).toBe(200);
    const [account] = await t.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, son.id));
    expect(account?.verified).toBe(true);
    // The token is used up.
    expect((await post("/api/family/link/confirm", { token })).statusCode).toBe(404);
    expect((await post("/api/family/link/refuse", { token })).statusCode).toBe(404);
  });

  it("'this isn't me' ends the dad's access at once: link gone, sessions ended, the dad's password dead", async () => {
    const stranger = uniqueEmail("stranger");
    const { dad, son } = await registerFamily(t, { sonEmail: stranger, confirm: false });
    const token = await familyLinkToken(t, stranger);
    const refused = await post("/api/family/link/refuse", { token });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().message).toBe(familyText.linkRefused);
    expect(await t.db.select().from(familyLinks).where(eq(familyLinks.sonId, son.id))).toEqual([]);
    expect((await dad.get("/api/family")).json().members).toEqual([]);
    expect((await dad.get(`/api/family/sons/${son.id}/export`)).statusCode).toBe(404);
    expect((await dad.delete(`/api/family/sons/${son.id}`)).statusCode).toBe(404);
    expect((await son.get("/api/session")).json().user).toBeNull();
    await expect(signIn(t, stranger, TEST_PASSWORD)).rejects.toThrow(/sign-in failed/);
  });

  it("refuses a made-up token with a plain message", async () => {
    const response = await post("/api/family/link/confirm", { token: "x".repeat(43) });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(familyText.linkInvalid);
    expect((await post("/api/family/link/refuse", { token: "short" })).statusCode).toBe(400);
  });

  it("a dad can send the confirmation again; the earlier link stops working", async () => {
    const email = uniqueEmail("son");
    const { dad, son } = await registerFamily(t, { sonEmail: email, confirm: false });
    const first = await familyLinkToken(t, email);
    expect((await dad.post(`/api/family/sons/${son.id}/confirmation`)).statusCode).toBe(200);
    const second = await familyLinkToken(t, email, first);
    expect(second).not.toBe(first);
    expect((await post("/api/family/link/confirm", { token: first })).statusCode).toBe(404);
    expect((await post("/api/family/link/confirm", { token: second })).statusCode).toBe(200);
    expect((await dad.post(`/api/family/sons/${son.id}/confirmation`)).statusCode).toBe(409);
  });
});

describe("a son's private words and his dad's download", () => {
  async function writePrivateThings(son: Awaited<ReturnType<typeof registerDad>>) {
    expect((await son.post("/api/journal/entries", { title: "Secret", content: "only mine", entryType: "reflection" })).statusCode).toBe(201);
    expect((await son.post("/api/journal/entries", { title: "Shared", content: "for dad", entryType: "reflection", isShared: true })).statusCode).toBe(201);
    const [thread] = await t.db.insert(chatThreads).values({ userId: son.id }).returning({ id: chatThreads.id });
    await t.db.insert(chatMessages).values({ threadId: thread!.id, role: "user", content: "a question I asked" });
  }

  it("leaves a 13+ son's private entries and assistant chats out of his dad's download", async () => {
    const { dad, son } = await registerFamily(t);
    await writePrivateThings(son);
    const data = (await dad.get(`/api/family/sons/${son.id}/export`)).json();
    expect(data.journalEntries.map((e: { title: string }) => e.title)).toEqual(["Shared"]);
    expect(data.assistantMessages).toEqual([]);
    expect(data.leftOut).toEqual(["private journal entries", "assistant conversations"]);
    expect(JSON.stringify(data)).not.toContain("only mine");
    // His own download still has everything.
    expect((await son.get("/api/journal/export?format=json")).body).toContain("only mine");
  });

  it("includes everything for a son under 13 (his parent's review right)", async () => {
    const { dad, son } = await registerFamily(t, { sonAgeBand: "under_13" });
    await writePrivateThings(son);
    const data = (await dad.get(`/api/family/sons/${son.id}/export`)).json();
    expect(data.journalEntries.map((e: { title: string }) => e.title).sort()).toEqual(["Secret", "Shared"]);
    expect(data.assistantMessages).toHaveLength(1);
  });

  it("moves the age band only up: a dad cannot turn a teenager's private words into his reading", async () => {
    const { dad, son } = await registerFamily(t);
    const back = await dad.put(`/api/family/sons/${son.id}/age-band`, { ageBand: "under_13" });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe(familyText.ageBandCannotGoBack);
    const young = await registerFamily(t, { sonAgeBand: "under_13" });
    expect((await young.dad.put(`/api/family/sons/${young.son.id}/age-band`, { ageBand: "13_plus" })).statusCode).toBe(200);
    expect((await young.dad.get("/api/family")).json().members[0].sonAgeBand).toBe("13_plus");
    expect((await son.put(`/api/family/sons/${son.id}/age-band`, { ageBand: "13_plus" })).statusCode).toBe(403);
  });
});

describe("several sons, added from /family", () => {
  it("adds a son with a generated, unguessable address that is confirmed at once; consent is required", async () => {
    const dad = await registerDad(t);
    const noConsent = await dad.post("/api/family/sons", { fullName: "Charlie Son", password: "Kid-Password-22", ageBand: "13_plus" });
    expect(noConsent.statusCode).toBe(400);
    const consentMessage = "Please confirm that you are his parent or guardian and agree for him";
    expect(noConsent.json().error).toEqual({ code: "VALIDATION_FAILED", message: consentMessage, fields: { consent: consentMessage } });
    expect((await dad.get("/api/family")).json().members).toEqual([]);

    const added = await dad.post("/api/family/sons", { fullName: "Charlie Son", password: "Kid-Password-22", ageBand: "13_plus", consent: true });
    expect(added.statusCode).toBe(201);
    const son = added.json().son;
    expect(son).toMatchObject({ fullName: "Charlie Son", role: "son", linkStatus: "confirmed", generatedAddress: true });
    expect(son.signInEmail).toMatch(/^charlie\.[a-z2-9]{6}@family\.strongbond\.invalid$/);
    expect(son.signInEmail).not.toContain("son.charlie");
    const second = await dad.post("/api/family/sons", { fullName: "Dan Son", password: "Kid-Password-23", ageBand: "under_13", consent: true });
    expect(second.statusCode).toBe(201);
    expect((await dad.get("/api/family")).json().members.map((m: { fullName: string }) => m.fullName)).toEqual(["Charlie Son", "Dan Son"]);
    const charlie = await signInSonFirstTime(t, son.signInEmail, "Kid-Password-22");
    expect((await charlie.get("/api/family")).json().members).toMatchObject([{ userId: dad.id, role: "dad" }]);
  });

  it("refuses a weak password, a taken address, and a son adding sons", async () => {
    const { dad, son } = await registerFamily(t);
    const weak = await dad.post("/api/family/sons", { fullName: "Kid", password: "password123", ageBand: "13_plus", consent: true });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toEqual({ code: "VALIDATION_FAILED", message: messages.passwordTooCommon, fields: { password: messages.passwordTooCommon } });
    const taken = await dad.post("/api/family/sons", { fullName: "Kid", email: dad.email, password: "Kid-Password-22", ageBand: "13_plus", consent: true });
    expect(taken.statusCode).toBe(409);
    expect((await son.post("/api/family/sons", { fullName: "Kid", password: "Kid-Password-22", ageBand: "13_plus", consent: true })).statusCode).toBe(403);
    expect((await dad.get("/api/family")).json().members).toHaveLength(1);
  });
});

describe("a dad sets his son's password and signs him out", () => {
  it("sets a new password under the password policy and ends the sessions of his son under 13", async () => {
    const { dad, son } = await registerFamily(t, { sonAgeBand: "under_13" });
    const weak = await dad.put(`/api/family/sons/${son.id}/password`, { password: "short", confirmPassword: "short" });
    expect(weak.statusCode).toBe(400);
    expect((await son.get("/api/session")).json().user.id).toBe(son.id);

    const set = await dad.put(`/api/family/sons/${son.id}/password`, { password: "Brand-New-Pass-7", confirmPassword: "Brand-New-Pass-7" });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(familyText.passwordSet);
    expect((await son.get("/api/session")).json().user).toBeNull();
    await expect(signIn(t, son.email, TEST_PASSWORD)).rejects.toThrow();
    const again = await signIn(t, son.email, "Brand-New-Pass-7");
    expect((await again.get("/api/session")).json().user.id).toBe(son.id);
  });

  it("signs the son out everywhere; only his own dad may", async () => {
    const { dad, son } = await registerFamily(t);
    const other = await registerFamily(t);
    expect((await other.dad.post(`/api/family/sons/${son.id}/sign-out`)).statusCode).toBe(404);
    expect((await other.dad.put(`/api/family/sons/${son.id}/password`, { password: "Brand-New-Pass-7", confirmPassword: "Brand-New-Pass-7" })).statusCode).toBe(
      404,
    );
    expect((await son.post(`/api/family/sons/${son.id}/sign-out`)).statusCode).toBe(403);
    expect((await son.get("/api/session")).json().user.id).toBe(son.id);
    expect((await dad.post(`/api/family/sons/${son.id}/sign-out`)).statusCode).toBe(200);
    expect((await son.get("/api/session")).json().user).toBeNull();
  });
});

describe("one plan for the family", () => {
  it("a son sees the plan his dad started; progress stays his own", async () => {
    const { dad, son } = await registerFamily(t);
    const { insertPlan } = await import("../../../../tests/support/plan-fixtures.ts");
    const plan = await insertPlan(t.db, { title: "Family Plan" });
    await dad.post(`/api/marketplace/plans/${plan}/start`, { source: "plan-page" });
    expect((await son.get("/api/session")).json().user.selectedPlanId).toBe(plan);
    expect((await son.get("/api/dashboard")).json().week.plan?.title).toBe("Family Plan");
    expect((await dad.put("/api/progress/1", { flag: "challenge", completed: true })).statusCode).toBe(200);
    expect((await son.get("/api/dashboard")).json().week.progress.challengeCompleted).toBe(false);
  });

  it("tells the week page how long the plan is, so a week after its end offers the next plan", async () => {
    const { dad } = await registerFamily(t);
    const { insertPlan } = await import("../../../../tests/support/plan-fixtures.ts");
    const plan = await insertPlan(t.db, { title: "Short Plan", durationWeeks: 2 });
    await dad.post(`/api/marketplace/plans/${plan}/start`, { source: "marketplace" });
    expect((await dad.get("/api/weeks/3")).json().plan).toEqual({ id: plan, title: "Short Plan", durationWeeks: 2 });
  });
});
