// What a challenge's results count, as the item form and the plan editor both author it: none,
// one or several measures (a fitness test names four), each a unit, a name and optional targets per version.
// Controlled: the forms keep the rows (targets as typed text) and turn them into the request.
import { Plus, Trash2 } from "lucide-react";
import { FITNESS_UNITS_IN_ORDER, FITNESS_VERSIONS, MAX_CHALLENGE_MEASURES, type FitnessUnit } from "../../../../shared/fitness.ts";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studio.ts";

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
  const measureName = (index: number) =>
    labelPrefix ? t("studio.measures.prefixedName", { prefix: labelPrefix, n: index + 1 }) : t("studio.measures.name", { n: index + 1 });
  return (
    <fieldset className="space-y-4 rounded-lg border border-navy-200 p-4">
      <legend className="px-1 font-semibold">{t("studio.measures.legend")}</legend>
      <p className="text-sm text-navy-700">{t("studio.measures.text")}</p>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      {rows.map((row, index) => (
        <div key={index} className="space-y-4 rounded-lg bg-navy-50 p-3" role="group" aria-label={measureName(index)}>
          <div className="grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
            <SelectField
              label={t("studio.measures.unit", { measure: measureName(index) })}
              value={row.unit}
              error={errorOf(`${index}.unit`)}
              onChange={(event) => set(index, { unit: event.target.value as FitnessUnit })}
            >
              {FITNESS_UNITS_IN_ORDER.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`studio.unit.${unit}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t("studio.measures.label", { measure: measureName(index) })}
              hint={t("studio.measures.labelHint")}
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
              {t("studio.measures.remove", { measure: measureName(index).toLowerCase() })}
            </Button>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {FITNESS_VERSIONS.map((version) => (
              <TextField
                key={version}
                label={t("studio.measures.target", { measure: measureName(index), version })}
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
          {t("studio.measures.add")}
        </Button>
      ) : null}
    </fieldset>
  );
}
