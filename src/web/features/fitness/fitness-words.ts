// The fitness log's words in the page's language: units, versions, numbers and the form's own refusals. The shared
// words (src/shared/fitness.ts) stay English for the server, which translates its refusals where it sends them.
import { FITNESS_LIMITS, type FitnessAgeBand, type FitnessUnit, type FitnessValueCheck, type FitnessVersion } from "../../../shared/fitness.ts";
import "../../lib/catalog-parts/fitness.ts";
import { dateLocale, t } from "../../lib/i18n.ts";

/** The unit after a number: "25 reps", "1.5 metres". */
export function unitShort(unit: FitnessUnit): string {
  return t(`fitness.unitShort.${unit}`);
}

/** The unit in a list to pick from: "Repetitions", "Distance (metres)". */
export function unitLabel(unit: FitnessUnit): string {
  return t(`fitness.unitLabel.${unit}`);
}

export function versionLabel(version: FitnessVersion): string {
  return t(`fitness.version.${version}`);
}

/** "1,250" — at most two decimals, in the page's language. */
export function fitnessNumber(value: number): string {
  return value.toLocaleString(dateLocale(), { maximumFractionDigits: 2 });
}

/** "12 reps", "1.5 metres". */
export function amountOf(value: number, unit: FitnessUnit): string {
  return `${fitnessNumber(value)} ${unitShort(unit)}`;
}

/** "a, b and c" */
export function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : t("fitness.list", { items: items.slice(0, -1).join(", "), last: items.at(-1) ?? "" });
}

/** The field message for a result the rule refuses outright (null: it may be saved, perhaps after "are you sure?"). */
export function valueRefusal(check: FitnessValueCheck, unit: FitnessUnit, band: FitnessAgeBand): string | null {
  switch (check) {
    case "notANumber":
      return t("msg.fitness.valueRequired");
    case "negative":
      return t("msg.fitness.valueNegative");
    case "notWhole":
      return t("fitness.valueNotWhole", { unit: unitShort(unit) });
    case "tooPrecise":
      return t("msg.fitness.valueTooPrecise");
    case "tooHigh":
      return t("fitness.valueTooHigh", { max: fitnessNumber(FITNESS_LIMITS[unit][band].max), unit: unitShort(unit) });
    default:
      return null;
  }
}

/** "More than 150 reps is a lot. Are you sure?" */
export function confirmNeeded(unit: FitnessUnit, band: FitnessAgeBand): string {
  return t("fitness.confirmNeeded", { usual: fitnessNumber(FITNESS_LIMITS[unit][band].usual), unit: unitShort(unit) });
}
