// Mail: nodemailer over SMTP_URL in production; without it, a dev outbox that stores every mail in the database
// (mail_outbox) so links (password reset, verification) can be followed in development and read by tests. No log
// line ever carries a link or its token: only the kind of mail (its subject), a redacted address and the job.
//
// `mailer.send` only queues the mail (jobs/mail-queue.ts: a row in the pg-boss "mail" queue); a worker in whichever
// app process claims the job delivers it after the request has been answered. So a password reset answers in
// the same time for an address with an account as for one without (nothing slow happens on the request path),
// a failed delivery is retried with backoff, and a delivery whose process died is retried by another process.
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../../db/client.ts";
import { redactAddress } from "../../lib/logging.ts";
import type { MailMessage } from "./mail-message.ts";
import { insertOutboxMessage } from "./mail-outbox.queries.ts";

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  /** Queues the mail; it is delivered after the caller's request has been answered (retried until it goes). */
  send(message: MailMessage): Promise<void>;
  /** Delivers now, on the caller's time: only for the admin's test mail, whose point is the transport's answer. */
  sendNow(message: MailMessage): Promise<void>;
}

/** Delivers one mail. `jobId` makes a retried delivery idempotent where the transport allows it. */
export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  deliver(message: MailMessage, jobId?: string): Promise<void>;
}

/** Reserved `.invalid` addresses (a son's generated sign-in) have no mailbox: nothing is sent. */
function hasNoMailbox(to: string): boolean {
  return to.toLowerCase().endsWith(".invalid");
}

export function createMailTransport(opts: { smtpUrl: string | undefined; from: string; db: Database; logger: Logger }): MailTransport {
  const transport = createTransport(opts);
  return {
    kind: transport.kind,
    async deliver(message, jobId) {
      if (hasNoMailbox(message.to)) {
        opts.logger.info({ subject: message.subject, jobId }, "mail not sent: the address has no mailbox (a generated family address)");
        return;
      }
      await transport.deliver(message, jobId);
    },
  };
}

function createTransport(opts: { smtpUrl: string | undefined; from: string; db: Database; logger: Logger }): MailTransport {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    const domain = /@([^>\s]+)/.exec(opts.from)?.[1] ?? "strongbond.app";
    return {
      kind: "smtp",
      async deliver(message, jobId) {
        // A retry after a crash between the SMTP answer and the job's completion resends the same Message-ID,
        // so receiving servers and clients can drop the duplicate.
        await transport.sendMail({ from: opts.from, ...message, ...(jobId ? { messageId: `<${jobId}@${domain}>` } : {}) });
        opts.logger.info({ to: redactAddress(message.to), subject: message.subject, jobId }, "mail sent");
      },
    };
  }
  return {
    kind: "outbox",
    async deliver(message, jobId) {
      // The job id is unique in the outbox: a retried job never stores a second copy (exactly once).
      await insertOutboxMessage(opts.db, { to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers, jobId });
      opts.logger.info({ to: redactAddress(message.to), subject: message.subject, jobId }, "mail kept in the outbox, not delivered (no SMTP_URL)");
    },
  };
}
