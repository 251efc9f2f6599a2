// The three completion checkboxes (Devotional, Fitness Challenge, Journal Entry), optimistic and each
// disabled only while its own save is pending.
import { t } from "../../lib/i18n.ts";
import clsx from "clsx";
import type { ProgressFlag } from "../../../shared/progress-flags.ts";
import type { TProgress, TToggleProgressResponse } from "../../../shared/schemas/progress.ts";
import { Checkbox } from "../ui/checkbox.tsx";
import { useProgressToggles } from "./progress-toggles.ts";
import "../../lib/catalog-parts/home.ts";

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
      <legend className="sr-only">{t("progress.legend", { week: weekNumber })}</legend>
      {/* Said beside the disabled boxes of a locked week (the API's words are planRunText.weekLocked). */}
      {locked ? <p className="text-sm text-navy-700">{t("progress.locked")}</p> : null}
      {checkboxes.map((box) => (
        <Checkbox
          key={box.flag}
          label={t(`progress.${box.flag}`)}
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
