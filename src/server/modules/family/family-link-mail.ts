// The mail to an address a dad typed for his son: confirm the family link, or "this isn't me".
import crypto from "node:crypto";
import type { MailMessage } from "../../integrations/mail/mail-message.ts";

/** A one-time token for the mail, and the hash kept in the database (the token itself is never stored). */
export function newLinkToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function familyLinkMail(opts: { to: string; dadName: string; sonName: string; appUrl: string; token: string }): MailMessage {
  const url = `${opts.appUrl}/family/confirm?token=${encodeURIComponent(opts.token)}`;
  return {
    to: opts.to,
    subject: `${opts.dadName} added you to his family on StrongBond`,
    text:
      `Hi ${opts.sonName},\n\n${opts.dadName} created a StrongBond account for you with this address, as his son. ` +
      `Until you confirm, he has no access to anything in that account.\n\n` +
      `Open this link to confirm he is your dad — or to say "this isn't me", which removes his access at once:\n\n${url}\n\n` +
      `— StrongBond`,
  };
}
