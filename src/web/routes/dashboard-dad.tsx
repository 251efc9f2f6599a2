// /dashboard/dad: the dashboard feature's page for a dad (the son's route renders the same page, role "son").
// The family streak is on /reminders with the recap, not here: a reload of the dashboard asks the API nothing
// (decision 025), and the streak is not part of the dashboard's answer yet (decision 048).
import { DashboardPage } from "../features/dashboard/components/dashboard-page.tsx";

/** The dashboard; dashboard-son.tsx renders it for "son". */
export function DashboardScreen({ role }: { role: "dad" | "son" }) {
  return <DashboardPage role={role} />;
}

export default function DashboardDadScreen() {
  return <DashboardScreen role="dad" />;
}
