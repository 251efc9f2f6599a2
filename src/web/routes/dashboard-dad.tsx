// /dashboard/dad: the dashboard feature's page for a dad (the son's route renders the same page, role "son").
// The family streak is part of the dashboard's answer, so a reload still asks the API nothing.
import { DashboardPage } from "../features/dashboard/components/dashboard-page.tsx";

/** The dashboard; dashboard-son.tsx renders it for "son". */
export function DashboardScreen({ role }: { role: "dad" | "son" }) {
  return <DashboardPage role={role} />;
}

export default function DashboardDadScreen() {
  return <DashboardScreen role="dad" />;
}
