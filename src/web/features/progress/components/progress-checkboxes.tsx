// The three completion checkboxes (Devotional, Fitness Challenge, Journal Entry), optimistic and each
// disabled only while its own save is pending.
import clsx from "clsx";
import { PROGRESS_FLAG_LABELS, type ProgressFlag } from "../../../../shared/progress-flags.ts";
import type { TProgress, TToggleProgressResponse } from "../../../../shared/schemas/progress.ts";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { useProgressToggles } from "../progress-toggles.ts";

export function ProgressCheckboxes({
  weekNumber,
  progress,
  onSaved,
  className,
}: {
  weekNumber: number;
  progress: TProgress;
  onSaved: (result: TToggleProgressResponse, flag: ProgressFlag) => void;
  className?: string;
}) {
  const { checkboxes, toggle } = useProgressToggles({ weekNumber, progress, onSaved });
  return (
    <fieldset className={clsx("space-y-3", className)}>
      <legend className="sr-only">Week {weekNumber} progress</legend>
      {checkboxes.map((box) => (
        <Checkbox
          key={box.flag}
          label={PROGRESS_FLAG_LABELS[box.flag]}
          checked={box.checked}
          disabled={box.pending}
          aria-busy={box.pending || undefined}
          onChange={(event) => void toggle(box.flag, event.currentTarget.checked)}
        />
      ))}
    </fieldset>
  );
}
