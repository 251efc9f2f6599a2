// The three stat cards of the admin dashboard (docs/areas/admin.md): money in dollars with 2 decimals.
import type { TAdminDashboardResponse } from "../../../../shared/schemas/admin.ts";
import { formatCents } from "../admin-format.ts";

export function StatCards({ stats }: { stats: TAdminDashboardResponse["stats"] }) {
  const cards = [
    { label: "Total Revenue", value: formatCents(stats.totalRevenueCents) },
    { label: "Platform Commissions", value: formatCents(stats.platformCommissionsCents) },
    { label: "Active Plans", value: String(stats.activePlans) },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <div key={card.label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100">
          <dt className="text-sm font-semibold text-navy-600">{card.label}</dt>
          <dd className="mt-1 font-display text-3xl font-bold text-navy-950">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
