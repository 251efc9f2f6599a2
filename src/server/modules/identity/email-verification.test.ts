// REQUIRE_EMAIL_VERIFICATION=1: the spec's other registration outcome (message shown, no session, mail sent).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index.ts";
import { messages } from "../../../shared/messages.ts";
import { TEST_ORIGIN, testAppForFile } from "../../../../tests/support/test-app.ts";
import { attemptSignIn, TEST_PASSWORD, uniqueEmail } from "../../../../tests/support/actors.ts";

const t = testAppForFile({ REQUIRE_EMAIL_VERIFICATION: "1" });

describe("registration with email verification required", () => {
  it("sends a verification mail, signs nobody in, and refuses sign-in until the address is confirmed", async () => {
    const email = uniqueEmail("verify");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/accounts/register",
      headers: { origin: TEST_ORIGIN },
      payload: { fullName: "Verify Me", email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ user: null, emailVerificationRequired: true, message: messages.verifyEmailSent });
    expect(response.headers["set-cookie"]).toBeUndefined();

    const before = await attemptSignIn(t, email, TEST_PASSWORD);
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe("EMAIL_NOT_VERIFIED");

    await t.settleMail();

    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    const verify = await t.app.inject({ method: "GET", url: link.pathname + link.search });
    expect(verify.statusCode).toBe(302);

    const after = await attemptSignIn(t, email, TEST_PASSWORD);
    expect(after.statusCode).toBe(200);
  });
});
