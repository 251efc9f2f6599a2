// /dashboard/dad: the dashboard feature's page for a dad (the son's route renders the same page, role "son").
// The family streak (features/reminders) sits above it, small (decision 048).
import { DashboardPage } from "../features/dashboard/components/dashboard-page.tsx";
import { FamilyStreak } from "../features/reminders/components/family-streak.tsx";

/** The dashboard with the family streak above it; dashboard-son.tsx renders it for "son". */
export function DashboardScreen({ role }: { role: "dad" | "son" }) {
  return (
    <>
      <FamilyStreak />
      <DashboardPage role={role} />
    </>
  );
}

export default function DashboardDadScreen() {
  return <DashboardScreen role="dad" />;
}
