// Every /api/account route is limited per user in the database; the three that re-check the
// password share one count (5 a minute), the verification mail is 3 an hour.
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { registerDad } from "../../../../tests/support/actors.ts";

const t = testAppForFile({ RATE_LIMIT: "1" });

describe("account rate limits", () => {
  it("counts password checks across e-mail change, password change and deletion: the sixth in a minute is refused", async () => {
    const dad = await registerDad(t);
    const wrong = "Wrong-Password-9";
    // Counted before anything else runs: a refused body counts as much as a wrong password (and keeps this test
    // inside the minute on a loaded machine, where each password check costs a scrypt).
    const statuses = [
      (await dad.post("/api/account/email", { newEmail: "x1@example.com", currentPassword: wrong })).statusCode,
      (await dad.post("/api/account/password", { currentPassword: "", newPassword: "", confirmPassword: "" })).statusCode,
      (await dad.post("/api/account/delete", { password: "" })).statusCode,
      (await dad.post("/api/account/email", { newEmail: "not-an-address", currentPassword: "" })).statusCode,
      (await dad.post("/api/account/delete", { password: wrong })).statusCode,
      (await dad.post("/api/account/password", { currentPassword: wrong, newPassword: "Brand-New-Pass-77", confirmPassword: "Brand-New-Pass-77" })).statusCode,
    ];
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Another user is counted on his own.
    const other = await registerDad(t);
    expect((await other.post("/api/account/delete", { password: wrong })).statusCode).toBe(400);
  });

  it("sends at most three verification mails an hour", async () => {
    const dad = await registerDad(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await dad.post("/api/account/verification-email")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("limits the other routes too (revoking sessions: 20 a minute)", async () => {
    const dad = await registerDad(t);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await dad.delete(`/api/account/sessions/none-${i}`)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
