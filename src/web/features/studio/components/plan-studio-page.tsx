// The plan editor: the whole plan on one page, its weeks as sections, each week's
// devotional, challenge and Dad's Corner written in place and saved as you type. Every save names the plan's
// version: a plan changed elsewhere (another tab) is shown as a conflict, never overwritten. What is typed is also
// kept in this browser until the server has it, so a closed tab loses nothing.
import { useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Download, Eye, Plus, RotateCw, Send } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from "react";
import type { TUploadedImageResponse } from "../../../../shared/schemas/uploads.ts";
import { CoverImageSection } from "../../../components/plan/cover-image-section.tsx";
import { FlashMessage } from "../../../components/layout/flash-message.tsx";
import { studioMessages, type TStudioResponse, type TStudioWeek } from "../../../../shared/schemas/studio.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { api, isApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { dateLocale, localize, t, type MessageKey } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/serverMessages.ts";
import "../../../lib/catalog-parts/studioEditor.ts";
import { saveWeek, saveWeekOrder, studioKeys, updatePlanDetails, usePlanStudio, usePublishPlan } from "../api/plan-studio.ts";
import { useStudio } from "../studio.tsx";
import { MeasuresFieldset, measureRowOf, type MeasureRow } from "./measures-fieldset.tsx";

interface DevotionalForm {
  id: number | null;
  title: string;
  scriptureReference: string;
  content: string;
  memoryVerse: string;
  questions: string;
}
interface ChallengeForm {
  id: number | null;
  title: string;
  fitnessFocus: string;
  difficulty: string;
  durationMinutes: string;
  description: string;
  equipment: string;
  measures: MeasureRow[];
  /** Fields the editor does not show are sent back as they were. */
  rest: Record<string, unknown>;
}
interface CornerForm {
  id: number | null;
  title: string;
  content: string;
  resources: { label: string; url: string }[];
}
interface WeekForm {
  weekNumber: number;
  devotional: DevotionalForm;
  challenge: ChallengeForm;
  dadsCorner: CornerForm;
}

type WeekPart = "devotional" | "challenge" | "dadsCorner";
/** The keys of a part whose value is a text field's. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

type SaveState = "saved" | "saving" | "unsaved" | "conflict" | "invalid";

const emptyDevotional = (): DevotionalForm => ({ id: null, title: "", scriptureReference: "", content: "", memoryVerse: "", questions: "" });
const emptyChallenge = (): ChallengeForm => ({
  id: null,
  title: "",
  fitnessFocus: "",
  difficulty: "2",
  durationMinutes: "30",
  description: "",
  equipment: "",
  measures: [],
  rest: {},
});
const emptyCorner = (): CornerForm => ({ id: null, title: "", content: "", resources: [] });

function toForm(week: TStudioWeek): WeekForm {
  const d = week.devotional;
  const c = week.challenge;
  const dc = week.dadsCorner;
  const challengeRest = c
    ? Object.fromEntries(
        Object.entries(c).filter(
          ([key]) => !["id", "title", "fitnessFocus", "difficulty", "durationMinutes", "description", "equipmentNeeded", "measures"].includes(key),
        ),
      )
    : {};
  return {
    weekNumber: week.weekNumber,
    devotional: d
      ? {
          id: d.id,
          title: d.title,
          scriptureReference: d.scriptureReference,
          content: d.content,
          memoryVerse: d.memoryVerse,
          questions: d.discussionQuestions.join("\n"),
        }
      : emptyDevotional(),
    challenge: c
      ? {
          id: c.id,
          title: c.title,
          fitnessFocus: c.fitnessFocus,
          difficulty: String(c.difficulty),
          durationMinutes: String(c.durationMinutes),
          description: c.description,
          equipment: c.equipmentNeeded.join(", "),
          measures: c.measures.map(measureRowOf),
          rest: challengeRest,
        }
      : emptyChallenge(),
    dadsCorner: dc ? { id: dc.id, title: dc.title, content: dc.content, resources: dc.resources } : emptyCorner(),
  };
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
const commaList = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** A typed target: empty is none; anything else is sent as typed when it is not a number, so the server says why. */
function targetValue(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** A slot left completely empty is "none"; anything typed is sent (and the server says what is missing). */
function toBody(week: WeekForm, version: number) {
  const d = week.devotional;
  const c = week.challenge;
  const dc = week.dadsCorner;
  const devotionalTyped = [d.title, d.scriptureReference, d.content, d.memoryVerse, d.questions].some((v) => v.trim());
  const challengeTyped = [c.title, c.fitnessFocus, c.description, c.equipment].some((v) => v.trim());
  const cornerTyped = [dc.title, dc.content].some((v) => v.trim());
  // The form keeps the questions as one text, one per line; the rest is sent as it is.
  const { questions, ...devotionalFields } = d;
  return {
    version,
    devotional: devotionalTyped ? { ...devotionalFields, discussionQuestions: lines(questions) } : null,
    challenge: challengeTyped
      ? {
          ...c.rest,
          id: c.id,
          title: c.title,
          fitnessFocus: c.fitnessFocus,
          difficulty: Number(c.difficulty),
          durationMinutes: Number(c.durationMinutes),
          description: c.description,
          equipmentNeeded: commaList(c.equipment),
          measures: c.measures.map((m) => ({
            unit: m.unit,
            label: m.label,
            targets: { standard: targetValue(m.targets.standard), easier: targetValue(m.targets.easier), harder: targetValue(m.targets.harder) },
          })),
        }
      : null,
    dadsCorner: cornerTyped ? { id: dc.id, title: dc.title, content: dc.content, resources: dc.resources } : null,
  };
}

const SAVE_DELAY_MS = 800;
const backupKey = (apiBase: string, planId: number) => `strongbond:studio:${apiBase}:${planId}`;

/** The save line's words for each state of the autosave. */
const SAVE_STATE_TEXT: Readonly<Record<SaveState, MessageKey>> = {
  saved: "studioEditor.save.saved",
  saving: "studioEditor.save.saving",
  unsaved: "studioEditor.save.unsaved",
  conflict: "studioEditor.save.conflict",
  invalid: "studioEditor.save.invalid",
};

export function PlanStudioPage({ planId }: { planId: number | null }) {
  const query = usePlanStudio(planId);
  return (
    <Page title={t("studioEditor.page.title")} heading={null} width="wide">
      <QueryState query={query} error={{ failed: t("studioEditor.page.failed"), notFound: t("studioEditor.page.notFound") }}>
        {(data) => <Editor key={`${planId}`} data={data} />}
      </QueryState>
    </Page>
  );
}

function Editor({ data }: { data: TStudioResponse }) {
  const studio = useStudio();
  const queryClient = useQueryClient();
  const planId = data.plan.id;
  const key = backupKey(studio.apiBase, planId);
  const [weeks, setWeeks] = useState<WeekForm[]>(() => {
    const stored = readBackup(key);
    // Text typed against this very version and never saved (a closed tab) comes back; it is saved next.
    if (stored && stored.version === data.plan.version) return stored.weeks;
    return data.document.weeks.map(toForm);
  });
  const [restored] = useState(() => readBackup(key)?.version === data.plan.version);
  const [state, setState] = useState<SaveState>(restored ? "unsaved" : "saved");
  const [checklist, setChecklist] = useState(data.checklist);
  const [fieldErrors, setFieldErrors] = useState<Record<number, Record<string, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  // A save to a published plan makes (or changes) its draft: shown at once, not at the next load.
  const [hasDraft, setHasDraft] = useState(data.plan.hasDraft);
  useEffect(() => setHasDraft(data.plan.hasDraft), [data.plan.hasDraft]);
  const versionRef = useRef(data.plan.version);
  const dirtyRef = useRef<Set<number>>(new Set(restored ? weeks.map((week) => week.weekNumber) : []));
  const weeksRef = useRef(weeks);
  weeksRef.current = weeks;
  const chainRef = useRef<Promise<void>>(Promise.resolve());
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const conflictRef = useRef(false);

  const flush = useCallback((): Promise<void> => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    chainRef.current = chainRef.current.then(async () => {
      while (dirtyRef.current.size > 0 && !conflictRef.current) {
        const [weekNumber] = [...dirtyRef.current];
        if (weekNumber === undefined) break;
        dirtyRef.current.delete(weekNumber);
        const week = weeksRef.current.find((candidate) => candidate.weekNumber === weekNumber);
        if (!week) continue;
        setState("saving");
        try {
          const saved = await saveWeek(studio.apiBase, planId, weekNumber, toBody(week, versionRef.current) as never);
          versionRef.current = saved.version;
          setChecklist(saved.checklist);
          if (data.plan.status === "published") setHasDraft(true);
          setFieldErrors((current) => ({ ...current, [weekNumber]: {} }));
          // New items get their ids, so the next save edits them instead of writing them again.
          setWeeks((current) =>
            current.map((candidate) =>
              candidate.weekNumber !== weekNumber
                ? candidate
                : {
                    ...candidate,
                    devotional: { ...candidate.devotional, id: saved.week.devotional?.id ?? candidate.devotional.id },
                    challenge: { ...candidate.challenge, id: saved.week.challenge?.id ?? candidate.challenge.id },
                    dadsCorner: { ...candidate.dadsCorner, id: saved.week.dadsCorner?.id ?? candidate.dadsCorner.id },
                  },
            ),
          );
        } catch (error) {
          if (isApiError(error) && error.status === 409) {
            conflictRef.current = true;
            dirtyRef.current.add(weekNumber);
            setState("conflict");
            return;
          }
          if (isApiError(error) && error.status === 400) {
            setFieldErrors((current) => ({ ...current, [weekNumber]: error.fields }));
            setState("invalid");
            return;
          }
          dirtyRef.current.add(weekNumber);
          setState("unsaved");
          setNotice(errorText(error, t("studioEditor.save.failed")));
          return;
        }
      }
      if (dirtyRef.current.size === 0 && !conflictRef.current) {
        setState("saved");
        window.localStorage.removeItem(key);
      }
    });
    return chainRef.current;
  }, [data.plan.status, key, planId, studio.apiBase]);

  // Saved as you type: a pause in typing saves; what is typed is kept in this browser until then.
  const change = (weekNumber: number, update: (week: WeekForm) => WeekForm) => {
    setWeeks((current) => {
      const next = current.map((week) => (week.weekNumber === weekNumber ? update(week) : week));
      writeBackup(key, { version: versionRef.current, weeks: next });
      return next;
    });
    dirtyRef.current.add(weekNumber);
    if (!conflictRef.current) setState("unsaved");
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
  };

  useEffect(() => {
    if (restored) void flush();
    // Only on the first render: text restored from this browser is saved at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirtyRef.current.size > 0 || conflictRef.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const reload = async () => {
    window.localStorage.removeItem(key);
    conflictRef.current = false;
    dirtyRef.current.clear();
    await queryClient.resetQueries({ queryKey: studioKeys.plan(studio.apiBase, planId) });
  };

  const structural = async (run: () => Promise<unknown>) => {
    await flush();
    if (conflictRef.current) return;
    try {
      await run();
      await reload();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        conflictRef.current = true;
        setState("conflict");
      } else setNotice(errorText(error, t("studioEditor.save.failed")));
    }
  };

  // The cover goes through the same versioned save as the weeks, so it never makes the next week save a conflict.
  const setCover = (file: File) =>
    structural(async () => {
      const uploaded = await api.upload<TUploadedImageResponse>("/api/uploads/images?kind=cover", file);
      await updatePlanDetails(studio.apiBase, planId, { coverImageUrl: uploaded.url, version: versionRef.current });
    });
  const addWeek = () => structural(() => updatePlanDetails(studio.apiBase, planId, { durationWeeks: weeks.length + 1, version: versionRef.current }));
  const move = (index: number, by: -1 | 1) => {
    const order = weeks.map((week) => week.weekNumber);
    const [moved] = order.splice(index, 1);
    if (moved === undefined) return;
    order.splice(index + by, 0, moved);
    return structural(() => saveWeekOrder(studio.apiBase, planId, { version: versionRef.current, order }));
  };

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-navy-600">{t("studioEditor.page.title")}</p>
          <h1 className="text-3xl font-bold sm:text-4xl">{data.plan.title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Badge tone={data.plan.status === "published" ? "green" : "gray"}>
              {data.plan.status === "published"
                ? t("studioEditor.status.published")
                : data.plan.status === "archived"
                  ? t("studioEditor.status.archived")
                  : t("studioEditor.status.draft")}
            </Badge>
            {data.plan.reviewState === "pending" ? <Badge tone="yellow">{t("studioEditor.review.pending")}</Badge> : null}
            {data.plan.reviewState === "returned" ? <Badge tone="red">{t("studioEditor.review.returned")}</Badge> : null}
            {hasDraft ? <Badge tone="navy">{t("studioEditor.hasDraft")}</Badge> : null}
          </div>
        </div>
        <p
          role="status"
          aria-live="polite"
          className="rounded-full bg-navy-50 px-3 py-1 text-sm font-medium text-navy-800 ring-1 ring-navy-100"
          data-testid="save-state"
        >
          {t(SAVE_STATE_TEXT[state])}
        </p>
      </header>

      <FlashMessage />
      {data.plan.reviewState === "returned" && data.plan.reviewNote ? (
        <Alert tone="error" title={t("studioEditor.review.returnedTitle")}>
          {data.plan.reviewNote}
        </Alert>
      ) : null}
      {data.notForSale ? (
        <Alert tone="error" title={t("studioEditor.notForSaleTitle")}>
          {localize(data.notForSale)}
        </Alert>
      ) : null}
      {data.plan.status === "published" ? (
        <Alert tone="info">{studio.kind === "organization" ? t("studioEditor.publishedDraftReviewed") : t("studioEditor.publishedDraft")}</Alert>
      ) : null}
      {restored ? <Alert tone="info">{t("studioEditor.restored")}</Alert> : null}
      {state === "conflict" ? (
        <Alert tone="error" title={t("studioEditor.conflict.title")}>
          {t("studioEditor.conflict.text")}
          <Button variant="secondary" size="sm" className="mt-2" icon={<RotateCw aria-hidden="true" className="size-4" />} onClick={() => void reload()}>
            {t("studioEditor.conflict.reload")}
          </Button>
        </Alert>
      ) : null}
      {notice ? <Alert tone="error">{notice}</Alert> : null}

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-8">
          {weeks.map((week, index) => (
            <WeekSection
              key={week.weekNumber}
              week={week}
              errors={fieldErrors[week.weekNumber] ?? {}}
              options={data.options}
              onChange={(update) => change(week.weekNumber, update)}
              onMoveUp={index > 0 ? () => void move(index, -1) : null}
              onMoveDown={index < weeks.length - 1 ? () => void move(index, 1) : null}
            />
          ))}
          <Button variant="secondary" icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => void addWeek()} disabled={weeks.length >= 52}>
            {t("studioEditor.addWeek")}
          </Button>
        </div>
        <aside className="space-y-6">
          {/* The author does not leave the page to add a cover (the checklist asks for one). */}
          <CoverImageSection
            look="sidebar"
            url={data.document.details.coverImageUrl}
            category={data.document.details.category}
            onFile={(file) => void setCover(file)}
          />
          <PublishPanel planId={planId} checklist={checklist} beforePublish={flush} status={data.plan.status} />
          <section aria-labelledby="export-heading" className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-navy-100">
            <h2 id="export-heading" className="text-lg font-semibold">
              {t("studioEditor.export.heading")}
            </h2>
            <div className="flex flex-wrap gap-2">
              <a
                className="inline-flex items-center gap-1 text-sm font-medium text-navy-800 underline"
                href={`${studio.apiBase}/plans/${planId}/export?format=markdown`}
                download
              >
                <Download aria-hidden="true" className="size-4" /> Markdown
              </a>
              <a
                className="inline-flex items-center gap-1 text-sm font-medium text-navy-800 underline"
                href={`${studio.apiBase}/plans/${planId}/export?format=json`}
                download
              >
                <Download aria-hidden="true" className="size-4" /> JSON
              </a>
            </div>
            {studio.planPreview ? (
              <ButtonLink to={studio.planPreview(planId)} variant="ghost" size="sm" icon={<Eye aria-hidden="true" className="size-4" />}>
                {t("studioEditor.export.preview")}
              </ButtonLink>
            ) : null}
            <ButtonLink to={studio.planContent(planId)} variant="ghost" size="sm">
              {t("studioEditor.export.details")}
            </ButtonLink>
          </section>
          {data.versions.length > 0 ? (
            <section aria-labelledby="history-heading" className="rounded-2xl bg-white p-4 ring-1 ring-navy-100">
              <h2 id="history-heading" className="text-lg font-semibold">
                {t("studioEditor.versions.heading")}
              </h2>
              <ul className="mt-2 space-y-1 text-sm text-navy-800">
                {data.versions.map((version) => (
                  <li key={version.versionNumber}>
                    {t("studioEditor.versions.item", {
                      version: version.versionNumber,
                      date: new Date(version.publishedAt).toLocaleDateString(dateLocale()),
                    })}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

function PublishPanel({
  planId,
  checklist,
  beforePublish,
  status,
}: {
  planId: number;
  checklist: TStudioResponse["checklist"];
  beforePublish: () => Promise<void>;
  status: string;
}) {
  const publish = usePublishPlan(planId);
  const refusal = publish.isError && isApiError(publish.error) ? Object.entries(publish.error.fields).map(([key, message]) => checklistText(key, message)) : [];
  return (
    <section aria-labelledby="publish-heading" className="space-y-3 rounded-2xl bg-navy-50 p-4 ring-1 ring-navy-100">
      <h2 id="publish-heading" className="text-lg font-semibold">
        {t("studioEditor.publish.heading")}
      </h2>
      {checklist.length === 0 ? null : <p className="text-sm text-navy-700">{localize(studioMessages.publishRule)}</p>}
      {checklist.length === 0 ? (
        <p className="text-sm text-green-800">{localize(studioMessages.publishReady)}</p>
      ) : (
        <ul aria-label={t("studioEditor.publish.missing")} className="list-disc space-y-1 pl-5 text-sm text-navy-800">
          {checklist.map((item) => (
            <li key={item.key}>{checklistText(item.key, item.message)}</li>
          ))}
        </ul>
      )}
      <Button
        icon={<Send aria-hidden="true" className="size-4" />}
        loading={publish.isPending}
        onClick={() => void beforePublish().then(() => publish.mutate())}
      >
        {status === "published" ? t("studioEditor.publish.publishChanges") : t("studioEditor.publish.publish")}
      </Button>
      {publish.isSuccess ? <Alert tone="success">{localize(publish.data.message)}</Alert> : null}
      {publish.isError ? (
        <Alert
          tone="error"
          title={
            // The server's refusal lists what is missing: said again here item by item, in the reader's language.
            refusal.length > 0 ? `${localize(studioMessages.notReady)} ${refusal.join("; ")}.` : errorText(publish.error, t("studioEditor.publish.failed"))
          }
        >
          {refusal.length > 0 ? (
            <ul className="list-disc pl-5">
              {refusal.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
    </section>
  );
}

function WeekSection({
  week,
  errors,
  options,
  onChange,
  onMoveUp,
  onMoveDown,
}: {
  week: WeekForm;
  errors: Record<string, string>;
  options: TStudioResponse["options"];
  onChange: (update: (week: WeekForm) => WeekForm) => void;
  onMoveUp: (() => void) | null;
  onMoveDown: (() => void) | null;
}) {
  const studio = useStudio();
  const n = week.weekNumber;
  const headingId = `week-${n}-heading`;
  const setChallenge = (patch: Partial<ChallengeForm>) => onChange((w) => ({ ...w, challenge: { ...w.challenge, ...patch } }));
  /** One text of this week as a field's value, error (the server's, under `errorKey`; null: the field shows none) and change. */
  const text = <P extends WeekPart>(part: P, key: TextKey<WeekForm[P]>, errorKey: string | null = key) => ({
    value: week[part][key] as string,
    error: errorKey === null ? undefined : errors[`${part}.${errorKey}`],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange((w) => ({ ...w, [part]: { ...w[part], [key]: event.target.value } })),
  });

  const reuse = async (kind: "devotionals" | "challenges" | "dads-corner", id: number) => {
    const item = await api.get<Record<string, unknown>>(`${studio.apiBase}/${kind}/${id}`);
    const form = toForm({
      weekNumber: n,
      devotional: null,
      challenge: null,
      dadsCorner: null,
      [kind === "devotionals" ? "devotional" : kind === "challenges" ? "challenge" : "dadsCorner"]: item,
    } as TStudioWeek);
    onChange((w) =>
      kind === "devotionals"
        ? { ...w, devotional: form.devotional }
        : kind === "challenges"
          ? { ...w, challenge: form.challenge }
          : { ...w, dadsCorner: form.dadsCorner },
    );
  };
  const e = (field: string) => errors[field];

  return (
    <section aria-labelledby={headingId} className="space-y-6 rounded-2xl bg-white p-4 ring-1 ring-navy-100 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-bold">
          {t("studioEditor.week.heading", { n })}
        </h2>
        <div className="flex gap-2">
          {onMoveUp ? (
            <Button variant="ghost" size="sm" icon={<ArrowUp aria-hidden="true" className="size-4" />} onClick={onMoveUp}>
              {t("studioEditor.week.moveUp", { n })}
            </Button>
          ) : null}
          {onMoveDown ? (
            <Button variant="ghost" size="sm" icon={<ArrowDown aria-hidden="true" className="size-4" />} onClick={onMoveDown}>
              {t("studioEditor.week.moveDown", { n })}
            </Button>
          ) : null}
        </div>
      </div>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">{t("studioEditor.devotional.legend")}</legend>
        <ReuseSelect label={t("studioEditor.devotional.reuse", { n })} options={options.devotionals} onPick={(id) => void reuse("devotionals", id)} />
        <TextField label={t("studioEditor.devotional.title", { n })} {...text("devotional", "title")} />
        <TextField label={t("studioEditor.devotional.scripture", { n })} {...text("devotional", "scriptureReference")} />
        <TextAreaField
          label={t("studioEditor.devotional.content", { n })}
          hint={t("studioEditor.week.markdownHint")}
          rows={6}
          {...text("devotional", "content")}
        />
        <TextField label={t("studioEditor.devotional.memoryVerse", { n })} {...text("devotional", "memoryVerse", null)} />
        <TextAreaField label={t("studioEditor.devotional.questions", { n })} rows={3} {...text("devotional", "questions", "discussionQuestions")} />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">{t("studioEditor.challenge.legend")}</legend>
        <ReuseSelect label={t("studioEditor.challenge.reuse", { n })} options={options.challenges} onPick={(id) => void reuse("challenges", id)} />
        <TextField label={t("studioEditor.challenge.title", { n })} {...text("challenge", "title")} />
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField label={t("studioEditor.challenge.focus", { n })} {...text("challenge", "fitnessFocus")} />
          <TextField
            label={t("studioEditor.challenge.difficulty", { n })}
            type="number"
            inputMode="numeric"
            min={1}
            max={5}
            {...text("challenge", "difficulty")}
          />
          <TextField label={t("studioEditor.challenge.minutes", { n })} type="number" inputMode="numeric" min={1} {...text("challenge", "durationMinutes")} />
        </div>
        <TextAreaField label={t("studioEditor.challenge.description", { n })} rows={4} {...text("challenge", "description")} />
        <TextField label={t("studioEditor.challenge.equipment", { n })} {...text("challenge", "equipment", null)} />
        <MeasuresFieldset
          rows={week.challenge.measures}
          onChange={(measures) => setChallenge({ measures })}
          errorOf={(path) => e(path === "" ? "challenge.measures" : `challenge.measures.${path}`)}
          labelPrefix={t("studioEditor.challenge.measurePrefix", { n })}
        />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">{t("studioEditor.corner.legend")}</legend>
        <ReuseSelect label={t("studioEditor.corner.reuse", { n })} options={options.dadsCorner} onPick={(id) => void reuse("dads-corner", id)} />
        <TextField label={t("studioEditor.corner.title", { n })} {...text("dadsCorner", "title")} />
        <TextAreaField label={t("studioEditor.corner.content", { n })} hint={t("studioEditor.week.markdownHint")} rows={4} {...text("dadsCorner", "content")} />
      </fieldset>
    </section>
  );
}

function ReuseSelect({
  label,
  options,
  onPick,
}: {
  label: string;
  options: { id: number; title: string; weekNumber: number }[];
  onPick: (id: number) => void;
}) {
  if (options.length === 0) return null;
  return (
    <SelectField
      label={label}
      value=""
      onChange={(event) => {
        const id = Number(event.target.value);
        if (id > 0) onPick(id);
      }}
    >
      <option value="">{t("studioEditor.reuse.new")}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {t("studioEditor.reuse.option", { title: option.title, week: option.weekNumber })}
        </option>
      ))}
    </SelectField>
  );
}

const WEEK_ITEM = /^weeks\.(\d+)\.(devotional|challenge)$/;

/** A checklist item (or a publish refusal's field) in the reader's language: a week's missing part by its key, the rest by its words. */
function checklistText(key: string, message: string): string {
  const week = WEEK_ITEM.exec(key);
  if (week) {
    const values = { week: Number(week[1]) };
    return week[2] === "devotional" ? t("studioEditor.publish.needsDevotional", values) : t("studioEditor.publish.needsChallenge", values);
  }
  return localize(message);
}

interface Backup {
  version: number;
  weeks: WeekForm[];
}

function readBackup(key: string): Backup | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Backup) : null;
  } catch {
    return null;
  }
}

function writeBackup(key: string, backup: Backup): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(backup));
  } catch {
    // A full or blocked storage only loses the safety copy; the save itself goes on.
  }
}
