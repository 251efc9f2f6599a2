// /organizations: the organization dashboard (docs/areas/organizations.md): name, description, Settings, Total Revenue, Total
// Plans, Commission Rate, its Groups, My Plans (Edit Content, Preview, create links) and Recent Purchases. Without an
// organization: 'Create Your Organization'. The studio's content links and the owner's refundable purchases
// table come from the route (OrganizationHomeParts).
import { Building2, House, Eye, FilePlus2, Globe, NotebookPen, Printer, Receipt, Settings, Users } from "lucide-react";
import { createContext, useContext, type ReactNode } from "react";
import type { TOrganizationHomeResponse } from "../../../../shared/schemas/organizations.ts";
import { FlashMessage } from "../../../components/layout/flash-message.tsx";
import { useSession } from "../../../session/get-session.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { NewPlanLinks } from "../../../components/plan/new-plan-links.tsx";
import { CoverCard } from "../../../components/ui/cover-card.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { HeadedSection } from "../../../components/ui/headed-section.tsx";
import { formatCents, purchaseCells, purchaseStatusTone } from "../../../lib/format.ts";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { PlanCover } from "../../../components/ui/plan-cover.tsx";
import { StatList } from "../../../components/ui/stat-list.tsx";
import { paths } from "../../../paths.ts";
import { ChurchGroupsSection } from "./church-groups-section.tsx";
import { OrganizationHomeState } from "./organization-home-state.tsx";
import "../../../lib/catalog-parts/organizations.ts";
import { t } from "../../../lib/i18n.ts";

function StatCards({ stats, commissionRate }: { stats: TOrganizationHomeResponse["stats"]; commissionRate: number }) {
  const cards = [
    { label: t("organizations.stats.revenue"), value: formatCents(stats.totalRevenueCents) },
    { label: t("organizations.stats.plans"), value: String(stats.totalPlans) },
    { label: t("organizations.stats.commission"), value: `${Math.round(commissionRate * 100)}%` },
  ];
  return <StatList stats={cards} />;
}

function MyPlans({ plans }: { plans: TOrganizationHomeResponse["plans"] }) {
  return (
    <HeadedSection
      id="my-plans"
      title={t("organizations.plans.title")}
      action={
        <div className="flex flex-wrap gap-2">
          <NewPlanLinks importTo={paths.organizationStudio.planImport()} createTo={paths.organizationStudio.planNew()} />
        </div>
      }
    >
      {useContext(HomeParts).contentLinks}
      {plans.length === 0 ? (
        <EmptyState icon={<FilePlus2 />} title={t("organizations.plans.emptyTitle")} description={t("organizations.plans.emptyText")} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {plans.map((plan) => (
            <CoverCard as="li" key={plan.id} cover={<PlanCover url={plan.coverImageUrl} category={plan.category} className="h-32" />} bodyClassName="gap-3">
              <h3 className="text-lg font-bold break-words">{plan.title}</h3>
              <div className="flex flex-wrap gap-2">
                <Badge tone="navy">{t("organizations.plans.weeks", { count: plan.durationWeeks })}</Badge>
                <Badge tone={plan.status === "published" ? "green" : "gray"}>{t(`organizations.plans.status.${plan.status}`)}</Badge>
                <Badge tone="amber">{plan.priceCents === 0 ? t("organizations.plans.free") : formatCents(plan.priceCents)}</Badge>
              </div>
              {plan.reviewState === "pending" ? <p className="text-sm text-navy-700">{t("organizations.plans.waitingReview")}</p> : null}
              {plan.reviewState === "returned" ? (
                <p className="text-sm text-red-800">{t("organizations.plans.returned", { note: plan.reviewNote ?? "" })}</p>
              ) : null}
              <div className="mt-auto flex flex-wrap gap-2">
                <ButtonLink to={paths.organizationStudio.planStudio(plan.id)} size="sm" icon={<NotebookPen aria-hidden="true" className="size-4" />}>
                  {t("organizations.plans.edit")}
                  <span className="sr-only">: {plan.title}</span>
                </ButtonLink>
                <ButtonLink to={paths.organizationPlanPreview(plan.id)} variant="ghost" size="sm" icon={<Eye aria-hidden="true" className="size-4" />}>
                  {t("organizations.plans.preview")}
                  <span className="sr-only"> {plan.title}</span>
                </ButtonLink>
                <ButtonLink to={paths.organizationLeaderGuide(plan.id, 1)} variant="ghost" size="sm" icon={<Printer aria-hidden="true" className="size-4" />}>
                  {t("organizations.plans.guide")}
                  <span className="sr-only">{t("organizations.plans.guideFor", { title: plan.title })}</span>
                </ButtonLink>
              </div>
            </CoverCard>
          ))}
        </ul>
      )}
    </HeadedSection>
  );
}

/**
 * Recent Purchases (docs/areas/organizations.md). An owner gets the payments area's table, which can refund (the
 * organization's owner refunds from it); an editor sees the same columns read-only, from the dashboard's answer.
 */
function RecentPurchases({
  purchases,
  organizationId,
  isOwner,
}: {
  purchases: TOrganizationHomeResponse["purchases"];
  organizationId: number;
  isOwner: boolean;
}) {
  const { ownerPurchases } = useContext(HomeParts);
  return (
    <HeadedSection id="recent-purchases" title={t("organizations.purchases.title")}>
      {isOwner ? (
        ownerPurchases(organizationId)
      ) : purchases.length === 0 ? (
        <EmptyState icon={<Receipt />} title={t("organizations.purchases.emptyTitle")} description={t("organizations.purchases.emptyText")} />
      ) : (
        <DataTable
          label={t("organizations.purchases.title")}
          columns={[
            t("organizations.purchases.date"),
            t("organizations.purchases.user"),
            t("organizations.purchases.plan"),
            t("organizations.purchases.amount"),
            t("organizations.purchases.commission"),
            t("organizations.purchases.payout"),
            t("organizations.purchases.status"),
          ]}
          rows={purchases.map((purchase) => ({
            key: purchase.id,
            cells: [
              ...purchaseCells(purchase),
              <Badge key="status" tone={purchaseStatusTone(purchase.status)}>
                {t(`organizations.purchases.state.${purchase.status}`)}
              </Badge>,
            ],
          }))}
        />
      )}
    </HeadedSection>
  );
}

/** What the organization home draws from other features, composed by the route (routes/organizations.tsx). */
export interface OrganizationHomeParts {
  /** The studio's "Write content:" links (features/studio). */
  contentLinks: ReactNode;
  /** The owner's purchases table, which can refund (features/payments). */
  ownerPurchases: (organizationId: number) => ReactNode;
  /** The owner's sponsored access: seats, seat purchases, members-only plans (features/payments). */
  ownerSponsorships?: ReactNode;
}

const HomeParts = createContext<OrganizationHomeParts>({ contentLinks: null, ownerPurchases: () => null });

function OwnerSponsorships() {
  return useContext(HomeParts).ownerSponsorships ?? null;
}

export function OrganizationsPage(parts: OrganizationHomeParts) {
  return (
    <HomeParts value={parts}>
      <OrganizationHomeState title={t("organizations.home.title")} error={t("msg.organizations.loadOrganizationDataFailed")} screen={OrganizationHome} />
    </HomeParts>
  );
}

function OrganizationHome({ home }: { home: TOrganizationHomeResponse }) {
  const { organization, stats, plans, purchases, canCreate, role } = home;
  // A leader who is also a dad has his family's dashboard one tap away (and the church's from there).
  const { user } = useSession();
  if (!organization) {
    return (
      <Page title={t("organizations.home.createTitle")} description={t("organizations.home.createText")} width="medium">
        <EmptyState
          icon={<Building2 />}
          title={t("organizations.home.noneTitle")}
          description={canCreate ? t("organizations.home.noneText") : t("organizations.home.noneOnlyDad")}
          action={canCreate ? <ButtonLink to={paths.organizationCreate()}>{t("organizations.home.createTitle")}</ButtonLink> : null}
        />
      </Page>
    );
  }
  return (
    <Page title={organization.name} heading={null}>
      <header className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold break-words sm:text-4xl">{organization.name}</h1>
          {organization.description ? <p className="mt-2 text-lg text-navy-700">{organization.description}</p> : null}
          <p className="mt-2 text-sm text-navy-600">{role === "owner" ? t("organizations.home.youAreOwner") : t("organizations.home.youAreEditor")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.organizationFamilies()} icon={<Users aria-hidden="true" className="size-4" />}>
            {t("organizations.home.families")}
          </ButtonLink>
          <ButtonLink to={paths.organizationPage(organization.slug)} variant="secondary" icon={<Globe aria-hidden="true" className="size-4" />}>
            {t("organizations.home.publicPage")}
          </ButtonLink>
          <ButtonLink to={paths.organizationSettings()} variant="secondary" icon={<Settings aria-hidden="true" className="size-4" />}>
            {t("organizations.home.settings")}
          </ButtonLink>
          {user?.role === "dad" ? (
            <ButtonLink to={paths.dashboardFor("dad")} variant="ghost" icon={<House aria-hidden="true" className="size-4" />}>
              {t("organizations.home.dadsDashboard")}
            </ButtonLink>
          ) : null}
        </div>
      </header>
      <div className="space-y-10">
        <FlashMessage />
        <StatCards stats={stats} commissionRate={organization.commissionRate} />
        <ChurchGroupsSection />
        <MyPlans plans={plans} />
        <RecentPurchases purchases={purchases} organizationId={organization.id} isOwner={role === "owner"} />
        {role === "owner" ? <OwnerSponsorships /> : null}
      </div>
    </Page>
  );
}
