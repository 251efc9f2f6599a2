// Mail: nodemailer over SMTP_URL in production; without it, a dev outbox that stores and logs every mail
// so links (password reset, verification) can be followed in development and read by tests.
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

export function createMailer(opts: { smtpUrl: string | undefined; from: string; db: Database; logger: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: "smtp",
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
        opts.logger.info({ to: message.to, subject: message.subject }, "mail sent");
      },
    };
  }
  return {
    kind: "outbox",
    async send(message) {
      await opts.db.insert(mailOutbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      opts.logger.info({ to: message.to, subject: message.subject, links }, "mail kept in the dev outbox (no SMTP_URL)");
    },
  };
}
