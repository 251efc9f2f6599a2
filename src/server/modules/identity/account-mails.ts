// Mails /account sends besides Better Auth's own: the three of an e-mail change, and the notice to a
// dad whose son deleted his account.
import type { MailMessage } from "../../integrations/mail/mail-message.ts";
import { EMAIL_CHANGE_CANCEL_PATH, EMAIL_CHANGE_CONFIRM_PATH } from "../../../shared/schemas/identity.ts";

/** To the NEW address: its link confirms the address; the change is finished in a signed-in session. */
export function emailChangeConfirmMail(opts: { to: string; name: string; appUrl: string; token: string }): MailMessage {
  const url = `${opts.appUrl}${EMAIL_CHANGE_CONFIRM_PATH}?token=${encodeURIComponent(opts.token)}`;
  return {
    to: opts.to,
    subject: "Confirm your new StrongBond email address",
    text:
      `Hi ${opts.name},\n\nYou asked to use this address for your StrongBond account. ` +
      `Open this link within one hour to confirm it (it works once):\n\n${url}\n\n` +
      `Then finish the change on your account page while you are signed in.\n\n` +
      `If it wasn't you, ignore this mail: nothing changes.\n\n— StrongBond`,
  };
}

/** To the OLD address, as soon as a change is asked: what was asked, and the link that cancels it. */
export function emailChangeNoticeMail(opts: { to: string; name: string; newEmail: string; appUrl: string; token: string }): MailMessage {
  const url = `${opts.appUrl}${EMAIL_CHANGE_CANCEL_PATH}?token=${encodeURIComponent(opts.token)}`;
  return {
    to: opts.to,
    subject: "Your StrongBond email address is being changed",
    text:
      `Hi ${opts.name},\n\nSomeone signed in to your StrongBond account asked to change its email address to ${opts.newEmail}. ` +
      `It changes only when that address confirms it and the change is finished in a signed-in session.\n\n` +
      `If it wasn't you, open this link: it cancels the change and signs out every device on your account.\n\n${url}\n\n` +
      `Then choose a new password at ${opts.appUrl}/forgot-password.\n\n— StrongBond`,
  };
}

/** To the OLD address once the change is made. */
export function emailChangedNoticeMail(opts: { to: string; name: string; newEmail: string; appUrl: string }): MailMessage {
  return {
    to: opts.to,
    subject: "Your StrongBond email address was changed",
    text:
      `Hi ${opts.name},\n\nYour StrongBond account now signs in with ${opts.newEmail}; this address is no longer used for it.\n\n` +
      `If you didn't do this, contact StrongBond support at once.\n\n— StrongBond`,
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
