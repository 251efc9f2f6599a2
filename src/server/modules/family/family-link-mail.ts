// The mail to an address a dad typed for his son: confirm the family link, or "this isn't me".
import type { MailMessage } from "../../integrations/mail/mail-message.ts";

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
