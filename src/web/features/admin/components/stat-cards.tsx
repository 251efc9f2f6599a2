// The three stat cards of the admin dashboard (docs/areas/admin.md): money in dollars with 2 decimals.
import type { TAdminDashboardResponse } from "../../../../shared/schemas/admin.ts";
import { formatCents } from "../../../lib/format.ts";
import { StatList } from "../../../components/ui/stat-list.tsx";

export function StatCards({ stats }: { stats: TAdminDashboardResponse["stats"] }) {
  const cards = [
    { label: "Total Revenue", value: formatCents(stats.totalRevenueCents) },
    { label: "Platform Commissions", value: formatCents(stats.platformCommissionsCents) },
    { label: "Active Plans", value: String(stats.activePlans) },
  ];
  return <StatList stats={cards} />;
}
