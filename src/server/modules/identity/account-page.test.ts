// /api/account: every rule through the real app — password re-checks, no enumeration, someone
// else's session refused, what deletion does to a family, bad input refused with field messages and no write.
import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { familyLinks, mailOutbox, organizations, profiles, users } from "../../db/schema/index.ts";
import { accountMessages } from "../../../shared/schemas/identity.ts";
import { TEST_ORIGIN, testAppForFile } from "../../../../tests/support/test-app.ts";
import { registerDad, registerFamily, signIn, TEST_PASSWORD, uniqueEmail, type Actor } from "../../../../tests/support/actors.ts";

const t = testAppForFile();

async function mailsTo(to: string) {
  await t.settleMail();
  return t.db.select({ subject: mailOutbox.subject, text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
}

const linkIn = (text: string | undefined) => new URL(/https?:\/\/\S+/.exec(text ?? "")?.[0] ?? "http://invalid/");

async function addPendingSon(dad: Actor, fullName = "Pending Son") {
  const email = uniqueEmail("pending");
  const response = await dad.post("/api/family/sons", { fullName, email, password: TEST_PASSWORD, ageBand: "13_plus", consent: true });
  expect(response.statusCode).toBe(201);
  return email;
}

describe("GET /api/account", () => {
  it("refuses a signed-out visitor", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/account" })).statusCode).toBe(401);
  });

  it("tells a dad what happens to each son on deletion, and a son what his dad can see and do", async () => {
    const { dad, son } = await registerFamily(t, { sonName: "Sam", sonAgeBand: "under_13" });
    await addPendingSon(dad, "Pat");
    const dadView = (await dad.get("/api/account")).json();
    // Registration never marks an address proven: the dad's own verification link does.
    expect(dadView).toMatchObject({ role: "dad", emailVerified: false, pendingEmail: null, emailChange: null, dadControls: null });
    expect(dadView.sonsOnDeletion).toEqual([
      { fullName: "Sam", outcome: "deleted" },
      { fullName: "Pat", outcome: "kept" },
    ]);
    const sonView = (await son.get("/api/account")).json();
    expect(sonView).toMatchObject({ role: "son", sonsOnDeletion: [], dadToldOnDeletion: true });
    expect(sonView.dadControls).toMatchObject({ dadName: "Test Dad", linkConfirmed: true, ageBand: "under_13", assistantEnabled: false });
  });
});

describe("PUT /api/account/profile", () => {
  it("refuses bad input with field messages and writes nothing", async () => {
    const dad = await registerDad(t, "Before Name");
    for (const payload of [
      { fullName: "", avatarUrl: null },
      { fullName: "Evil\u202Eman", avatarUrl: null },
      { fullName: "Ok", avatarUrl: "https://tracker.example/pixel.png" },
      { fullName: "Ok", avatarUrl: "javascript:alert(1)" },
    ]) {
      const response = await dad.put("/api/account/profile", payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).not.toHaveLength(0);
    }
    const [row] = await t.db.select({ fullName: profiles.fullName, avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, dad.id));
    expect(row).toEqual({ fullName: "Before Name", avatarUrl: null });
  });

  it("saves the name and an uploaded avatar on the profile; the session (navigation) shows both", async () => {
    const dad = await registerDad(t);
    const avatarUrl = `/uploads/${"a".repeat(64)}.webp`;
    const response = await dad.put("/api/account/profile", { fullName: "  New Name ", avatarUrl });
    expect(response.statusCode).toBe(200);
    const session = (await dad.get("/api/session")).json();
    expect(session.user).toMatchObject({ fullName: "New Name", avatarUrl });
    const [user] = await t.db.select({ name: users.name, image: users.image }).from(users).where(eq(users.id, dad.id));
    expect(user).toEqual({ name: "New Name", image: avatarUrl });
  });
  it("writes the sign-in user and the profile in one transaction: when the profile cannot be written, the user's name stays too", async () => {
    const dad = await registerDad(t, "Kept Name");
    // A profile write that fails for this account only, after the user's row has been written.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_profile_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF NEW.id = '${dad.id}' THEN RAISE EXCEPTION 'profile write refused by the test'; END IF; RETURN NEW; END $$;
        CREATE TRIGGER refuse_profile_write BEFORE UPDATE ON profiles FOR EACH ROW EXECUTE FUNCTION refuse_profile_write();`),
    );
    try {
      const response = await dad.put("/api/account/profile", { fullName: "Half Saved", avatarUrl: null });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw("DROP TRIGGER refuse_profile_write ON profiles; DROP FUNCTION refuse_profile_write();"));
    }
    const [user] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, dad.id));
    const [profile] = await t.db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, dad.id));
    expect({ user: user?.name, profile: profile?.fullName }).toEqual({ user: "Kept Name", profile: "Kept Name" });
  });
});

describe("POST /api/account/email", () => {
  it("re-checks the current password (wrong → field error, no mail)", async () => {
    const dad = await registerDad(t);
    const newEmail = uniqueEmail("new");
    const response = await dad.post("/api/account/email", { newEmail, currentPassword: "Not-The-Password-1" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ currentPassword: accountMessages.currentPasswordWrong });
    expect(await mailsTo(newEmail)).toHaveLength(0);
    expect(await mailsTo(dad.email)).toHaveLength(0);
  });

  it("refuses bad input with field messages", async () => {
    const dad = await registerDad(t);
    const bad = await dad.post("/api/account/email", { newEmail: "not-an-address", currentPassword: "" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(["newEmail", "currentPassword"]));
    const same = await dad.post("/api/account/email", { newEmail: dad.email.toUpperCase(), currentPassword: TEST_PASSWORD });
    expect(same.json().error.fields).toEqual({ newEmail: accountMessages.sameEmail });
  });

  it("mails a link to the new address and a notice to the old one; the address changes only when the link is opened in his session", async () => {
    const dad = await registerDad(t);
    const newEmail = uniqueEmail("moved");
    const response = await dad.post("/api/account/email", { newEmail, currentPassword: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: accountMessages.emailChangeSent, pendingEmail: newEmail });
    expect((await dad.get("/api/account")).json()).toMatchObject({ email: dad.email, pendingEmail: newEmail });

    const [notice] = await mailsTo(dad.email);
    expect(notice?.text).toContain(newEmail);
    const [confirm] = await mailsTo(newEmail);
    expect(confirm?.subject).toBe("Confirm your new StrongBond email address");
    const link = linkIn(confirm?.text);
    expect(link.pathname).toBe("/account/email-change");
    const opened = await dad.post("/api/account/email/confirm", { token: link.searchParams.get("token") });
    expect(opened.json().state).toBe("completed");

    expect((await dad.get("/api/account")).json()).toMatchObject({ email: newEmail, pendingEmail: null, emailVerified: true });
    await expect(signIn(t, dad.email, TEST_PASSWORD)).rejects.toThrow();
    await signIn(t, newEmail, TEST_PASSWORD);
  });

  it("answers an address that already has an account exactly as a free one, and mails nothing to it", async () => {
    const dad = await registerDad(t);
    const other = await registerDad(t);
    const taken = await dad.post("/api/account/email", { newEmail: other.email, currentPassword: TEST_PASSWORD });
    const free = await (await registerDad(t)).post("/api/account/email", { newEmail: uniqueEmail("free"), currentPassword: TEST_PASSWORD });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json().message).toBe(free.json().message);
    expect(await mailsTo(other.email)).toHaveLength(0);
    expect(await mailsTo(dad.email)).toHaveLength(1);
  });

  it("keeps Better Auth's raw change-email endpoint (no password re-check) closed to browsers", async () => {
    const dad = await registerDad(t);
    const response = await dad.post("/api/auth/change-email", { newEmail: uniqueEmail("raw") });
    expect(response.statusCode).toBe(404);
  });
});

describe("POST /api/account/password", () => {
  it("re-checks the current password and applies our policy, writing nothing on refusal", async () => {
    const dad = await registerDad(t);
    const wrong = await dad.post("/api/account/password", {
      currentPassword: "Wrong-Password-9",
      newPassword: "Brand-New-Pass-77",
      confirmPassword: "Brand-New-Pass-77",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: accountMessages.currentPasswordWrong });
    const weak = await dad.post("/api/account/password", { currentPassword: TEST_PASSWORD, newPassword: "password123", confirmPassword: "password123" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.newPassword).toBeDefined();
    const short = await dad.post("/api/account/password", { currentPassword: TEST_PASSWORD, newPassword: "short", confirmPassword: "other" });
    expect(Object.keys(short.json().error.fields)).toEqual(expect.arrayContaining(["newPassword"]));
    await signIn(t, dad.email, TEST_PASSWORD);
  });

  it("changes it, keeps this device signed in and signs out every other one", async () => {
    const dad = await registerDad(t);
    const laptop = await signIn(t, dad.email, TEST_PASSWORD);
    const response = await dad.post("/api/account/password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "Brand-New-Pass-77",
      confirmPassword: "Brand-New-Pass-77",
    });
    expect(response.statusCode).toBe(200);
    expect((await laptop.get("/api/account")).statusCode).toBe(401);
    expect((await dad.get("/api/account")).statusCode).toBe(401); // the old cookie of this device is replaced…
    const cookie = [response.headers["set-cookie"]]
      .flat()
      .filter(Boolean)
      .map((c) => String(c).split(";")[0])
      .join("; ");
    const again = await t.app.inject({ method: "GET", url: "/api/account", headers: { cookie } });
    expect(again.statusCode).toBe(200); // …by the new one the answer set
    await signIn(t, dad.email, "Brand-New-Pass-77");
  });
});

describe("sessions", () => {
  it("lists the user's sessions with the device in plain words and this device marked", async () => {
    const dad = await registerDad(t);
    const phone = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: {
        origin: TEST_ORIGIN,
        "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      },
      payload: { email: dad.email, password: TEST_PASSWORD },
    });
    expect(phone.statusCode).toBe(200);
    const { sessions } = (await dad.get("/api/account/sessions")).json();
    expect(sessions).toHaveLength(3); // registration signed him in once, the test once, the phone once
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions.map((s: { device: string }) => s.device)).toContain("Safari on iPhone");
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
  });

  it("revokes one of his own sessions, and answers 404 for someone else's without touching it", async () => {
    const dad = await registerDad(t);
    const other = await registerDad(t);
    const laptop = await signIn(t, dad.email, TEST_PASSWORD);
    const otherSessions = (await other.get("/api/account/sessions")).json().sessions as Array<{ id: string }>;
    const refused = await dad.delete(`/api/account/sessions/${otherSessions[0]?.id}`);
    expect(refused.statusCode).toBe(404);
    expect((await other.get("/api/account")).statusCode).toBe(200);

    const mine = (await dad.get("/api/account/sessions")).json().sessions as Array<{ id: string; current: boolean }>;
    const laptopSession = mine.find((s) => !s.current);
    expect((await dad.delete(`/api/account/sessions/${laptopSession?.id}`)).statusCode).toBe(200);
    expect((await laptop.get("/api/account")).statusCode).toBe(401);
    expect((await dad.get("/api/account")).statusCode).toBe(200);
    expect((await dad.delete("/api/account/sessions/not-a-session")).statusCode).toBe(404);
  });

  it("signs out everywhere, this device included", async () => {
    const dad = await registerDad(t);
    const laptop = await signIn(t, dad.email, TEST_PASSWORD);
    const response = await dad.post("/api/account/sessions/revoke-all");
    expect(response.statusCode).toBe(200);
    expect((await laptop.get("/api/account")).statusCode).toBe(401);
    expect((await dad.get("/api/account")).statusCode).toBe(401);
  });
});

describe("POST /api/account/verification-email", () => {
  it("sends a new link to an unconfirmed address, and nothing once it is confirmed", async () => {
    const dad = await registerDad(t);
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, dad.id));
    expect((await dad.get("/api/account")).json().emailVerified).toBe(false);
    const response = await dad.post("/api/account/verification-email");
    expect(response.json().message).toBe(accountMessages.verificationSent);
    const [mail] = await mailsTo(dad.email);
    const link = linkIn(mail?.text);
    expect((await t.app.inject({ method: "GET", url: link.pathname + link.search })).statusCode).toBe(302);
    // The proof ends every session of the unproven period (whoever held them may not have held the address).
    expect((await dad.get("/api/account")).statusCode).toBe(401);
    const again = await signIn(t, dad.email, TEST_PASSWORD);
    expect((await again.get("/api/account")).json().emailVerified).toBe(true);
    expect((await again.post("/api/account/verification-email")).json().message).toBe(accountMessages.alreadyVerified);
    expect(await mailsTo(dad.email)).toHaveLength(1);
  });
});

describe("POST /api/account/delete", () => {
  it("needs the password: none or a wrong one deletes nothing (our route and Better Auth's own)", async () => {
    const dad = await registerDad(t);
    expect((await dad.post("/api/account/delete", { password: "" })).statusCode).toBe(400);
    const wrong = await dad.post("/api/account/delete", { password: "Wrong-Password-9" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: accountMessages.currentPasswordWrong });
    // A fresh session alone would satisfy Better Auth: our hook asks for the password there too.
    expect((await dad.post("/api/auth/delete-user", {})).statusCode).toBe(400);
    expect((await dad.get("/api/account")).statusCode).toBe(200);
  });

  it("a dad: his confirmed son is deleted with him, a pending son keeps his account, every session ends", async () => {
    const { dad, son } = await registerFamily(t);
    const pendingEmail = await addPendingSon(dad);
    const response = await dad.post("/api/account/delete", { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect((await dad.get("/api/account")).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, dad.id))).toHaveLength(0);
    expect(await t.db.select().from(users).where(eq(users.id, son.id))).toHaveLength(0);
    expect((await son.get("/api/account")).statusCode).toBe(401);
    const [pending] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, pendingEmail));
    expect(pending).toBeDefined();
    expect(
      await t.db
        .select()
        .from(familyLinks)
        .where(eq(familyLinks.sonId, pending?.id ?? "")),
    ).toHaveLength(0);
  });

  it("a son: only his account goes, and his dad is told by e-mail", async () => {
    const { dad, son } = await registerFamily(t, { sonName: "Sam" });
    const response = await son.post("/api/account/delete", { password: son.password });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, son.id))).toHaveLength(0);
    expect((await dad.get("/api/account")).statusCode).toBe(200);
    const [notice] = await mailsTo(dad.email);
    expect(notice?.subject).toBe("Sam deleted his StrongBond account");
  });

  it("refuses (409, nothing deleted) someone who created an organization", async () => {
    const dad = await registerDad(t);
    await t.db.insert(organizations).values({ name: "Dad's Ministry", slug: `dads-ministry-${Date.now()}`, createdBy: dad.id });
    const response = await dad.post("/api/account/delete", { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(accountMessages.ownsOrganization);
    expect(
      await t.db
        .select()
        .from(users)
        .where(and(eq(users.id, dad.id))),
    ).toHaveLength(1);
  });
});
