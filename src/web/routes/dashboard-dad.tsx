// /dashboard/dad: the dashboard feature's page for a dad (the son's route renders the same page, role "son").
import { DashboardPage } from "../features/dashboard/components/dashboard-page.tsx";

/** The name dashboard-son.tsx imports. */
export { DashboardPage as DashboardScreen };

export default function DashboardDadScreen() {
  return <DashboardPage role="dad" />;
}
