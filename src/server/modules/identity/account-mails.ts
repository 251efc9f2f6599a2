// Mails /account sends besides Better Auth's own: the three of an e-mail change, and the notice to a
// dad whose son deleted his account. Each in its recipient's language.
import type { MailMessage } from "../../integrations/mail/mail-message.ts";
import { mailWords } from "../../integrations/mail/mail-words.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { EMAIL_CHANGE_CANCEL_PATH, EMAIL_CHANGE_CONFIRM_PATH } from "../../../shared/schemas/identity.ts";

/** To the NEW address: its link confirms the address; the change is finished in a signed-in session. */
export function emailChangeConfirmMail(opts: { to: string; name: string; appUrl: string; token: string; locale?: Locale }): MailMessage {
  const { t } = mailWords(opts.locale ?? "en");
  const url = `${opts.appUrl}${EMAIL_CHANGE_CONFIRM_PATH}?token=${encodeURIComponent(opts.token)}`;
  return { to: opts.to, subject: t("mail.emailChangeConfirm.subject"), text: t("mail.emailChangeConfirm.text", { name: opts.name, url }) };
}

/** To the OLD address, as soon as a change is asked: what was asked, and the link that cancels it. */
export function emailChangeNoticeMail(opts: { to: string; name: string; newEmail: string; appUrl: string; token: string; locale?: Locale }): MailMessage {
  const { t } = mailWords(opts.locale ?? "en");
  const url = `${opts.appUrl}${EMAIL_CHANGE_CANCEL_PATH}?token=${encodeURIComponent(opts.token)}`;
  return {
    to: opts.to,
    subject: t("mail.emailChangeNotice.subject"),
    text: t("mail.emailChangeNotice.text", { name: opts.name, newEmail: opts.newEmail, url, forgotPasswordUrl: `${opts.appUrl}/forgot-password` }),
  };
}

/** To the OLD address once the change is made. */
export function emailChangedNoticeMail(opts: { to: string; name: string; newEmail: string; appUrl: string; locale?: Locale }): MailMessage {
  const { t } = mailWords(opts.locale ?? "en");
  return { to: opts.to, subject: t("mail.emailChanged.subject"), text: t("mail.emailChanged.text", { name: opts.name, newEmail: opts.newEmail }) };
}

export function sonDeletedMail(opts: { to: string; dadName: string; sonName: string; locale?: Locale }): MailMessage {
  const { t } = mailWords(opts.locale ?? "en");
  return {
    to: opts.to,
    subject: t("mail.sonDeleted.subject", { sonName: opts.sonName }),
    text: t("mail.sonDeleted.text", { sonName: opts.sonName, dadName: opts.dadName }),
  };
}
