// Reads the mails the e2e server "sent". Without SMTP_URL the server keeps every mail in its dev outbox
// (table mail_outbox); we read that table straight from the server's database (see database.ts), so the app
// exposes nothing test-only and the mail is exactly what a user would receive.
import pg from "pg";
import { e2eDatabaseUrl } from "./database.ts";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
  /** Every http(s) link in the mail's text. */
  links: string[];
}

/** Waits for the newest mail to `to` (optionally with a subject matching `subject`) and returns it. */
export async function waitForMail(to: string, options: { subject?: RegExp; timeoutMs?: number; dataDir?: string } = {}): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const client = new pg.Client({ connectionString: e2eDatabaseUrl("postgres", options.dataDir) });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ to: string; subject: string; text: string; created_at: Date }>(
        'select "to", subject, text, created_at from mail_outbox where lower("to") = lower($1) order by created_at desc, id desc limit 20',
        [to],
      );
      const mail = rows.find((row) => !options.subject || options.subject.test(row.subject));
      if (mail) return { to: mail.to, subject: mail.subject, text: mail.text, createdAt: mail.created_at, links: mail.text.match(/https?:\/\/\S+/g) ?? [] };
      if (Date.now() > deadline) throw new Error(`No mail to ${to}${options.subject ? ` with subject ${options.subject}` : ""} in the dev outbox`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}
