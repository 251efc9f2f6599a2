// "Log Your Progress" on a measured challenge (docs/areas/fitness.md, decision 038): this week's results side by
// side (dad and son), and the form that logs one — for himself, or a dad for his confirmed son — with the version
// done. A result above the usual range for the person's age band asks "are you sure?" first; the server refuses
// what is past the cap either way. The challenge's safety note stays beside the form.
import { ChartLine, ShieldAlert } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import {
  checkFitnessValue,
  FITNESS_UNIT_SHORT,
  FITNESS_VERSION_LABELS,
  FITNESS_VERSIONS,
  fitnessMessages,
  formatFitnessNumber,
  type FitnessVersion,
} from "../../../../shared/fitness.ts";
import type { TChallengeMeasure, TFitnessPerson, TFitnessResult } from "../../../../shared/schemas/fitness.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { paths } from "../../../paths.ts";
import { useFamilyFitness } from "../api/get-fitness-results.ts";
import { useLogFitness } from "../api/log-fitness.ts";

export interface FitnessLogChallenge {
  id: number;
  title: string;
  measure: TChallengeMeasure;
  /** The challenge's "Safety:" paragraph, when it has one. */
  safety: string | null;
}

function personLabel(person: TFitnessPerson): string {
  return person.isViewer ? `${person.fullName} (you)` : person.fullName;
}

/** This week's results for the challenge, one card per person of the family. */
function SideBySide({ people, results, measure }: { people: TFitnessPerson[]; results: TFitnessResult[]; measure: TChallengeMeasure }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="This week's results">
      {people.map((person) => {
        const result = results.find((r) => r.personId === person.userId);
        return (
          <li key={person.userId} className="rounded-lg bg-white p-4 ring-1 ring-navy-200">
            <p className="text-sm font-semibold text-navy-700">
              {personLabel(person)} · {person.role === "dad" ? "Dad" : "Son"}
            </p>
            {result ? (
              <p className="mt-1 text-2xl font-bold text-navy-950">
                {formatFitnessNumber(result.value)} <span className="text-base font-semibold">{FITNESS_UNIT_SHORT[measure.unit]}</span>
                <span className="mt-0.5 block text-sm font-normal text-navy-700">
                  {FITNESS_VERSION_LABELS[result.version]}
                  {result.loggedBy === "dad" ? " · logged by Dad" : ""}
                </span>
              </p>
            ) : (
              <p className="mt-1 text-navy-700">Not logged yet</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function FitnessLogPanel({ week, challenge }: { week: number; challenge: FitnessLogChallenge }) {
  const family = useFamilyFitness();
  const people = family.data?.people ?? [];
  const thisWeek = (family.data?.results ?? []).filter((r) => r.challengeId === challenge.id && r.weekNumber === week);
  const { measure } = challenge;
  return (
    <section aria-labelledby="log-your-progress" className="space-y-4 rounded-xl bg-navy-50 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="log-your-progress" className="text-xl font-bold">
          Log Your Progress
        </h3>
        <ButtonLink to={paths.fitness()} variant="ghost" size="sm" icon={<ChartLine aria-hidden="true" className="size-4" />}>
          See it grow
        </ButtonLink>
      </div>
      <p className="text-navy-800">
        {measure.label}, counted in {FITNESS_UNIT_SHORT[measure.unit]}.
      </p>
      {family.isError ? <Alert tone="error">{errorText(family.error, "Failed to load data")}</Alert> : null}
      {people.length > 0 ? <SideBySide people={people} results={thisWeek} measure={measure} /> : null}
      <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
        {challenge.safety ? (
          <aside aria-label="Safety" className="h-fit rounded-lg lg:order-last bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
            <p className="flex items-center gap-2 font-bold">
              <ShieldAlert aria-hidden="true" className="size-5" /> Safety
            </p>
            <p className="mt-1 text-sm leading-relaxed">{challenge.safety}</p>
          </aside>
        ) : null}
        {/* The safety note comes first on a phone (read before logging) and sits beside the form on a wide screen. */}
        {people.length > 0 ? <LogForm week={week} challenge={challenge} people={people.filter((p) => p.canLog)} /> : null}
      </div>
    </section>
  );
}

function LogForm({ week, challenge, people }: { week: number; challenge: FitnessLogChallenge; people: TFitnessPerson[] }) {
  const ids = useId();
  const log = useLogFitness();
  const [personId, setPersonId] = useState(people[0]?.userId ?? "");
  const [version, setVersion] = useState<FitnessVersion>("standard");
  const [valueText, setValueText] = useState("");
  const [note, setNote] = useState("");
  const [fieldError, setFieldError] = useState<Record<string, string>>({});
  const [askToConfirm, setAskToConfirm] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const person = people.find((p) => p.userId === personId) ?? people[0];
  const { measure } = challenge;
  if (!person) return null;
  const forSelf = person.isViewer;

  const submit = (confirmed: boolean) => {
    setSaved(null);
    const value = valueText.trim() === "" ? Number.NaN : Number(valueText.trim().replace(",", "."));
    const check = checkFitnessValue(measure.unit, person.ageBand, value);
    const refusal =
      check === "notANumber"
        ? fitnessMessages.valueRequired
        : check === "negative"
          ? fitnessMessages.valueNegative
          : check === "tooPrecise"
            ? fitnessMessages.valueTooPrecise
            : check === "tooHigh"
              ? fitnessMessages.valueTooHigh(measure.unit, person.ageBand)
              : null;
    if (refusal) {
      setFieldError({ value: refusal });
      return;
    }
    if (check === "unusual" && !confirmed) {
      setFieldError({});
      setAskToConfirm(fitnessMessages.confirmNeeded(measure.unit, person.ageBand));
      return;
    }
    setFieldError({});
    log.mutate(
      { personId: person.userId, challengeId: challenge.id, weekNumber: week, version, unit: measure.unit, value, confirmed, note: forSelf ? note : "" },
      {
        onSuccess: () => {
          setAskToConfirm(null);
          setValueText("");
          setNote("");
          setSaved(`${fitnessMessages.logged}: ${formatFitnessNumber(value)} ${FITNESS_UNIT_SHORT[measure.unit]} for ${forSelf ? "you" : person.fullName}.`);
        },
        onError: (error) => {
          setAskToConfirm(null);
          if (isApiError(error)) setFieldError(error.fields);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(false);
  };
  const formError = log.error && !(isApiError(log.error) && Object.keys(log.error.fields).length > 0) ? errorText(log.error, fitnessMessages.logFailed) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Log a result">
      {people.length > 1 ? (
        <fieldset className="space-y-2">
          <legend className="font-semibold">Whose result?</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {people.map((p) => (
              <label key={p.userId} className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={`${ids}-person`}
                  value={p.userId}
                  checked={p.userId === person.userId}
                  onChange={() => setPersonId(p.userId)}
                  className="size-4 accent-navy-900"
                />
                {p.isViewer ? "Mine" : p.fullName}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="font-semibold">Which version?</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {FITNESS_VERSIONS.map((v) => {
            const target = measure.targets[v];
            return (
              <label key={v} className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={`${ids}-version`}
                  value={v}
                  checked={version === v}
                  onChange={() => setVersion(v)}
                  className="size-4 accent-navy-900"
                />
                {FITNESS_VERSION_LABELS[v]}
                {target !== null ? <span className="text-sm text-navy-700">(target {formatFitnessNumber(target)})</span> : null}
              </label>
            );
          })}
        </div>
      </fieldset>
      <TextField
        label={`${measure.label} (${FITNESS_UNIT_SHORT[measure.unit]})`}
        inputMode="decimal"
        autoComplete="off"
        required
        value={valueText}
        onChange={(event) => setValueText(event.target.value)}
        error={fieldError.value ?? fieldError.unit ?? fieldError.challengeId}
        className="max-w-xs"
      />
      {forSelf ? (
        <TextAreaField
          label="Note for your journal (optional)"
          hint="Saved as a private Fitness Log entry with your result."
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={fieldError.note}
        />
      ) : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div aria-live="polite">{saved ? <Alert tone="success">{saved}</Alert> : null}</div>
      <Button type="submit" variant="accent" loading={log.isPending && askToConfirm === null}>
        Save Result
      </Button>
      <ConfirmDialog
        open={askToConfirm !== null}
        onOpenChange={(open) => {
          if (!open) setAskToConfirm(null);
        }}
        title="Are you sure?"
        description={askToConfirm ?? ""}
        confirmLabel="Yes, save it"
        cancelLabel="Let me check"
        variant="primary"
        pending={log.isPending}
        onConfirm={() => submit(true)}
      />
    </form>
  );
}
