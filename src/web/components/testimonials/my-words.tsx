// /account, for a dad: the words he shared for the public page, their status, and withdrawing them (deleted with his
// consent, off the landing page at once); and the plans his family finished that he may still share about.
import { MessageSquareQuote } from "lucide-react";
import type { TestimonialStatus } from "../../../shared/schemas/testimonials.ts";
import { Badge, type BadgeTone } from "../ui/badge.tsx";
import { Button, ButtonLink } from "../ui/button.tsx";
import { Card, CardHeader } from "../ui/card.tsx";
import { ConfirmDialog, confirmMutation } from "../ui/confirm-dialog.tsx";
import { paths } from "../../paths.ts";
import { useMyTestimonials, useWithdrawWords } from "../../lib/my-testimonials.ts";

const STATUS: Record<TestimonialStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Waiting for an admin", tone: "yellow" },
  approved: { label: "Approved for the public page", tone: "green" },
  rejected: { label: "Not published", tone: "gray" },
};

export function MyWordsSection() {
  const mine = useMyTestimonials();
  const withdraw = useWithdrawWords();
  const data = mine.data;
  if (!data || (data.shared.length === 0 && data.finishedPlans.length === 0)) return null;
  return (
    <Card aria-labelledby="my-words-heading" role="region">
      <CardHeader
        title={<span id="my-words-heading">Your words on the public page</span>}
        description="Shown with your first name and city, once an admin has read them. Withdraw them at any time: they are deleted."
      />
      {data.shared.length > 0 ? (
        <ul className="space-y-4">
          {data.shared.map((row) => (
            <li key={row.id} className="rounded-xl bg-cream p-4 ring-1 ring-navy-100">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{row.planTitle}</p>
                <Badge tone={STATUS[row.status].tone}>{STATUS[row.status].label}</Badge>
              </div>
              <blockquote className="mt-2 whitespace-pre-line text-navy-800">{row.words}</blockquote>
              <ConfirmDialog
                trigger={
                  <Button variant="secondary" size="sm" className="mt-3">
                    Withdraw my words about {row.planTitle}
                  </Button>
                }
                title="Withdraw your words?"
                description="They are deleted, with your consent, and leave the public page at once. You can share new words later."
                confirmLabel="Withdraw them"
                onConfirm={(close) => withdraw.mutate(row.id, { onSuccess: close })}
                {...confirmMutation(withdraw, "Failed to withdraw your words. Please try again.")}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {data.finishedPlans.length > 0 ? (
        <div className={data.shared.length > 0 ? "mt-5 border-t border-navy-100 pt-5" : undefined}>
          <p className="text-navy-700">Your family finished {data.finishedPlans.map((plan) => plan.title).join(", ")}.</p>
          <ButtonLink
            to={paths.shareWords(data.finishedPlans[0]?.id)}
            variant="secondary"
            size="sm"
            className="mt-3"
            icon={<MessageSquareQuote aria-hidden="true" className="size-4" />}
          >
            Share a few words
          </ButtonLink>
        </div>
      ) : null}
    </Card>
  );
}

/**
 * The dashboard's offer once the family finished its plan. Plain markup, no request: the dashboard is drawn by the
 * server and held until he acts; the page it opens lists the plans he may still share about (none once he has).
 */
export function ShareWordsOffer({ planTitle }: { planTitle: string | null }) {
  return (
    <div className="mt-3 rounded-xl bg-white px-4 py-3 ring-1 ring-navy-100">
      <p className="text-navy-800">What did {planTitle ?? "the plan"} do for you and your son? Other dads may want to hear it, in your own words.</p>
      <ButtonLink to={paths.shareWords()} variant="secondary" size="sm" className="mt-2" icon={<MessageSquareQuote aria-hidden="true" className="size-4" />}>
        Share a few words
      </ButtonLink>
    </div>
  );
}
