// The son's dashboard (/dashboard/son): the dad's layout without Dad's Corner (which the API never sends him).
import { DashboardScreen } from "./dashboard-dad.tsx";

export default function DashboardSonScreen() {
  return <DashboardScreen role="son" />;
}
