// The family streak (decision 048), small and kind: weeks in a row finished together. Never a warning, never a
// countdown; a paused plan says the streak is safe.
import { Flame } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { TStreak } from "../../../../shared/schemas/reminders.ts";
import { useStreak } from "../api/reminders.ts";

export function streakSentence(streak: TStreak): string {
  if (streak.paused) return "Plan paused: your streak is safe.";
  if (streak.weeks === 0) return "Finish a week together to start your family streak.";
  return `${streak.weeks} ${streak.weeks === 1 ? "week" : "weeks"} together in a row${streak.graceUsed > 0 ? " (a grace week helped)" : ""}.`;
}

export function StreakLine({ streak }: { streak: TStreak }) {
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-navy-800" data-testid="family-streak">
      <Flame aria-hidden="true" className="size-4 text-amber-600" />
      <span>Family streak: {streakSentence(streak)}</span>
    </p>
  );
}

/**
 * Waits until the browser is idle after the dashboard painted: the dashboard hydrates from the answers embedded in
 * its HTML without a request (decision 025); the streak is secondary and follows.
 */
function useAfterPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = typeof window.requestIdleCallback === "function";
    const handle = idle ? window.requestIdleCallback(() => setReady(true), { timeout: 2000 }) : window.setTimeout(() => setReady(true), 300);
    return () => (idle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, []);
  return ready;
}

/** The dashboard's line: the streak and a link to reminders. Nothing while loading or on failure. */
export function FamilyStreak() {
  const query = useStreak(useAfterPaint());
  if (!query.data) return null;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-2 px-4 pt-4 sm:px-6 lg:px-8">
      <StreakLine streak={query.data} />
      <Link to="/reminders" className="text-sm font-semibold text-navy-800 underline underline-offset-2">
        Reminders
      </Link>
    </div>
  );
}
