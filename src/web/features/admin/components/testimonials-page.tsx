// /admin/testimonials: dads' words for the landing page's "Transformed Relationships". Those waiting are approved or
// rejected; the approved ones (the latest three are on the landing page, none until there are three) can be
// unpublished. Each shows what the public would see — the words, first name and city — with the plan and the consent.
import { Check, EyeOff, X } from "lucide-react";
import type { ReactNode } from "react";
import type { TAdminTestimonial } from "../../../../shared/schemas/testimonials.ts";
import { testimonialByline } from "../../../../shared/testimonial-section.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { paths } from "../../../paths.ts";
import { useAdminTestimonials, useTestimonialDecision } from "../api/testimonials.ts";
import { messages } from "../../../../shared/messages.ts";
import { dateLocale, localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/admin.ts";

const when = (iso: string) => new Date(iso).toLocaleDateString(dateLocale(), { year: "numeric", month: "short", day: "numeric" });

export function TestimonialsPage() {
  const pending = useAdminTestimonials("pending");
  const approved = useAdminTestimonials("approved");
  const decide = useTestimonialDecision();
  const busy = (id: number) => decide.isPending && decide.variables.id === id;
  return (
    <Page title={t("admin.testimonials.title")} description={t("admin.testimonials.description")}>
      <div className="mb-6">
        <ButtonLink to={paths.admin()} variant="secondary" size="sm">
          {t("admin.testimonials.back")}
        </ButtonLink>
      </div>
      {decide.isError ? (
        <Alert tone="error" className="mb-4">
          {errorText(decide.error, localize(messages.saveContentFailed))}
        </Alert>
      ) : null}
      <section aria-labelledby="pending-heading" className="space-y-4">
        <h2 id="pending-heading" className="text-2xl font-bold">
          {t("admin.testimonials.pending")}
        </h2>
        <QueryState
          query={pending}
          error={localize(messages.loadDataFailed)}
          isEmpty={(data) => data.testimonials.length === 0}
          empty={<p className="text-navy-700">{t("admin.testimonials.pendingEmpty")}</p>}
        >
          {(data) => (
            <ul className="grid gap-4 lg:grid-cols-2">
              {data.testimonials.map((row) => (
                <TestimonialCard key={row.id} row={row}>
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
                </TestimonialCard>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="approved-heading" className="mt-12 space-y-4">
        <h2 id="approved-heading" className="text-2xl font-bold">
          {t("admin.testimonials.approved")}
        </h2>
        <QueryState
          query={approved}
          error={localize(messages.loadDataFailed)}
          isEmpty={(data) => data.testimonials.length === 0}
          empty={<p className="text-navy-700">{t("admin.testimonials.approvedEmpty")}</p>}
        >
          {(data) => (
            <ul className="grid gap-4 lg:grid-cols-2">
              {data.testimonials.map((row) => (
                <TestimonialCard key={row.id} row={row}>
                  <Button
                    variant="secondary"
                    icon={<EyeOff aria-hidden="true" className="size-4" />}
                    loading={busy(row.id)}
                    onClick={() => decide.mutate({ id: row.id, decision: "reject" })}
                  >
                    {t("admin.testimonials.unpublish", { name: row.firstName })}
                  </Button>
                </TestimonialCard>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </Page>
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
