// "This week, together": the one calm card a dashboard opens on, like a Today card — the family week of
// the family's plan, the viewer's boxes beside each family member's items for that same week, the one next step,
// and for the run's owner the moves of the schedule ("We're done — next week", "Catch up" after a missed week).
// Previous/Next (1–52) look at other weeks; nobody is marked behind for reading ahead.
import { dateLocale, localize, t } from "../../../lib/i18n.ts";
import { ArrowRight, ChevronLeft, ChevronRight, PartyPopper } from "lucide-react";
import type { ReactNode } from "react";
import { MAX_DASHBOARD_WEEK, MIN_WEEK } from "../../../../shared/constants.ts";
import { formatDay, lastFamilyWeek } from "../../../../shared/plan-run.ts";
import type { TDashboardResponse } from "../../../../shared/schemas/dashboard.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useMoveFamilyWeek } from "../api/family-week.ts";
import { FamilyWeek } from "./family-week.tsx";
import { nextActionFor } from "./next-action.ts";
import { StreakLine } from "../../../components/family/family-streak.tsx";
import { ShareWordsOffer } from "../../../components/testimonials/my-words.tsx";
import "../../../lib/catalog-parts/home.ts";

export function TogetherCard({
  data,
  week,
  loaded,
  role,
  own,
  onWeekChange,
}: {
  data: TDashboardResponse;
  /** The week shown (the family week unless the viewer moved). */
  week: number;
  loaded: boolean;
  role: "dad" | "son";
  /** The viewer's own checkboxes for the shown week. */
  own: ReactNode;
  onWeekChange: (week: number | null) => void;
}) {
  const { journey } = data;
  const familyWeek = journey.currentWeek;
  const total = journey.totalWeeks;
  const afterEnd = total !== null && week > total;
  const onFamilyWeek = week === familyWeek;
  const progress = data.week.progress;
  const weekDone = progress.devotionalCompleted && progress.challengeCompleted && progress.journalCompleted;
  const planDone = total !== null && journey.completedWeeks.length >= total;
  const next = loaded ? nextActionFor(week, progress, journey, role) : null;
  const move = useMoveFamilyWeek(() => onWeekChange(null));
  const notStarted = journey.startsOn !== null && journey.startsOn > journey.today;
  const canAdvance = journey.canMoveWeek && onFamilyWeek && familyWeek < lastFamilyWeek(total);
  // What is not finished this week, the dad's own items included: moving on then asks first.
  const unfinished = [
    ...unfinishedItems(progress).map((item) => t("together.yourItem", { item })),
    ...data.family.flatMap((member) =>
      unfinishedItems(member.progress).map((item) => t("together.memberItem", { name: member.fullName.split(" ")[0] ?? member.fullName, item })),
    ),
  ];
  const undoUntil = move.isSuccess && move.variables === "next-week" ? move.data.undoUntil : undefined;

  return (
    <Card aria-labelledby="together-heading" role="region" aria-busy={!loaded || undefined} className="!p-5 sm:!p-6">
      <h2 id="together-heading" className="text-2xl font-bold">
        {t("together.heading")}
      </h2>
      {journey.planTitle && total !== null ? (
        <p className="text-navy-700" data-testid="journey-position">
          {familyWeek > total
            ? t("together.plansDone", { plan: journey.planTitle })
            : t("together.position", { plan: journey.planTitle, week: familyWeek, total })}
        </p>
      ) : (
        <p className="text-navy-700">{role === "dad" ? t("together.pickPlanDad") : t("together.pickPlanSon")}</p>
      )}
      {notStarted && journey.startsOn ? (
        <p className="mt-1 text-sm text-navy-600">{t("together.startsOn", { day: formatDay(journey.startsOn, dateLocale()) })}</p>
      ) : null}
      {journey.startsOn !== null ? (
        <div className="mt-2">
          <StreakLine streak={data.streak} />
        </div>
      ) : null}

      {journey.catchUpWeek !== null && onFamilyWeek ? (
        <div className="mt-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <p className="text-navy-900">{t("together.catchUpText", { week: journey.catchUpWeek })}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            loading={move.isPending && move.variables === "catch-up"}
            onClick={() => move.mutate("catch-up")}
          >
            {t("together.catchUp", { week: journey.catchUpWeek })}
          </Button>
        </div>
      ) : null}

      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-navy-100 pt-4">
        <h3 id="dashboard-week-heading" className="text-xl font-bold">
          {t("together.week", { week })}
          {!onFamilyWeek ? <span className="ml-2 text-sm font-normal text-navy-600">{t("together.familyOn", { week: familyWeek })}</span> : null}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={week <= MIN_WEEK}
            onClick={() => onWeekChange(week - 1)}
            icon={<ChevronLeft aria-hidden="true" className="size-4" />}
          >
            {t("together.previous")}
          </Button>
          <Button variant="secondary" size="sm" disabled={week >= MAX_DASHBOARD_WEEK} onClick={() => onWeekChange(week + 1)}>
            {t("together.next")}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      {!onFamilyWeek ? (
        <button type="button" className="mt-2 text-sm font-semibold text-navy-800 underline underline-offset-4" onClick={() => onWeekChange(null)}>
          {t("together.backToFamilyWeek")}
        </button>
      ) : null}

      <div className="mt-4">
        {!loaded ? (
          <p role="status" className="text-navy-700">
            {t("together.loadingWeek", { week })}
          </p>
        ) : afterEnd ? (
          <p className="text-navy-700">{t("together.afterEnd", { plan: journey.planTitle ?? t("together.thePlan") })}</p>
        ) : (
          <FamilyWeek own={own} family={data.family} />
        )}
      </div>

      {loaded && planDone && onFamilyWeek ? (
        <>
          <p
            role="status"
            className="mt-4 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 font-semibold text-navy-950 ring-1 ring-amber-200 motion-safe:animate-[celebrate_600ms_ease-out]"
          >
            <PartyPopper aria-hidden="true" className="size-5 text-amber-600" />
            {t("together.planFinished", { plan: journey.planTitle ?? t("together.thePlan") })}
          </p>
          {/* A dad may share a few words about it for the public page (his own words, never his son's). */}
          {role === "dad" ? <ShareWordsOffer planTitle={journey.planTitle} /> : null}
        </>
      ) : loaded && weekDone && !afterEnd ? (
        <p
          role="status"
          className="mt-4 flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-950 ring-1 ring-emerald-200 motion-safe:animate-[celebrate_600ms_ease-out]"
        >
          <PartyPopper aria-hidden="true" className="size-5 text-emerald-700" />
          {t("together.weekComplete", { week })}
        </p>
      ) : null}

      <div className="mt-5 flex flex-wrap gap-3">
        {next ? (
          <ButtonLink to={next.to} variant="accent" icon={<ArrowRight aria-hidden="true" className="size-4" />}>
            {next.label}
          </ButtonLink>
        ) : null}
        {canAdvance && unfinished.length > 0 ? (
          <ConfirmDialog
            trigger={<Button variant="secondary">{t("together.moveOn")}</Button>}
            title={t("together.moveTitle", { week: familyWeek + 1 })}
            description={t("together.moveDescription", { items: unfinished.join(", "), week: familyWeek })}
            confirmLabel={t("together.moveConfirm", { week: familyWeek + 1 })}
            variant="primary"
            pending={move.isPending && move.variables === "next-week"}
            onConfirm={(close) => move.mutate("next-week", { onSuccess: close })}
          />
        ) : canAdvance ? (
          <Button variant="secondary" loading={move.isPending && move.variables === "next-week"} onClick={() => move.mutate("next-week")}>
            {t("together.moveOn")}
          </Button>
        ) : null}
      </div>
      {undoUntil ? (
        <div role="status" className="mt-3 flex flex-wrap items-center gap-3 text-navy-800">
          <span>{localize(move.data?.message)}</span>
          <Button variant="secondary" size="sm" onClick={() => move.mutate("undo-next-week")}>
            {t("together.undo")}
          </Button>
        </div>
      ) : move.isSuccess && move.variables === "undo-next-week" ? (
        <p role="status" className="mt-3 text-navy-800">
          {localize(move.data.message)}
        </p>
      ) : null}
      {role === "son" && !journey.canMoveWeek && data.family.length > 0 ? <p className="mt-3 text-sm text-navy-600">{t("together.sonWaits")}</p> : null}
      {move.isError ? (
        <Alert tone="error" className="mt-4">
          {localize(errorText(move.error, t("together.error")))}
        </Alert>
      ) : null}
    </Card>
  );
}

const ITEM_NAMES = [
  ["devotionalCompleted", "together.item.devotional"],
  ["challengeCompleted", "together.item.challenge"],
  ["journalCompleted", "together.item.journal"],
] as const;

function unfinishedItems(progress: { devotionalCompleted: boolean; challengeCompleted: boolean; journalCompleted: boolean }): string[] {
  return ITEM_NAMES.filter(([field]) => !progress[field]).map(([, name]) => t(name));
}
