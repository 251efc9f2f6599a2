// The three completion checkboxes (Devotional, Fitness Challenge, Journal Entry), optimistic and each
// disabled only while its own save is pending.
import clsx from "clsx";
import { PROGRESS_FLAG_LABELS, type ProgressFlag } from "../../../shared/progress-flags.ts";
import type { TProgress, TToggleProgressResponse } from "../../../shared/schemas/progress.ts";
import { Checkbox } from "../ui/checkbox.tsx";
import { useProgressToggles } from "./progress-toggles.ts";

/** Said beside the disabled boxes of a locked week (the API's words are planRunText.weekLocked). */
const LOCKED_WEEK_TEXT = "This week is part of the paid plan: it can be ticked once your family owns the plan.";

export function ProgressCheckboxes({
  weekNumber,
  progress,
  onSaved,
  className,
  locked = false,
}: {
  weekNumber: number;
  progress: TProgress;
  onSaved: (result: TToggleProgressResponse, flag: ProgressFlag) => void;
  className?: string;
  /** A paid plan's week the family does not own: nothing can be ticked (the API refuses it too). */
  locked?: boolean;
}) {
  const { checkboxes, toggle } = useProgressToggles({ weekNumber, progress, onSaved });
  return (
    <fieldset className={clsx("space-y-3", className)}>
      <legend className="sr-only">Week {weekNumber} progress</legend>
      {locked ? <p className="text-sm text-navy-700">{LOCKED_WEEK_TEXT}</p> : null}
      {checkboxes.map((box) => (
        <Checkbox
          key={box.flag}
          label={PROGRESS_FLAG_LABELS[box.flag]}
          // Found again by what it is, not by its generated id, if a tick before hydration must be replayed.
          data-item={`week-${weekNumber}-${box.flag}`}
          checked={box.checked}
          disabled={box.pending || locked}
          aria-busy={box.pending || undefined}
          onChange={(event) => void toggle(box.flag, event.currentTarget.checked)}
        />
      ))}
    </fieldset>
  );
}
