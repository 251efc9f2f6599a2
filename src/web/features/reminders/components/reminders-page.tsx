// /reminders (docs/areas/reminders.md): the viewer's weekly reminder, notifications on this
// phone, a dad's sons' reminders (with his consent), and for a dad the week's recap with "Encourage" and pause.
// A son sees his dad's encouragements. Positive words only.
import { Bell, Heart, PauseCircle, PlayCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { WEEKDAY_NAMES } from "../../../../shared/reminder-schedule.ts";
import { orderedChannels, REMINDER_CHANNELS, type ReminderChannelName, type TRecap, type TReminderSettings } from "../../../../shared/schemas/reminders.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { activeLocale, localize, t, type MessageKey } from "../../../lib/i18n.ts";
import { messages } from "../../../../shared/messages.ts";
import { useSession } from "../../../session/get-session.ts";
import { useEncourage } from "../api/encourage-son.ts";
import { FromYourDad } from "../../../components/family/from-your-dad.tsx";
import { useRecap } from "../api/get-recap.ts";
import { useReminders } from "../api/get-reminders.ts";
import { usePause } from "../api/pause-plan-run.ts";
import { useSaveReminder } from "../api/save-reminder.ts";
import { pushSupported, turnOnPush } from "../push-subscription.ts";
import { StreakLine } from "../../../components/family/family-streak.tsx";
import "../../../lib/catalog-parts/reminders.ts";

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

function timeZones(current: string): string[] {
  const list = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return Array.from(new Set(["UTC", current, browserTimeZone(), ...list])).sort();
}

const CHANNEL_LABELS: Record<ReminderChannelName, MessageKey> = { email: "reminders.channel.email", push: "reminders.channel.push" };

/** The day names in the page's language, Sunday first (1 January 2023 was a Sunday). */
function weekdayNames(): string[] {
  const format = new Intl.DateTimeFormat(activeLocale(), { weekday: "long", timeZone: "UTC" });
  return WEEKDAY_NAMES.map((_, index) => {
    const name = format.format(new Date(Date.UTC(2023, 0, 1 + index)));
    return name.charAt(0).toUpperCase() + name.slice(1);
  });
}

function ReminderForm({ settings, sonId, title }: { settings: TReminderSettings; sonId?: string; title: string }) {
  const save = useSaveReminder();
  const formId = useId();
  const [enabled, setEnabled] = useState(settings.configured ? settings.enabled : true);
  const [weekday, setWeekday] = useState(settings.weekday);
  const [time, setTime] = useState(settings.time);
  const [timeZone, setTimeZone] = useState(settings.configured ? settings.timeZone : browserTimeZone());
  const [channels, setChannels] = useState<ReminderChannelName[]>(settings.under13 ? ["push"] : settings.channels);
  const [consent, setConsent] = useState(settings.consentAt !== null);
  const [message, setMessage] = useState<string | null>(null);
  const fields = isApiError(save.error) ? save.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const body = { enabled, weekday, time, timeZone, channels, ...(sonId ? { consent } : {}) };
    save.mutate({ ...(sonId ? { sonId } : {}), body }, { onSuccess: (data) => setMessage(data.message ? localize(data.message) : t("reminders.saved")) });
  };
  const offered: ReminderChannelName[] = settings.under13 ? ["push"] : [...REMINDER_CHANNELS];
  const toggle = (name: ReminderChannelName, on: boolean) =>
    setChannels((current) => orderedChannels(on ? [...current, name] : current.filter((chosen) => chosen !== name)));
  return (
    <form onSubmit={submit} aria-labelledby={`${formId}-title`} className="space-y-4" noValidate>
      <h3 id={`${formId}-title`} className="text-lg font-bold">
        {title}
      </h3>
      {settings.stopped && settings.stoppedReason === "unanswered" ? <Alert tone="info">{t("reminders.stoppedQuiet")}</Alert> : null}
      <Checkbox label={t("reminders.enabled")} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label={t("reminders.day")} value={weekday} onChange={(e) => setWeekday(Number(e.target.value))} error={localize(fields.weekday)}>
          {weekdayNames().map((name, index) => (
            <option key={name} value={index}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField label={t("reminders.time")} type="time" value={time} onChange={(e) => setTime(e.target.value)} error={localize(fields.time)} required />
        <SelectField label={t("reminders.timeZone")} value={timeZone} onChange={(e) => setTimeZone(e.target.value)} error={localize(fields.timeZone)}>
          {timeZones(timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-navy-900">{t("reminders.how")}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {offered.map((name) => (
            <Checkbox key={name} label={t(CHANNEL_LABELS[name])} checked={channels.includes(name)} onChange={(e) => toggle(name, e.target.checked)} />
          ))}
        </div>
        {settings.under13 ? <p className="text-sm text-navy-600">{t("reminders.under13")}</p> : null}
        {fields.channels ? <p className="text-sm font-semibold text-red-700">{localize(fields.channels)}</p> : null}
      </fieldset>
      {sonId ? (
        <Checkbox
          label={t("reminders.consent", { name: settings.name.split(" ")[0] ?? settings.name })}
          description={t("reminders.consentHint")}
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
        />
      ) : null}
      {fields.consent ? <p className="text-sm font-semibold text-red-700">{localize(fields.consent)}</p> : null}
      {save.error && Object.keys(fields).length === 0 ? <Alert tone="error">{localize(save.error.message)}</Alert> : null}
      {message ? (
        <p role="status" className="text-sm font-semibold text-emerald-800">
          {message}
        </p>
      ) : null}
      <Button type="submit" loading={save.isPending}>
        {t("reminders.save")}
      </Button>
    </form>
  );
}

function PushControl({ count }: { count: number }) {
  const [state, setState] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!pushSupported()) return <p className="text-sm text-navy-600">{t("reminders.pushUnsupported")}</p>;
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        icon={<Bell />}
        loading={busy}
        // Its words are longer in Spanish: they wrap on a phone instead of widening the page.
        className="min-h-11 !h-auto max-w-full py-2 text-left !whitespace-normal"
        onClick={() => {
          setBusy(true);
          turnOnPush()
            .then((text) => setState({ tone: "success", text: localize(text) }))
            .catch((error: unknown) =>
              setState({ tone: "error", text: localize(error instanceof Error ? error.message : "Notifications could not be turned on.") }),
            )
            .finally(() => setBusy(false));
        }}
      >
        {t("reminders.pushTurnOn")}
      </Button>
      <p className="text-sm text-navy-600">{count > 0 ? t("reminders.pushCount", { count }) : t("reminders.pushNone")}</p>
      {state ? (
        <p role="status" className={state.tone === "success" ? "text-sm font-semibold text-emerald-800" : "text-sm font-semibold text-red-700"}>
          {state.text}
        </p>
      ) : null}
    </div>
  );
}

function Recap({ recap }: { recap: TRecap }) {
  const encourage = useEncourage();
  const pause = usePause();
  const [sent, setSent] = useState<Record<string, string>>({});
  return (
    <section id="recap" aria-labelledby="recap-title" className="space-y-4">
      <h2 id="recap-title" className="text-2xl font-bold">
        {t("reminders.recapTitle", { week: recap.familyWeek })}
      </h2>
      <StreakLine streak={recap.streak} />
      {recap.weekTitle ? <p className="text-navy-700">{t("reminders.thisWeek", { title: recap.weekTitle })}</p> : null}
      <ul className="space-y-3">
        {recap.sons.map((son) => (
          <li key={son.userId}>
            <Card className="space-y-2 p-4">
              <p className="font-semibold">
                {son.finished ? t("reminders.sonFinished", { name: son.name }) : t("reminders.sonDone", { name: son.name, done: son.itemsDone })}
              </p>
              {son.sharedEntries.length > 0 ? (
                <ul className="list-disc pl-5 text-sm text-navy-700">
                  {son.sharedEntries.map((entry) => (
                    <li key={entry.id}>{t("reminders.shared", { title: entry.title })}</li>
                  ))}
                </ul>
              ) : null}
              <Button
                size="sm"
                variant="accent"
                icon={<Heart />}
                disabled={son.encouragedToday || sent[son.userId] !== undefined}
                loading={encourage.isPending && encourage.variables === son.userId}
                onClick={() => encourage.mutate(son.userId, { onSuccess: (data) => setSent((s) => ({ ...s, [son.userId]: data.message })) })}
              >
                {t("reminders.encourage", { name: son.name.split(" ")[0] ?? son.name })}
              </Button>
              {sent[son.userId] ? (
                <p role="status" className="text-sm font-semibold text-emerald-800">
                  {localize(sent[son.userId])}
                </p>
              ) : son.encouragedToday ? (
                <p className="text-sm text-navy-600">{t("reminders.encouragedToday")}</p>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
      {recap.nextWeekTitle ? <p className="text-navy-700">{t("reminders.nextWeek", { title: recap.nextWeekTitle })}</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        {recap.streak.paused ? (
          <Button variant="secondary" icon={<PlayCircle />} loading={pause.isPending} onClick={() => pause.mutate({ pause: false })}>
            {t("reminders.resume")}
          </Button>
        ) : (
          <Button variant="secondary" icon={<PauseCircle />} loading={pause.isPending} onClick={() => pause.mutate({ pause: true, reason: "holiday" })}>
            {t("reminders.pause")}
          </Button>
        )}
        {pause.data ? (
          <p role="status" className="text-sm font-semibold text-emerald-800">
            {localize(pause.data.message)}
          </p>
        ) : null}
        {pause.error ? <p className="text-sm font-semibold text-red-700">{localize(pause.error.message)}</p> : null}
      </div>
    </section>
  );
}

export function RemindersPage() {
  const { user } = useSession();
  const isDad = user?.role === "dad";
  const query = useReminders();
  const recap = useRecap(isDad);
  return (
    <Page title={t("reminders.title")} description={t("reminders.description")} width="medium">
      <QueryState query={query} error={localize(messages.loadDataFailed)} loadingMessage={t("reminders.loading")}>
        {(data) => (
          <div className="space-y-10">
            {user?.role === "son" ? <FromYourDad /> : null}
            {user?.role === "son" && !data.mine.configured ? (
              <Alert tone="info">{t("reminders.sonAsk")}</Alert>
            ) : (
              <Card className="p-5">
                <ReminderForm settings={data.mine} title={t("reminders.mine")} />
              </Card>
            )}
            <section aria-labelledby="push-title" className="space-y-2">
              <h2 id="push-title" className="text-2xl font-bold">
                {t("reminders.notifications")}
              </h2>
              <PushControl count={data.pushSubscriptions} />
            </section>
            {data.sons.length > 0 ? (
              <section aria-labelledby="sons-title" className="space-y-4">
                <h2 id="sons-title" className="text-2xl font-bold">
                  {t("reminders.sons")}
                </h2>
                {data.sons.map((son) => (
                  <Card key={son.userId} className="p-5">
                    <ReminderForm settings={son} sonId={son.userId} title={son.name} />
                  </Card>
                ))}
              </section>
            ) : null}
            {isDad && recap.data ? <Recap recap={recap.data} /> : null}
          </div>
        )}
      </QueryState>
    </Page>
  );
}
