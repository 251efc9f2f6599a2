// The mail that tells an organization's authors how the platform's review of their plan ended: approved (families
// see it now) or returned with the reviewer's note, which the mail carries so nobody has to open the studio to read it.
import type { MailMessage } from "../../integrations/mail/mail-message.ts";

export type ReviewOutcome = { kind: "approved" } | { kind: "returned"; note: string };

export function reviewOutcomeMail(opts: { to: string; planId: number; planTitle: string; appUrl: string; outcome: ReviewOutcome }): MailMessage {
  const url = `${opts.appUrl}/organizations/plans/${opts.planId}/studio`;
  if (opts.outcome.kind === "approved") {
    return {
      to: opts.to,
      subject: `"${opts.planTitle}" was approved and published`,
      text:
        `Hello,\n\nThe StrongBond team read "${opts.planTitle}" and approved it: it is published, and families can start it now.\n\n` +
        `Open the plan:\n${url}\n\n— StrongBond`,
    };
  }
  return {
    to: opts.to,
    subject: `"${opts.planTitle}" was returned with a note`,
    text:
      `Hello,\n\nThe StrongBond team read "${opts.planTitle}" and returned it to your organization with this note:\n\n` +
      `${opts.outcome.note}\n\nChange what the note asks, then publish again to send it back for review:\n${url}\n\n— StrongBond`,
  };
}
