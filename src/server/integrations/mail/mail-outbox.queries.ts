// The dev outbox's one write (the mailer's only SQL).
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  headers?: Record<string, string> | undefined;
  jobId?: string | undefined;
}

/** Keeps a message in the outbox; the job id is unique, so a retried job never stores a second copy. */
export async function insertOutboxMessage(db: Database, message: OutboxMessage): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers ?? null, jobId: message.jobId })
    .onConflictDoNothing({ target: mailOutbox.jobId });
}
