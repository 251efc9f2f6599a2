// A teenager's credentials are his own: once a son of 13 or older has chosen his own password, no path lets his dad
// make a session or a credential for him (policies/son.ts, dadMayActAsSon). Each path has its test; under 13 his
// dad keeps every power.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sonSignInLinks, users } from "../../db/schema/index.ts";
import { familyText } from "../../../shared/schemas/family.ts";
import { sonSignInText } from "../../../shared/schemas/son-sign-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { registerDad, registerFamily, signIn, signInAt, SON_OWN_PASSWORD, TEST_PASSWORD, type Actor } from "../../../../tests/support/actors.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DADS = "Dads-Typed-Pass-58";
const tokenOf = (url: string) => url.slice(url.indexOf("#") + 1);
const useLink = (token: string) => signInAt(t, "/api/auth/sign-in/family-link", { token });

/** A teenager (13+) who chose his own password and wrote a private entry; his dad on a confirmed link. */
async function teenWithOwnPassword(): Promise<{ dad: Actor; son: Actor }> {
  const family = await registerFamily(t, { sonAgeBand: "13_plus" });
  expect((await family.son.post("/api/journal/entries", { title: "Mine", content: "private words", entryType: "reflection" })).statusCode).toBe(201);
  return family;
}

function expectHisOwn(response: { statusCode: number; json: () => { error: { message: string } } }) {
  expect(response.statusCode).toBe(403);
  expect(response.json().error.message).toBe(familyText.teenCredentialsHisOwn);
}

describe("a dad may not act as his son of 13 or older who has his own password", () => {
  it("POST /api/family/sons/:id/sign-in-link is refused and no link is stored", async () => {
    const { dad, son } = await teenWithOwnPassword();
    expectHisOwn(await dad.post(`/api/family/sons/${son.id}/sign-in-link`));
    expect(await t.db.select().from(sonSignInLinks).where(eq(sonSignInLinks.sonId, son.id))).toEqual([]);
  });

  it("PUT /api/family/sons/:id/sign-in (name and PIN) is refused and changes nothing", async () => {
    const { dad, son } = await teenWithOwnPassword();
    expectHisOwn(await dad.put(`/api/family/sons/${son.id}/sign-in`, { signInName: `teen-${Date.now().toString(36)}`, pin: "739201", confirmPin: "739201" }));
    const [row] = await t.db.select({ name: users.familySignInName, byDad: users.passwordSetByDad }).from(users).where(eq(users.id, son.id));
    expect(row).toEqual({ name: null, byDad: false });
    expect((await son.get("/api/journal/entries")).statusCode).toBe(200);
  });

  it("PUT /api/family/sons/:id/password is refused: his password still works, his session lives", async () => {
    const { dad, son } = await teenWithOwnPassword();
    expectHisOwn(await dad.put(`/api/family/sons/${son.id}/password`, { password: DADS, confirmPassword: DADS }));
    await expect(signIn(t, son.email, DADS)).rejects.toThrow();
    await expect(signIn(t, son.email, SON_OWN_PASSWORD)).resolves.toBeTruthy();
    expect((await son.get("/api/journal/entries")).body).toContain("private words");
  });

  it("/api/auth/sign-in/family-link: a link shown before he chose his own password opens nothing", async () => {
    const dad = await registerDad(t, "Early Link Dad");
    const added = await dad.post("/api/family/sons", { fullName: "Teen Early", password: DADS, ageBand: "13_plus", consent: true });
    const sonId = added.json<{ son: { userId: string } }>().son.userId;
    // While the password is still the one his dad typed, a link is allowed.
    const shown = await dad.post(`/api/family/sons/${sonId}/sign-in-link`);
    expect(shown.statusCode).toBe(201);
    // Then the password becomes his own (as once by a route that did not cancel open links).
    await t.db.update(users).set({ passwordSetByDad: false }).where(eq(users.id, sonId));
    const used = await useLink(tokenOf(shown.json<{ url: string }>().url));
    expect(used.response.statusCode).toBe(400);
    expect(used.response.json().message).toBe(sonSignInText.linkNotYours);
    expect(used.actor).toBeNull();
  });

  it("choosing his own password cancels every link his dad showed", async () => {
    const dad = await registerDad(t, "Cancel Link Dad");
    const added = await dad.post("/api/family/sons", { fullName: "Teen Cancel", password: DADS, ageBand: "13_plus", consent: true });
    const { userId: sonId, signInEmail } = added.json<{ son: { userId: string; signInEmail: string } }>().son;
    const shown = await dad.post(`/api/family/sons/${sonId}/sign-in-link`);
    const son = await signIn(t, signInEmail, DADS);
    const chosen = await son.post("/api/account/password", { currentPassword: DADS, newPassword: SON_OWN_PASSWORD, confirmPassword: SON_OWN_PASSWORD });
    expect(chosen.statusCode).toBe(200);
    expect((await useLink(tokenOf(shown.json<{ url: string }>().url))).response.statusCode).toBe(400);
    expectHisOwn(await dad.post(`/api/family/sons/${sonId}/sign-in-link`));
  });

  it("under 13 his dad keeps every power: link, PIN and password", async () => {
    const { dad, son } = await registerFamily(t, { sonAgeBand: "under_13" });
    // Even after the young son changed his password himself.
    expect(
      (await son.post("/api/account/password", { currentPassword: TEST_PASSWORD, newPassword: SON_OWN_PASSWORD, confirmPassword: SON_OWN_PASSWORD }))
        .statusCode,
    ).toBe(200);
    const shown = await dad.post(`/api/family/sons/${son.id}/sign-in-link`);
    expect(shown.statusCode).toBe(201);
    expect((await useLink(tokenOf(shown.json<{ url: string }>().url))).response.statusCode).toBe(200);
    expect(
      (await dad.put(`/api/family/sons/${son.id}/sign-in`, { signInName: `young-${Date.now().toString(36)}`, pin: "482913", confirmPin: "482913" })).statusCode,
    ).toBe(200);
    expect((await dad.put(`/api/family/sons/${son.id}/password`, { password: DADS, confirmPassword: DADS })).statusCode).toBe(200);
  });
});
