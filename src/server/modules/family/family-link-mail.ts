// The mail to an address a dad typed for his son: confirm the family link, or "this isn't me".
import type { MailMessage } from "../../integrations/mail/mail-message.ts";
import { mailWords } from "../../integrations/mail/mail-words.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";

export function familyLinkMail(opts: { to: string; dadName: string; sonName: string; appUrl: string; token: string; locale?: Locale }): MailMessage {
  const { t } = mailWords(opts.locale ?? "en");
  const url = `${opts.appUrl}/family/confirm?token=${encodeURIComponent(opts.token)}`;
  return {
    to: opts.to,
    subject: t("mail.familyLink.subject", { dadName: opts.dadName }),
    text: t("mail.familyLink.text", { dadName: opts.dadName, sonName: opts.sonName, url }),
  };
}
