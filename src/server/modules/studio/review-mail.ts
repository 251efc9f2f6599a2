// The mail that tells an organization's authors how the platform's review of their plan ended: approved (families
// see it now) or returned with the reviewer's note, which the mail carries so nobody has to open the studio to read it.
import type { MailMessage } from "../../integrations/mail/mail-message.ts";
import { mailWords } from "../../integrations/mail/mail-words.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";

export type ReviewOutcome = { kind: "approved" } | { kind: "returned"; note: string };

export function reviewOutcomeMail(opts: {
  to: string;
  planId: number;
  planTitle: string;
  appUrl: string;
  outcome: ReviewOutcome;
  locale?: Locale;
}): MailMessage {
  const { t } = mailWords(opts.locale ?? "en");
  const url = `${opts.appUrl}/organizations/plans/${opts.planId}/studio`;
  if (opts.outcome.kind === "approved") {
    return {
      to: opts.to,
      subject: t("mail.review.approvedSubject", { planTitle: opts.planTitle }),
      text: t("mail.review.approvedText", { planTitle: opts.planTitle, url }),
    };
  }
  return {
    to: opts.to,
    subject: t("mail.review.returnedSubject", { planTitle: opts.planTitle }),
    text: t("mail.review.returnedText", { planTitle: opts.planTitle, note: opts.outcome.note, url }),
  };
}
