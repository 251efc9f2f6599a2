import { useNavigation } from "react-router";

/** A thin bar at the top while the next screen's code loads (each screen is its own chunk). */
export function NavigationProgress() {
  const navigating = useNavigation().state !== "idle";
  if (!navigating) return null;
  return <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-amber-400" />;
}
