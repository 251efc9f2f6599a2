// /o/:slug: an organization's public page: its name, what it says of itself and its published
// plans; for its member families, its groups. Anyone may read it, signed in or not; a plan's page needs an account, so a visitor is offered one.
import { languageFilter, PlanLanguageSelect, usePlanLanguage } from "../../../components/ui/plan-language-select.tsx";
import { formatCents } from "../../../../shared/money.ts";
import { Page } from "../../../components/layout/page.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { CoverCard } from "../../../components/ui/cover-card.tsx";
import { PlanCover } from "../../../components/ui/plan-cover.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { paths } from "../../../paths.ts";
import { useSession } from "../../../session/get-session.ts";
import { usePublicOrganization } from "../api/get-public-organization.ts";
import { ChurchGroupsList } from "./church-groups-list.tsx";
import "../../../lib/catalog-parts/churches.ts";
import { t } from "../../../lib/i18n.ts";

function NotFound() {
  return (
    <Page title={t("churches.public.notFoundTitle")} width="medium" description={t("churches.public.notFoundText")}>
      <ButtonLink to={paths.home()} variant="secondary">
        {t("churches.public.goHome")}
      </ButtonLink>
    </Page>
  );
}

export function OrganizationPublicPage({ slug }: { slug: string }) {
  const [language, setLanguage] = usePlanLanguage();
  const organization = usePublicOrganization(slug, languageFilter(language));
  const { user } = useSession();
  return (
    <QueryState query={organization} error={t("churches.public.loadFailed")} notFound={<NotFound />} loadingMessage={t("churches.public.loading")}>
      {({ organization: org, plans }) => (
        <Page title={org.name} description={org.description ?? undefined}>
          <ChurchGroupsList slug={org.slug} organizationName={org.name} signedIn={user !== null && (user.role === "dad" || user.role === "son")} />
          <section aria-labelledby="organization-plans" className="space-y-6">
            <h2 id="organization-plans" className="text-2xl font-bold">
              {t("churches.public.plansBy", { name: org.name })}
            </h2>
            <PlanLanguageSelect value={language} onChange={setLanguage} />
            {plans.length === 0 ? (
              <p className="text-navy-700">{t("churches.public.noPlans", { name: org.name })}</p>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {plans.map((plan) => (
                  <CoverCard
                    as="li"
                    key={plan.id}
                    cover={<PlanCover url={plan.coverImageUrl} category={null} className="aspect-[16/9]" />}
                    bodyClassName="gap-2"
                  >
                    <h3 className="text-xl font-bold">{plan.title}</h3>
                    <p className="text-sm text-navy-700">
                      {t("churches.public.weeks", { count: plan.durationWeeks })} ·{" "}
                      {plan.priceCents > 0 ? formatCents(plan.priceCents) : t("churches.public.free")}
                    </p>
                    {plan.description ? <p className="line-clamp-3 text-navy-700">{plan.description}</p> : null}
                    <div className="mt-auto pt-2">
                      <ButtonLink to={user ? paths.planDetail(plan.id) : paths.register()} variant="secondary" block>
                        {user ? t("churches.public.viewPlan") : t("churches.public.createAccount")}
                        <span className="sr-only">: {plan.title}</span>
                      </ButtonLink>
                    </div>
                  </CoverCard>
                ))}
              </ul>
            )}
          </section>
        </Page>
      )}
    </QueryState>
  );
}
