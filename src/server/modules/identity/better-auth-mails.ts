import type { MailMessage } from "../../integrations/mail/mail-message.ts";

export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: "Reset your StrongBond password",
    text:
      `Hi ${name},\n\nSomeone asked to reset the password of your StrongBond account. ` +
      `If it was you, open this link within one hour to choose a new password:\n\n${url}\n\n` +
      `If it wasn't you, ignore this mail: your password stays as it is.\n\n— StrongBond`,
  };
}

export function verificationMail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: "Confirm your StrongBond email address",
    text: `Hi ${name},\n\nWelcome to StrongBond! Please confirm your email address by opening this link:\n\n${url}\n\n— StrongBond`,
  };
}

/** A one-time sign-in code. */
export function signInCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: "Your StrongBond sign-in code",
    text:
      `Your StrongBond sign-in code is ${code}\n\nIt works once, for 5 minutes. ` +
      `If you didn't ask for it, ignore this mail: nobody can sign in without it.\n\n— StrongBond`,
  };
}
