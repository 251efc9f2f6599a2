// The three stat cards of the admin dashboard (docs/areas/admin.md): money in dollars with 2 decimals.
import type { TAdminDashboardResponse } from "../../../../shared/schemas/admin.ts";
import { formatCents } from "../../../lib/format.ts";
import { StatList } from "../../../components/ui/stat-list.tsx";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/admin.ts";

export function StatCards({ stats }: { stats: TAdminDashboardResponse["stats"] }) {
  const cards = [
    { label: t("admin.stats.revenue"), value: formatCents(stats.totalRevenueCents) },
    { label: t("admin.stats.commissions"), value: formatCents(stats.platformCommissionsCents) },
    { label: t("admin.stats.activePlans"), value: String(stats.activePlans) },
  ];
  return <StatList stats={cards} />;
}
