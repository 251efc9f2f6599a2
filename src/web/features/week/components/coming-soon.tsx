import { CalendarClock } from "lucide-react";
import { EmptyState } from "../../../components/ui/empty-state.tsx";

/** What a week shows for an item that has no content yet (docs/areas/weekly-journey.md: a coming-soon empty state). */
export function ComingSoon({ what, week }: { what: string; week: number }) {
  return <EmptyState icon={<CalendarClock />} title="Coming Soon" description={`The ${what} for week ${week} is not available yet.`} />;
}
