// What a challenge's results count, as the item form and the plan editor both author it: none,
// one or several measures (a fitness test names four), each a unit, a name and optional targets per version.
// Controlled: the forms keep the rows (targets as typed text) and turn them into the request.
import { Plus, Trash2 } from "lucide-react";
import {
  FITNESS_UNIT_LABELS,
  FITNESS_UNITS_IN_ORDER,
  FITNESS_VERSION_LABELS,
  FITNESS_VERSIONS,
  MAX_CHALLENGE_MEASURES,
  type FitnessUnit,
} from "../../../../shared/fitness.ts";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";

export interface MeasureRow {
  unit: FitnessUnit;
  label: string;
  targets: { standard: string; easier: string; harder: string };
}

export const emptyMeasureRow = (): MeasureRow => ({ unit: "repetitions", label: "", targets: { standard: "", easier: "", harder: "" } });

/** A stored measure as the form's row (targets as text, "" for none). */
export function measureRowOf(measure: { unit: FitnessUnit; label: string; targets: Record<(typeof FITNESS_VERSIONS)[number], number | null> }): MeasureRow {
  const text = (target: number | null) => (target === null ? "" : String(target));
  return {
    unit: measure.unit,
    label: measure.label,
    targets: { standard: text(measure.targets.standard), easier: text(measure.targets.easier), harder: text(measure.targets.harder) },
  };
}

export function MeasuresFieldset({
  rows,
  onChange,
  errorOf,
  labelPrefix = "",
}: {
  rows: MeasureRow[];
  onChange: (rows: MeasureRow[]) => void;
  /** The message for a path under the measures ("", "0.label", "1.targets.standard"), if any. */
  errorOf: (path: string) => string | undefined;
  /** Words before each field's label, so several challenges on one page keep their fields apart ("Week 2 "). */
  labelPrefix?: string;
}) {
  const set = (index: number, patch: Partial<MeasureRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const listError = errorOf("");
  const measureName = (index: number) => (labelPrefix ? `${labelPrefix}measure ${index + 1}` : `Measure ${index + 1}`);
  const name = (index: number, part: string) => `${measureName(index)} ${part}`;
  return (
    <fieldset className="space-y-4 rounded-lg border border-navy-200 p-4">
      <legend className="px-1 font-semibold">What a result counts (optional)</legend>
      <p className="text-sm text-navy-700">
        Add a measure for each number families write down: one for a timed hold or a count of rounds, several for a fitness test (push-ups, a plank, a jump).
        Without one the challenge is only ticked; families can still follow their own measures every week.
      </p>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      {rows.map((row, index) => (
        <div key={index} className="space-y-4 rounded-lg bg-navy-50 p-3" role="group" aria-label={measureName(index)}>
          <div className="grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
            <SelectField
              label={name(index, "unit")}
              value={row.unit}
              error={errorOf(`${index}.unit`)}
              onChange={(event) => set(index, { unit: event.target.value as FitnessUnit })}
            >
              {FITNESS_UNITS_IN_ORDER.map((unit) => (
                <option key={unit} value={unit}>
                  {FITNESS_UNIT_LABELS[unit]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={name(index, "name (optional)")}
              hint="For example Push-ups or Forearm plank"
              value={row.label}
              error={errorOf(`${index}.label`)}
              onChange={(event) => set(index, { label: event.target.value })}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              Remove {measureName(index).toLowerCase()}
            </Button>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {FITNESS_VERSIONS.map((version) => (
              <TextField
                key={version}
                label={name(index, `target, ${FITNESS_VERSION_LABELS[version].toLowerCase()} (optional)`)}
                inputMode="decimal"
                value={row.targets[version]}
                error={errorOf(`${index}.targets.${version}`)}
                onChange={(event) => set(index, { targets: { ...row.targets, [version]: event.target.value } })}
              />
            ))}
          </div>
        </div>
      ))}
      {rows.length < MAX_CHALLENGE_MEASURES ? (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => onChange([...rows, emptyMeasureRow()])}
        >
          Add a measure
        </Button>
      ) : null}
    </fieldset>
  );
}
