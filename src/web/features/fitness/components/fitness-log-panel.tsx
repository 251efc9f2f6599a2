// The week page's fitness log (docs/areas/fitness.md). A measured challenge is the plan's test:
// "Log Your Progress" with a "Test week" badge asks each of its measures (the launch plans' fitness test names four).
// Every week, tested or not, the family also logs the measures it follows (push-ups week after week), and picks
// them here. This week's results sit side by side (dad and son); the form logs them for himself, or a dad for his
// confirmed son. A result above the usual range for the person's age band asks "are you sure?" first; the server
// refuses what is past the cap either way. The challenge's safety note stays beside the form.
import { ChartLine, ClipboardCheck, Plus, ShieldAlert } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { checkFitnessValue, FITNESS_UNITS_IN_ORDER, FITNESS_VERSIONS, type FitnessUnit, type FitnessVersion } from "../../../../shared/fitness.ts";
import type { TChallengeMeasure, TFitnessLogResponse, TFitnessPerson } from "../../../../shared/schemas/fitness.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ConfirmDialog, openWhileChosen } from "../../../components/ui/confirm-dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import "../../../lib/catalog-parts/fitness.ts";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../paths.ts";
import { useFollowMeasure, useUnfollowMeasure } from "../api/family-measures.ts";
import { useFamilyFitness } from "../api/get-fitness-results.ts";
import { useLogFitness } from "../api/log-fitness.ts";
import { measureSuggestions, resultOfWeek, weekMeasures, type WeekMeasure } from "../fitness-rules.ts";
import { amountOf, confirmNeeded, fitnessNumber, listOf, unitLabel, unitShort, valueRefusal, versionLabel } from "../fitness-words.ts";

export interface FitnessLogChallenge {
  id: number;
  title: string;
  /** Its measures: none for a challenge that is only ticked (the family's own measures are still logged). */
  measures: TChallengeMeasure[];
  /** The challenge's "Safety:" paragraph, when it has one. */
  safety: string | null;
}

function personLabel(person: TFitnessPerson): string {
  return person.isViewer ? t("fitness.you", { name: person.fullName }) : person.fullName;
}

/** This week's results, one card per person of the family, a line per measure of the form. */
function SideBySide({ data, week, planId, measures }: { data: TFitnessLogResponse; week: number; planId: number | null; measures: WeekMeasure[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={t("fitness.log.resultsLabel")}>
      {data.people.map((person) => {
        const lines = measures.flatMap((measure) => {
          const result = resultOfWeek(data.results, { personId: person.userId, weekNumber: week, planId, measureKey: measure.key });
          return result ? [{ measure, result }] : [];
        });
        return (
          <li key={person.userId} className="rounded-lg bg-white p-4 ring-1 ring-navy-200">
            <p className="text-sm font-semibold text-navy-700">
              {personLabel(person)} · {t(person.role === "dad" ? "fitness.log.dad" : "fitness.log.son")}
            </p>
            {lines.length === 0 ? <p className="mt-1 text-navy-700">{t("fitness.log.notLogged")}</p> : null}
            {lines.map(({ measure, result }) => (
              <p key={measure.key} className="mt-1 text-navy-950">
                {measures.length > 1 ? <span className="font-semibold">{measure.label}: </span> : null}
                <span className={measures.length > 1 ? "font-bold" : "text-2xl font-bold"}>{amountOf(result.value, measure.unit)}</span>
                <span className="block text-sm text-navy-700">
                  {result.test ? versionLabel(result.version) : t("fitness.log.weeklyMeasure")}
                  {result.loggedBy === "dad" ? t("fitness.log.loggedByDad") : ""}
                </span>
              </p>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

export function FitnessLogPanel({ week, planId, challenge }: { week: number; planId: number | null; challenge: FitnessLogChallenge }) {
  const headingId = useId();
  const family = useFamilyFitness();
  const data = family.data;
  const test = challenge.measures.length > 0;
  const measures = weekMeasures(challenge.measures, data?.measures ?? []);
  const loggers = (data?.people ?? []).filter((p) => p.canLog);
  // Someone outside a family (an organization's staff previewing a plan) reads what the test measures, nothing more.
  const outsideFamily = isApiError(family.error) && (family.error.status === 401 || family.error.status === 403);
  if (outsideFamily && !test) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl bg-navy-50 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-xl font-bold">
            {t(test ? "fitness.log.testHeading" : "fitness.log.weeklyHeading")}
          </h3>
          {test ? (
            <Badge tone="amber" icon={<ClipboardCheck aria-hidden="true" className="size-3.5" />}>
              {t("fitness.page.testWeek")}
            </Badge>
          ) : null}
        </div>
        <ButtonLink to={paths.fitness()} variant="ghost" size="sm" icon={<ChartLine aria-hidden="true" className="size-4" />}>
          {t("fitness.log.seeItGrow")}
        </ButtonLink>
      </div>
      <p className="text-navy-800">
        {test
          ? t("fitness.log.testText", { measures: listOf(challenge.measures.map((m) => `${m.label} (${unitShort(m.unit)})`)) })
          : t("fitness.log.weeklyText")}
      </p>
      {family.isError && !outsideFamily ? <Alert tone="error">{errorText(family.error, t("msg.loadDataFailed"))}</Alert> : null}
      {data && measures.length > 0 ? <SideBySide data={data} week={week} planId={planId} measures={measures} /> : null}
      {measures.length > 0 ? (
        <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
          {/* The safety note comes first on a phone (read before logging) and sits beside the form on a wide screen. */}
          {challenge.safety ? (
            <aside aria-label={t("fitness.log.safety")} className="h-fit rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200 lg:order-last">
              <p className="flex items-center gap-2 font-bold">
                <ShieldAlert aria-hidden="true" className="size-5" /> {t("fitness.log.safety")}
              </p>
              <p className="mt-1 text-sm leading-relaxed">{challenge.safety}</p>
            </aside>
          ) : null}
          {loggers.length > 0 ? <LogForm week={week} challenge={challenge} measures={measures} people={loggers} /> : null}
        </div>
      ) : null}
      {data ? <FollowMeasures challenge={challenge} data={data} /> : null}
    </section>
  );
}

function LogForm({ week, challenge, measures, people }: { week: number; challenge: FitnessLogChallenge; measures: WeekMeasure[]; people: TFitnessPerson[] }) {
  const ids = useId();
  const log = useLogFitness();
  const unfollow = useUnfollowMeasure();
  const [personId, setPersonId] = useState(people[0]?.userId ?? "");
  const [version, setVersion] = useState<FitnessVersion>("standard");
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [note, setNote] = useState("");
  const [fieldError, setFieldError] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [askToConfirm, setAskToConfirm] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const person = people.find((p) => p.userId === personId) ?? people[0];
  const test = challenge.measures.length > 0;
  if (!person) return null;
  const forSelf = person.isViewer;

  const submit = (confirmed: boolean) => {
    setSaved(null);
    setFormError(null);
    const errors: Record<string, string> = {};
    const questions: string[] = [];
    const values: { measure: WeekMeasure; value: number }[] = [];
    for (const measure of measures) {
      const text = (texts[measure.key] ?? "").trim();
      if (text === "") continue;
      const value = Number(text.replace(",", "."));
      const check = checkFitnessValue(measure.unit, person.ageBand, value);
      const refusal = valueRefusal(check, measure.unit, person.ageBand);
      if (refusal) errors[measure.key] = refusal;
      else {
        if (check === "unusual") questions.push(confirmNeeded(measure.unit, person.ageBand));
        values.push({ measure, value });
      }
    }
    const first = measures[0];
    if (values.length === 0 && Object.keys(errors).length === 0 && first) errors[first.key] = t("msg.fitness.nothingToSave");
    setFieldError(errors);
    if (Object.keys(errors).length > 0) return;
    if (questions.length > 0 && !confirmed) {
      setAskToConfirm(questions.join(" "));
      return;
    }
    log.mutate(
      {
        personId: person.userId,
        challengeId: challenge.id,
        weekNumber: week,
        version,
        values: values.map(({ measure, value }) => ({ measureKey: measure.key, value })),
        confirmed,
        note: forSelf ? note : "",
      },
      {
        onSuccess: (answer) => {
          setAskToConfirm(null);
          setTexts({});
          setNote("");
          const list = values.map(({ measure, value }) =>
            measures.length > 1 ? `${measure.label} ${amountOf(value, measure.unit)}` : amountOf(value, measure.unit),
          );
          const loggedTest = values.some(({ measure }) => measure.test);
          const lead = t(answer.ticked ? "msg.fitness.logged" : "msg.fitness.savedWithoutTick");
          const zero = loggedTest && !answer.ticked ? ` ${t("msg.fitness.zeroDoesNotTick")}` : "";
          const said = forSelf
            ? t("fitness.log.savedForYou", { lead, list: list.join(", ") })
            : t("fitness.log.savedFor", { lead, list: list.join(", "), who: person.fullName });
          setSaved(`${said}${zero}`);
        },
        onError: (error) => {
          setAskToConfirm(null);
          if (!isApiError(error) || Object.keys(error.fields).length === 0) {
            setFormError(errorText(error, t("msg.fitness.logFailed")));
            return;
          }
          // The answer names the sent values by position: put each message under its measure's field.
          const placed: Record<string, string> = {};
          for (const [name, message] of Object.entries(error.fields)) {
            const index = /^values\.(\d+)\./.exec(name)?.[1];
            const measure = index === undefined ? undefined : values[Number(index)]?.measure;
            if (measure) placed[measure.key] = message;
            else if (name === "note") placed.note = message;
            else setFormError(message);
          }
          setFieldError(placed);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(false);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("fitness.log.formLabel")}>
      {people.length > 1 ? (
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t("fitness.log.whose")}</legend>
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
                {p.isViewer ? t("fitness.log.mine") : p.fullName}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {test ? (
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t("fitness.log.whichVersion")}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {FITNESS_VERSIONS.map((v) => (
              <label key={v} className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={`${ids}-version`}
                  value={v}
                  checked={version === v}
                  onChange={() => setVersion(v)}
                  className="size-4 accent-navy-900"
                />
                {versionLabel(v)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {measures.map((measure) => {
          const target = measure.targets?.[version] ?? null;
          return (
            <div key={measure.key} className="space-y-1">
              <TextField
                label={`${measure.label} (${unitShort(measure.unit)})`}
                hint={
                  target !== null
                    ? t(`fitness.log.target.${version}`, { target: fitnessNumber(target) })
                    : measure.followId !== null
                      ? t("fitness.log.followedHint")
                      : undefined
                }
                inputMode={measure.unit === "repetitions" || measure.unit === "rounds" ? "numeric" : "decimal"}
                autoComplete="off"
                value={texts[measure.key] ?? ""}
                onChange={(event) => setTexts((current) => ({ ...current, [measure.key]: event.target.value }))}
                error={fieldError[measure.key]}
              />
              {measure.followId !== null ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  loading={unfollow.isPending && unfollow.variables === measure.followId}
                  onClick={() => unfollow.mutate(measure.followId ?? 0)}
                >
                  {t("fitness.log.stopFollowing", { measure: measure.label })}
                </Button>
              ) : null}
            </div>
          );
        })}
      </div>
      {forSelf ? (
        <TextAreaField
          label={t("fitness.log.noteLabel")}
          hint={t("fitness.log.noteHint")}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={fieldError.note}
        />
      ) : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div aria-live="polite">{saved ? <Alert tone="success">{saved}</Alert> : null}</div>
      <Button type="submit" variant="accent" loading={log.isPending && askToConfirm === null}>
        {t("fitness.log.save")}
      </Button>
      <ConfirmDialog
        {...openWhileChosen(askToConfirm, () => setAskToConfirm(null))}
        title={t("fitness.log.confirmTitle")}
        description={askToConfirm ?? ""}
        confirmLabel={t("fitness.log.confirmYes")}
        cancelLabel={t("fitness.log.confirmCheck")}
        variant="primary"
        pending={log.isPending}
        onConfirm={() => submit(true)}
      />
    </form>
  );
}

/** Follow a measure every week: one tap for a suggestion (this week's test, what was logged before, push-ups), or his own. */
function FollowMeasures({ challenge, data }: { challenge: FitnessLogChallenge; data: TFitnessLogResponse }) {
  const headingId = useId();
  const follow = useFollowMeasure();
  const [label, setLabel] = useState("");
  const [unit, setUnit] = useState<FitnessUnit>("repetitions");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const suggestions = measureSuggestions(challenge.measures, data.results, data.measures);

  const followOne = (measure: { label: string; unit: FitnessUnit }, own: boolean) => {
    setDone(null);
    setErrors({});
    follow.mutate(measure, {
      onSuccess: (answer) => {
        if (own) setLabel("");
        setDone(t("fitness.follow.done", { measure: answer.measure.label }));
      },
      onError: (error) =>
        setErrors(isApiError(error) && Object.keys(error.fields).length > 0 ? error.fields : { _: errorText(error, t("msg.fitness.logFailed")) }),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    followOne({ label, unit }, true);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-navy-200 pt-4">
      <h4 id={headingId} className="font-bold">
        {t("fitness.follow.heading")}
      </h4>
      {data.measures.length === 0 ? <p className="text-sm text-navy-800">{t("fitness.follow.pick")}</p> : null}
      {suggestions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {suggestions.map((s) => (
            <Button
              key={s.key}
              type="button"
              variant="secondary"
              size="sm"
              icon={<Plus aria-hidden="true" className="size-4" />}
              disabled={follow.isPending}
              onClick={() => followOne({ label: s.label, unit: s.unit }, false)}
            >
              {t("fitness.follow.suggestion", { measure: s.label, unit: unitShort(s.unit) })}
            </Button>
          ))}
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label={t("fitness.follow.formLabel")} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <TextField
          label={t("fitness.follow.ownLabel")}
          hint={t("fitness.follow.ownHint")}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          error={errors.label}
        />
        <SelectField label={t("fitness.follow.countedIn")} value={unit} onChange={(event) => setUnit(event.target.value as FitnessUnit)} error={errors.unit}>
          {FITNESS_UNITS_IN_ORDER.map((u) => (
            <option key={u} value={u}>
              {unitLabel(u)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary" className="sm:mt-7" loading={follow.isPending && label !== ""}>
          {t("fitness.follow.submit")}
        </Button>
      </form>
      {errors._ ? <Alert tone="error">{errors._}</Alert> : null}
      <div aria-live="polite">{done ? <p className="text-sm font-medium text-emerald-900">{done}</p> : null}</div>
    </section>
  );
}
