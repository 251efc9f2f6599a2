import type { MailMessage } from "../../integrations/mail/mail-message.ts";
import { mailWords } from "../../integrations/mail/mail-words.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";

export function passwordResetMail(to: string, name: string, url: string, locale: Locale = "en"): MailMessage {
  const { t } = mailWords(locale);
  return { to, subject: t("mail.passwordReset.subject"), text: t("mail.passwordReset.text", { name, url }) };
}

export function verificationMail(to: string, name: string, url: string, locale: Locale = "en"): MailMessage {
  const { t } = mailWords(locale);
  return { to, subject: t("mail.verification.subject"), text: t("mail.verification.text", { name, url }) };
}

/** A one-time sign-in code. */
export function signInCodeMail(to: string, code: string, locale: Locale = "en"): MailMessage {
  const { t } = mailWords(locale);
  return { to, subject: t("mail.signInCode.subject"), text: t("mail.signInCode.text", { code }) };
}
