// The platform admins' review queue: organizations' first publications and changes to
// their published plans. Open a plan in the editor to read it, then approve what you read or return it with a note.
import { Check, Eye, Undo2 } from "lucide-react";
import { useState } from "react";
import { Page } from "../../../components/layout/page.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { MutationAlerts } from "../../../components/ui/mutation-alerts.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { paths } from "../../../paths.ts";
import { useReviewDecision, useReviewQueue } from "../api/review-queue.ts";
import { AdminListState } from "./admin-list-state.tsx";
import { messages } from "../../../../shared/messages.ts";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/admin.ts";

export function ReviewQueuePage() {
  const queue = useReviewQueue();
  const decide = useReviewDecision();
  const [notes, setNotes] = useState<Record<number, string>>({});
  return (
    <Page title={t("admin.reviews.title")} description={t("admin.reviews.description")}>
      <MutationAlerts mutation={decide} failure={localize(messages.saveContentFailed)} success={(answer) => localize(answer.message)} className="mb-4" />
      <AdminListState query={queue} isEmpty={(data) => data.plans.length === 0} emptyText={t("admin.reviews.empty")}>
        {(data) => (
          <ul className="space-y-4">
            {data.plans.map((plan) => (
              <li key={plan.id}>
                <article aria-labelledby={`review-${plan.id}`} className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-navy-100">
                  <h2 id={`review-${plan.id}`} className="text-xl font-semibold">
                    {plan.title}
                  </h2>
                  <p className="text-sm text-navy-700">
                    {plan.organizationName ?? t("admin.reviews.platform")} ·{" "}
                    {plan.firstPublication ? t("admin.reviews.firstPublication") : t("admin.reviews.changes")}
                  </p>
                  <ButtonLink to={paths.adminStudio.planStudio(plan.id)} variant="secondary" size="sm" icon={<Eye aria-hidden="true" className="size-4" />}>
                    {t("admin.reviews.read", { title: plan.title })}
                  </ButtonLink>
                  <TextAreaField
                    label={plan.organizationName ? t("admin.reviews.noteFor", { author: plan.organizationName }) : t("admin.reviews.noteForAuthor")}
                    rows={2}
                    value={notes[plan.id] ?? ""}
                    onChange={(event) => setNotes((current) => ({ ...current, [plan.id]: event.target.value }))}
                  />
                  <div className="flex flex-wrap gap-2">
                    <Button
                      icon={<Check aria-hidden="true" className="size-4" />}
                      loading={decide.isPending}
                      onClick={() => decide.mutate({ planId: plan.id, approve: true, version: plan.version })}
                    >
                      {t("admin.reviews.approve", { title: plan.title })}
                    </Button>
                    <Button
                      variant="secondary"
                      icon={<Undo2 aria-hidden="true" className="size-4" />}
                      disabled={!(notes[plan.id] ?? "").trim()}
                      onClick={() => decide.mutate({ planId: plan.id, approve: false, note: notes[plan.id] ?? "" })}
                    >
                      {t("admin.reviews.return")}
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
    </Page>
  );
}
