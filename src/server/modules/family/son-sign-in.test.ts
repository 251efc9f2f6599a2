// A son's own sign-in (one-time link / QR code, family sign-in name + PIN) and the dad's temporary
// password.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, sonSignInLinks, users } from "../../db/schema/index.ts";
import { accountMessages } from "../../../shared/schemas/identity.ts";
import { sonSignInText } from "../../../shared/schemas/son-sign-in.ts";
import { TEST_ORIGIN, testAppForFile } from "../../../../tests/support/test-app.ts";
import {
  createGlobalAdmin,
  registerDad,
  registerFamily,
  signIn,
  signInAt,
  TEST_PASSWORD,
  type Actor,
  requestPasswordReset,
  postRegistrationWithSon,
} from "../../../../tests/support/actors.ts";

const t = testAppForFile();

const NEW_PASSWORD = "Dads-Chosen-Pass-77";
const OWN_PASSWORD = "Sons-Own-Secret-91";

/** A dad who adds a son without an address (generated, confirmed at once), as a ten-year-old's dad would. */
async function dadWithYoungSon(ageBand: "under_13" | "13_plus" = "under_13"): Promise<{ dad: Actor; sonId: string }> {
  const dad = await registerDad(t, "Link Dad");
  const added = await dad.post("/api/family/sons", { fullName: "Eli Young", password: TEST_PASSWORD, ageBand, consent: true });
  expect(added.statusCode).toBe(201);
  return { dad, sonId: added.json<{ son: { userId: string } }>().son.userId };
}

const tokenOf = (url: string) => url.slice(url.indexOf("#") + 1);
const useLink = (token: string) => signInAt(t, "/api/auth/sign-in/family-link", { token });

/**
 * A fresh 13+ son signs in with the password his dad typed: only his session, the account page, choosing a password
 * and ending sessions answer; choosing the same one again is refused; choosing his own opens everything, ends the
 * choosing session and leaves the old password dead.
 */
async function expectHeldUntilChosen(email: string, dadsPassword: string): Promise<void> {
  const first = await signIn(t, email, dadsPassword);
  const session = (await first.get("/api/session")).json().user;
  expect(session).toMatchObject({ mustChoosePassword: true, firstVisit: false });
  expect((await first.get("/api/account")).statusCode).toBe(200);
  for (const url of ["/api/journal/entries", "/api/chat/threads", "/api/dashboard", "/api/family", "/api/journal/export?format=json"]) {
    const refused = await first.get(url);
    expect(refused.statusCode, url).toBe(403);
    expect(refused.json().error.code, url).toBe("PASSWORD_CHANGE_REQUIRED");
  }
  const same = await first.post("/api/account/password", { currentPassword: dadsPassword, newPassword: dadsPassword, confirmPassword: dadsPassword });
  expect(same.statusCode).toBe(400);
  expect(same.json().error.fields.newPassword).toBe(accountMessages.choosePasswordNotDads);
  const chosen = await first.post("/api/account/password", { currentPassword: dadsPassword, newPassword: OWN_PASSWORD, confirmPassword: OWN_PASSWORD });
  expect(chosen.statusCode).toBe(200);
  expect(chosen.json().message).toBe(accountMessages.ownPasswordChosen);
  // The answer carries this device's fresh session: it is his first visit, and everything is his.
  const fresh = String(chosen.headers["set-cookie"]).match(/[^;,\s]*session_token=[^;]+/)?.[0];
  expect(fresh).toBeTruthy();
  const himself = (url: string) => t.app.inject({ method: "GET", url, headers: { origin: TEST_ORIGIN, cookie: fresh! } });
  expect((await himself("/api/session")).json().user).toMatchObject({ mustChoosePassword: false, firstVisit: true });
  expect((await himself("/api/journal/entries")).statusCode).toBe(200);
  expect((await himself("/api/dashboard")).statusCode).toBe(200);
  const [row] = await t.db.select({ byDad: users.passwordSetByDad }).from(users).where(eq(users.email, email));
  expect(row?.byDad).toBe(false);
}

describe("a password his dad sets is temporary for a son of 13 or older", () => {
  it("a new son's temporary password opens none of his private entries, chats or downloads until he chooses his own", async () => {
    const { dad, sonId } = await dadWithYoungSon("13_plus");
    const set = await dad.put(`/api/family/sons/${sonId}/password`, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    const [son] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, sonId));
    // The dad signs in as his son with the password he set.
    const asSon = await signIn(t, son!.email, NEW_PASSWORD);
    expect((await asSon.get("/api/session")).json().user.mustChoosePassword).toBe(true);
    for (const url of ["/api/journal/entries", "/api/journal/export?format=json", "/api/chat/threads", "/api/dashboard"]) {
      const refused = await asSon.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code).toBe("PASSWORD_CHANGE_REQUIRED");
      expect(refused.json().error.message).toBe(accountMessages.choosePasswordFirst);
    }
  });

  // The password a dad types when he registers the family or adds a son is temporary too. Before,
  // `createSon` left password_set_by_dad false, so these sessions read /api/journal/entries with 200.
  it("the password his dad typed at registration is temporary: refused elsewhere until he chooses his own", async () => {
    const registered = await postRegistrationWithSon(t, {
      fullName: "Register Dad",
      email: `dad.${crypto.randomUUID().slice(0, 8)}@example.com`,
      sonFullName: "Register Teen",
      sonEmail: "",
      sonPassword: NEW_PASSWORD,
    });
    expect(registered.statusCode).toBe(201);
    const generated = registered.json<{ sonEmail: string }>().sonEmail;
    const [row] = await t.db.select({ byDad: users.passwordSetByDad }).from(users).where(eq(users.email, generated));
    expect(row?.byDad).toBe(true);
    // He comes with a family sign-in name made from that address: what his dad is shown and what he types.
    const { sonSignInName } = registered.json<{ sonSignInName: string }>();
    expect(sonSignInName).toBe(generated.split("@")[0]?.replace(".", "-"));
    expect((await signInAt(t, "/api/auth/sign-in/family-name", { signInName: sonSignInName, pin: NEW_PASSWORD })).response.statusCode).toBe(200);
    await expectHeldUntilChosen(generated, NEW_PASSWORD);
  });

  it("the password his dad typed when adding him on /family is temporary; the dad never learns the one he chooses", async () => {
    const dad = await registerDad(t, "Adding Dad");
    const added = await dad.post("/api/family/sons", { fullName: "Added Teen", password: NEW_PASSWORD, ageBand: "13_plus", consent: true });
    expect(added.statusCode).toBe(201);
    const { userId, signInEmail } = added.json<{ son: { userId: string; signInEmail: string } }>().son;
    expect(added.json<{ son: { signInName: string } }>().son.signInName).toBe(signInEmail.split("@")[0]?.replace(".", "-"));
    const [row] = await t.db.select({ byDad: users.passwordSetByDad }).from(users).where(eq(users.id, userId));
    expect(row?.byDad).toBe(true);
    await expectHeldUntilChosen(signInEmail, NEW_PASSWORD);
    // What the dad knew opens nothing any more, and nothing he can read carries the new one.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          headers: { origin: TEST_ORIGIN },
          payload: { email: signInEmail, password: NEW_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    const family = await dad.get("/api/family");
    expect(family.statusCode).toBe(200);
    expect(family.body).not.toContain(OWN_PASSWORD);
    const mails = await t.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, dad.email));
    expect(mails.map((m) => m.text).join("\n")).not.toContain(OWN_PASSWORD);
  });

  it("a son added under 13 keeps the password his dad typed (nothing of his is private from his dad)", async () => {
    const { sonId } = await dadWithYoungSon("under_13");
    const [son] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, sonId));
    const young = await signIn(t, son!.email, TEST_PASSWORD);
    expect((await young.get("/api/session")).json().user.mustChoosePassword).toBe(false);
    expect((await young.get("/api/journal/entries")).statusCode).toBe(200);
  });

  it("a son under 13 is not held up (his dad may review everything he writes anyway)", async () => {
    const { dad, son } = await registerFamily(t, { sonAgeBand: "under_13" });
    expect((await dad.put(`/api/family/sons/${son.id}/password`, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await signIn(t, son.email, NEW_PASSWORD);
    expect((await again.get("/api/journal/entries")).statusCode).toBe(200);
  });
});

describe("the one-time sign-in link (QR code) for the son's own device", () => {
  it("signs the son in once; a second use, a cancelled, a replaced, an expired and a made-up link are refused with a reason", async () => {
    const { dad, sonId } = await dadWithYoungSon();
    const shown = await dad.post(`/api/family/sons/${sonId}/sign-in-link`);
    expect(shown.statusCode).toBe(201);
    expect(shown.headers["cache-control"]).toBe("no-store");
    const { url, expiresAt } = shown.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(/\/family\/sign-in#[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const first = await useLink(tokenOf(url));
    expect(first.response.statusCode).toBe(200);
    expect(first.response.body).not.toContain('"token"');
    expect((await first.actor!.get("/api/session")).json().user).toMatchObject({ id: sonId, role: "son" });

    const twice = await useLink(tokenOf(url));
    expect(twice.response.statusCode).toBe(400);
    expect(twice.response.json().message).toBe(sonSignInText.linkUsed);

    const cancelled = tokenOf((await dad.post(`/api/family/sons/${sonId}/sign-in-link`)).json().url);
    expect((await dad.delete(`/api/family/sons/${sonId}/sign-in-link`)).json().message).toBe(sonSignInText.linksRevoked);
    expect((await useLink(cancelled)).response.json().message).toBe(sonSignInText.linkRevoked);

    const replaced = tokenOf((await dad.post(`/api/family/sons/${sonId}/sign-in-link`)).json().url);
    const newest = tokenOf((await dad.post(`/api/family/sons/${sonId}/sign-in-link`)).json().url);
    expect((await useLink(replaced)).response.json().message).toBe(sonSignInText.linkRevoked);
    await t.db
      .update(sonSignInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sonSignInLinks.sonId, sonId));
    expect((await useLink(newest)).response.json().message).toBe(sonSignInText.linkExpired);
    expect((await useLink("x".repeat(43))).response.json().message).toBe(sonSignInText.linkInvalid);
    expect((await useLink("short")).response.statusCode).toBe(400);
  });

  it("only his own dad may show or cancel it: another dad 404, the son himself 403, a pending link 403", async () => {
    const { dad, sonId } = await dadWithYoungSon();
    const otherDad = await registerDad(t, "Other Dad");
    expect((await otherDad.post(`/api/family/sons/${sonId}/sign-in-link`)).statusCode).toBe(404);
    expect((await otherDad.delete(`/api/family/sons/${sonId}/sign-in-link`)).statusCode).toBe(404);
    const link = await useLink(tokenOf((await dad.post(`/api/family/sons/${sonId}/sign-in-link`)).json().url));
    const son = link.actor!;
    expect((await son.post(`/api/family/sons/${sonId}/sign-in-link`)).statusCode).toBe(403);
    expect((await son.put(`/api/family/sons/${sonId}/sign-in`, { signInName: "eli-own", pin: "123456", confirmPin: "123456" })).statusCode).toBe(403);
    const pending = await registerFamily(t, { confirm: false });
    const refused = await pending.dad.post(`/api/family/sons/${pending.son.id}/sign-in-link`);
    expect(refused.statusCode).toBe(403);
    expect(await t.db.select().from(sonSignInLinks).where(eq(sonSignInLinks.sonId, pending.son.id))).toEqual([]);
  });
});

describe("a family sign-in name and a PIN", () => {
  it("the son signs in with the short name (any case) and the PIN; a wrong PIN is refused in words", async () => {
    const { dad, sonId } = await dadWithYoungSon();
    const name = `eli-${Date.now().toString(36)}`;
    const saved = await dad.put(`/api/family/sons/${sonId}/sign-in`, { signInName: ` ${name.toUpperCase()} `, pin: "482913", confirmPin: "482913" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(sonSignInText.signInSaved);
    const [row] = await t.db.select({ name: users.familySignInName }).from(users).where(eq(users.id, sonId));
    expect(row?.name).toBe(name);

    const wrong = await signInAt(t, "/api/auth/sign-in/family-name", { signInName: name, pin: "000000" });
    expect(wrong.response.statusCode).toBe(401);
    expect(wrong.response.json().message).toBe(sonSignInText.wrongNameOrPin);
    expect((await signInAt(t, "/api/auth/sign-in/family-name", { signInName: "nobody-here", pin: "482913" })).response.statusCode).toBe(401);

    const ok = await signInAt(t, "/api/auth/sign-in/family-name", { signInName: name.toUpperCase(), pin: "482913" });
    expect(ok.response.statusCode).toBe(200);
    expect((await ok.actor!.get("/api/session")).json().user.id).toBe(sonId);
  });

  it("refuses a short PIN, letters in a PIN, a taken name and hidden characters with field messages, writing nothing", async () => {
    const { dad, sonId } = await dadWithYoungSon();
    const put = (body: Record<string, string>) => dad.put(`/api/family/sons/${sonId}/sign-in`, body);
    const short = await put({ signInName: "eli-short", pin: "1234", confirmPin: "1234" });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain(sonSignInText.pinTooShort);
    expect(JSON.stringify((await put({ signInName: "eli-letters", pin: "12ab56", confirmPin: "12ab56" })).json())).toContain(sonSignInText.pinDigits);
    const hidden = await put({ signInName: "eli\u200Bk", pin: "123456", confirmPin: "123456" });
    expect(hidden.statusCode).toBe(400);
    expect(JSON.stringify(hidden.json())).toContain(sonSignInText.nameHidden);

    const taken = `taken-${Date.now().toString(36)}`;
    const first = await dadWithYoungSon();
    expect((await first.dad.put(`/api/family/sons/${first.sonId}/sign-in`, { signInName: taken, pin: "111111", confirmPin: "111111" })).statusCode).toBe(200);
    const clash = await put({ signInName: taken, pin: "222222", confirmPin: "222222" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields.signInName).toBe(sonSignInText.nameTaken);
    // Nothing half-written: the son's password is still the one his dad chose when adding him.
    const [son] = await t.db.select({ email: users.email, name: users.familySignInName }).from(users).where(eq(users.id, sonId));
    expect(son?.name).toBe(son?.email.split("@")[0]?.replace(".", "-"));
    await expect(signIn(t, son!.email, TEST_PASSWORD)).resolves.toBeTruthy();
  });

  it("a PIN his dad sets is temporary for a son of 13 or older, like a password", async () => {
    const { dad, sonId } = await dadWithYoungSon("13_plus");
    const name = `teen-${Date.now().toString(36)}`;
    expect((await dad.put(`/api/family/sons/${sonId}/sign-in`, { signInName: name, pin: "739201", confirmPin: "739201" })).statusCode).toBe(200);
    const teen = (await signInAt(t, "/api/auth/sign-in/family-name", { signInName: name, pin: "739201" })).actor!;
    expect((await teen.get("/api/journal/entries")).json().error.code).toBe("PASSWORD_CHANGE_REQUIRED");
  });
});

describe("a made-up address is never called an e-mail nor mailed", () => {
  it("'Forgot password' queues nothing for it, and the admin cannot send it a reset link", async () => {
    const { dad, sonId } = await dadWithYoungSon();
    // A son added in the app's first months has an address at a real domain (family.strongbond.app), not `.invalid`:
    // a made-up address is recognised by its flag, not by its domain, so nothing may be mailed to this one either.
    await t.db
      .update(users)
      .set({ email: `eli.legacy${Date.now().toString(36)}@family.strongbond.app` })
      .where(eq(users.id, sonId));
    const [son] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, sonId));
    const forgot = (email: string) => requestPasswordReset(t, email);
    expect((await forgot(son!.email)).statusCode).toBe(200);
    // A real address asked right after: once its mail is delivered, the queue has handled the son's request too.
    expect((await forgot(dad.email)).statusCode).toBe(200);
    const deadline = Date.now() + 15_000;
    while ((await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, dad.email))).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, dad.email))).toHaveLength(1);
    const admin = await createGlobalAdmin(t);
    const refused = await admin.post(`/api/admin/users/${sonId}/password-reset`, { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(sonSignInText.noAddressToMail);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, son!.email))).toEqual([]);
  });
});
