// Mails /account sends besides Better Auth's own: the notice to the old address of an e-mail change, and the
// notice to a dad whose son deleted his account.
import type { MailMessage } from "../../integrations/mail/mailer.ts";

export function emailChangeNoticeMail(opts: { to: string; name: string; newEmail: string; appUrl: string }): MailMessage {
  return {
    to: opts.to,
    subject: "Your StrongBond email address is being changed",
    text:
      `Hi ${opts.name},\n\nSomeone signed in to your StrongBond account asked to change its email address to ${opts.newEmail}. ` +
      `The change happens only when the link we sent to that address is opened.\n\n` +
      `If it wasn't you, change your password now at ${opts.appUrl}/account (that signs out every other device) ` +
      `or reset it at ${opts.appUrl}/forgot-password.\n\n— StrongBond`,
  };
}

export function sonDeletedMail(opts: { to: string; dadName: string; sonName: string }): MailMessage {
  return {
    to: opts.to,
    subject: `${opts.sonName} deleted his StrongBond account`,
    text:
      `Hi ${opts.dadName},\n\n${opts.sonName} deleted his StrongBond account today. His progress, his journal and his ` +
      `assistant chats were deleted with it, and he no longer appears on your family page.\n\n` +
      `If that is a surprise, talk with him: you can add him again from your family page.\n\n— StrongBond`,
  };
}
