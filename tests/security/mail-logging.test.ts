// Reset, invitation and e-mail change links are keys to an account: a mail's log line, with
// SMTP or the outbox, says which mail and to whom (redacted), and never carries a link or a token. Checked on the
// captured log of the real mails (debug level, everything).
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../src/server/db/schema/index.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createOrganizationAdmin, registerDad, requestPasswordReset, TEST_PASSWORD, uniqueEmail } from "../support/actors.ts";

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logStream: { write: (line: string) => void logLines.push(line) } });
});
afterAll(async () => t?.close());

async function linksTo(to: string): Promise<string[]> {
  await t.settleMail();
  const mails = await t.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
  return mails.flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? []);
}

/** The secret part of each link: a `token` query value or the reset path's last segment. */
function secretsOf(links: string[]): string[] {
  return links.flatMap((link) => {
    const url = new URL(link);
    const token = url.searchParams.get("token") ?? (url.pathname.includes("/reset-password/") ? url.pathname.split("/").pop() : undefined);
    return token ? [token] : [];
  });
}

describe("mail in the log", () => {
  it("a reset, a family-link invitation, a staff invitation and an e-mail change are logged without a link or a token", async () => {
    const dad = await registerDad(t);
    await requestPasswordReset(t, dad.email);
    const sonEmail = uniqueEmail("typed.son");
    expect(
      (await dad.post("/api/family/sons", { fullName: "Typed Son", email: sonEmail, password: TEST_PASSWORD, ageBand: "13_plus", consent: true })).statusCode,
    ).toBe(201);
    const owner = await createOrganizationAdmin(t);
    const staffEmail = uniqueEmail("staff");
    expect((await owner.post("/api/organizations/mine/invitations", { email: staffEmail, role: "editor" })).statusCode).toBe(201);
    const newEmail = uniqueEmail("moved");
    expect((await dad.post("/api/account/email", { newEmail, currentPassword: TEST_PASSWORD })).statusCode).toBe(200);

    const links = [...(await linksTo(dad.email)), ...(await linksTo(sonEmail)), ...(await linksTo(staffEmail)), ...(await linksTo(newEmail))];
    const secrets = secretsOf(links);
    // reset, family link, staff invitation, e-mail change confirm (and its "this wasn't me" link)
    expect(secrets.length).toBeGreaterThanOrEqual(4);

    const log = logLines.join("\n");
    for (const secret of secrets) expect(log).not.toContain(secret);
    for (const link of links) expect(log).not.toContain(link);
    const mailLines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => String(line.msg).startsWith("mail "));
    expect(mailLines.length).toBeGreaterThanOrEqual(4);
    for (const line of mailLines) {
      expect(line).not.toHaveProperty("links");
      expect(String(line.to)).toMatch(/^.\*\*\*@/);
      expect(typeof line.subject).toBe("string");
    }
  });
});
