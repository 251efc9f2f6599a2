// /admin, the global admin's dashboard (docs/areas/admin.md): loading and error states, three stat cards, and the tabs Plans,
// Purchases, Organizations and Settings. The selected tab lives in the address (?tab=) so Back keeps it.
import clsx from "clsx";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { TAdminDashboardResponse } from "../../../../shared/schemas/admin.ts";
import { messages } from "../../../../shared/messages.ts";
import { FlashMessage } from "../../../components/layout/flash-message.tsx";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { LoadingScreen } from "../../../components/ui/spinner.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { paths } from "../../../paths.ts";
import { useAdminDashboard } from "../api/get-admin-dashboard.ts";
import { OrganizationsTab } from "./organizations-tab.tsx";
import { SettingsTab } from "./settings-tab.tsx";
import { StatCards } from "./stat-cards.tsx";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/admin.ts";

const TABS = [
  { value: "plans", label: "admin.tab.plans" },
  { value: "purchases", label: "admin.tab.purchases" },
  { value: "organizations", label: "admin.tab.organizations" },
  { value: "settings", label: "admin.tab.settings" },
] as const;
type TabValue = (typeof TABS)[number]["value"];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

const tabClass = clsx(
  "min-w-0 rounded-lg px-2 py-2.5 text-center text-sm leading-tight font-semibold text-navy-700 transition-colors sm:flex-none sm:px-5 sm:text-base",
  "hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:text-navy-950 data-[state=active]:shadow-sm",
);

/** The tabs other features draw, composed by the route (routes/admin.tsx). */
export interface AdminTabs {
  /** The studio's plan list with publish and unpublish (features/studio). */
  plans: (plans: TAdminDashboardResponse["plans"]) => ReactNode;
  /** The purchases table, which can refund (features/payments). */
  purchases: (purchases: TAdminDashboardResponse["purchases"], purchaseCount: number) => ReactNode;
}

function AdminDashboard({ tabs }: { tabs: AdminTabs }) {
  const dashboard = useAdminDashboard();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: TabValue = isTab(requested) ? requested : "plans";

  if (dashboard.isPending) return <LoadingScreen message={t("admin.dashboard.loading")} />;
  if (dashboard.isError) {
    return (
      <Alert tone="error" title={errorText(dashboard.error, localize(messages.dashboardLoadFailed))}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void dashboard.refetch()}>
          {t("admin.dashboard.retry")}
        </Button>
      </Alert>
    );
  }

  const data = dashboard.data;
  return (
    <div className="space-y-8">
      <StatCards stats={data.stats} />
      <Tabs.Root value={tab} onValueChange={(next) => setSearchParams(next === "plans" ? {} : { tab: next }, { replace: true, preventScrollReset: true })}>
        <Tabs.List aria-label={t("admin.dashboard.sections")} className="grid grid-cols-2 gap-1 rounded-xl bg-navy-100 p-1 sm:flex">
          {TABS.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value} className={tabClass}>
              {t(item.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="plans" className="mt-6">
          {tabs.plans(data.plans)}
        </Tabs.Content>
        <Tabs.Content value="purchases" className="mt-6">
          {tabs.purchases(data.purchases, data.purchaseCount)}
        </Tabs.Content>
        <Tabs.Content value="organizations" className="mt-6">
          <OrganizationsTab organizations={data.organizations} />
        </Tabs.Content>
        <Tabs.Content value="settings" className="mt-6">
          <SettingsTab mailTransport={data.mailTransport} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** The other admin screens, linked from the dashboard. */
const adminScreens = () => [
  { to: paths.adminUsers(), label: t("admin.dashboard.users") },
  { to: paths.adminReviews(), label: t("admin.dashboard.reviews") },
  { to: paths.adminTestimonials(), label: t("admin.dashboard.testimonials") },
];

/** The admin dashboard page: its title, the flash message, Manage users, and the dashboard. */
export function AdminPage({ tabs }: { tabs: AdminTabs }) {
  return (
    <Page title={t("admin.dashboard.title")} description={t("admin.dashboard.description")}>
      <FlashMessage className="mb-6" />
      <div className="mb-6 flex flex-wrap gap-2">
        {adminScreens().map(({ to, label }) => (
          <ButtonLink key={to} to={to} variant="secondary">
            {label}
          </ButtonLink>
        ))}
      </div>
      <AdminDashboard tabs={tabs} />
    </Page>
  );
}
