// /admin/testimonials: dads' words for the landing page's "Transformed Relationships". Those waiting are approved or
// rejected; the approved ones (the latest three are on the landing page, none until there are three) can be
// unpublished. Each shows what the public would see — the words, first name and city — with the plan and the consent.
import { Check, EyeOff, X } from "lucide-react";
import type { ReactNode } from "react";
import type { TAdminTestimonial } from "../../../../shared/schemas/testimonials.ts";
import { testimonialByline } from "../../../../shared/testimonial-section.ts";
import { Page } from "../../../components/layout/page.tsx";
import { BackLinkBar } from "../../../components/ui/back-link-bar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { HeadedSection } from "../../../components/ui/headed-section.tsx";
import { MutationAlerts } from "../../../components/ui/mutation-alerts.tsx";
import { paths } from "../../../paths.ts";
import { useAdminTestimonials, useTestimonialDecision } from "../api/testimonials.ts";
import { AdminListState } from "./admin-list-state.tsx";
import { messages } from "../../../../shared/messages.ts";
import { dateLocale, localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/admin.ts";

const when = (iso: string) => new Date(iso).toLocaleDateString(dateLocale(), { year: "numeric", month: "short", day: "numeric" });

export function TestimonialsPage() {
  const decide = useTestimonialDecision();
  const busy = (id: number) => decide.isPending && decide.variables.id === id;
  return (
    <Page title={t("admin.testimonials.title")} description={t("admin.testimonials.description")}>
      <BackLinkBar to={paths.admin()} variant="secondary">
        {t("admin.testimonials.back")}
      </BackLinkBar>
      <MutationAlerts mutation={decide} failure={localize(messages.saveContentFailed)} className="mb-4" />
      <TestimonialList
        state="pending"
        title={t("admin.testimonials.pending")}
        emptyText={t("admin.testimonials.pendingEmpty")}
        actions={(row) => (
          <>
            <Button
              icon={<Check aria-hidden="true" className="size-4" />}
              loading={busy(row.id)}
              onClick={() => decide.mutate({ id: row.id, decision: "approve" })}
            >
              {t("admin.testimonials.approve", { name: row.firstName })}
            </Button>
            <Button
              variant="secondary"
              icon={<X aria-hidden="true" className="size-4" />}
              disabled={busy(row.id)}
              onClick={() => decide.mutate({ id: row.id, decision: "reject" })}
            >
              {t("admin.testimonials.reject")}
            </Button>
          </>
        )}
      />
      <TestimonialList
        state="approved"
        title={t("admin.testimonials.approved")}
        emptyText={t("admin.testimonials.approvedEmpty")}
        className="mt-12 space-y-4"
        actions={(row) => (
          <Button
            variant="secondary"
            icon={<EyeOff aria-hidden="true" className="size-4" />}
            loading={busy(row.id)}
            onClick={() => decide.mutate({ id: row.id, decision: "reject" })}
          >
            {t("admin.testimonials.unpublish", { name: row.firstName })}
          </Button>
        )}
      />
    </Page>
  );
}

/** The testimonials in one state, each card with what an admin may do with it. */
function TestimonialList({
  state,
  title,
  emptyText,
  className,
  actions,
}: {
  state: "pending" | "approved";
  title: string;
  emptyText: string;
  className?: string;
  actions: (row: TAdminTestimonial) => ReactNode;
}) {
  const testimonials = useAdminTestimonials(state);
  return (
    <HeadedSection id={`${state}-heading`} title={title} className={className}>
      <AdminListState query={testimonials} isEmpty={(data) => data.testimonials.length === 0} emptyText={emptyText}>
        {(data) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {data.testimonials.map((row) => (
              <TestimonialCard key={row.id} row={row}>
                {actions(row)}
              </TestimonialCard>
            ))}
          </ul>
        )}
      </AdminListState>
    </HeadedSection>
  );
}

function TestimonialCard({ row, children }: { row: TAdminTestimonial; children: ReactNode }) {
  return (
    <li>
      <article aria-labelledby={`testimonial-${row.id}`} className="flex h-full flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-navy-100">
        <h3 id={`testimonial-${row.id}`} className="font-semibold">
          {testimonialByline(row)}
        </h3>
        <blockquote className="flex-1 whitespace-pre-line text-navy-900">{row.words}</blockquote>
        <p className="text-sm text-navy-600">
          {t("admin.testimonials.about", { plan: row.planTitle, shared: when(row.createdAt), consented: when(row.consentedAt) })}
        </p>
        <div className="flex flex-wrap gap-2">{children}</div>
      </article>
    </li>
  );
}
