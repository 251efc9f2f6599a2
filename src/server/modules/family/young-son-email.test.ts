// A child's contact details need his parent's consent (COPPA): a son under 13 does not add or change his e-mail
// address himself; his dad sets it from /family. From 13 the son changes it himself and his dad may not.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailChanges, users } from "../../db/schema/index.ts";
import { familyText } from "../../../shared/schemas/family.ts";
import { accountMessages } from "../../../shared/schemas/identity.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { registerDad, registerFamily, SON_OWN_PASSWORD, TEST_PASSWORD, uniqueEmail } from "../../../../tests/support/actors.ts";

const t = testAppForFile();

describe("a son under 13 and his e-mail address", () => {
  it("POST /api/account/email by the son himself is 403 with the reason, and nothing is asked or mailed", async () => {
    const { son } = await registerFamily(t, { sonAgeBand: "under_13" });
    const refused = await son.post("/api/account/email", { newEmail: uniqueEmail("real"), currentPassword: TEST_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(accountMessages.sonAskDadForEmail);
    expect(await t.db.select().from(emailChanges).where(eq(emailChanges.userId, son.id))).toEqual([]);
  });

  it("his dad sets it; another dad 404, a bad address 400 writing nothing, a taken one 409", async () => {
    const { dad, son } = await registerFamily(t, { sonAgeBand: "under_13" });
    const address = uniqueEmail("young");
    const other = await registerDad(t, "Other Email Dad");
    expect((await other.post(`/api/family/sons/${son.id}/email`, { email: address })).statusCode).toBe(404);
    expect((await son.post(`/api/family/sons/${son.id}/email`, { email: address })).statusCode).toBe(403);
    const bad = await dad.post(`/api/family/sons/${son.id}/email`, { email: "not-an-address" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toBeTruthy();
    expect((await dad.post(`/api/family/sons/${son.id}/email`, { email: dad.email })).statusCode).toBe(409);
    const [before] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, son.id));
    expect(before?.email).toBe(son.email);

    const set = await dad.post(`/api/family/sons/${son.id}/email`, { email: ` ${address.toUpperCase()} ` });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(familyText.sonEmailSet);
    const [after] = await t.db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, son.id));
    expect(after).toEqual({ email: address, verified: false });
  });

  it("from 13 the son changes it himself, and his dad may not", async () => {
    const { dad, son } = await registerFamily(t, { sonAgeBand: "13_plus" });
    const refused = await dad.post(`/api/family/sons/${son.id}/email`, { email: uniqueEmail("teen") });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(familyText.teenSetsOwnEmail);
    const own = await son.post("/api/account/email", { newEmail: uniqueEmail("teen"), currentPassword: SON_OWN_PASSWORD });
    expect(own.statusCode).toBe(200);
  });
});
