// "This week, together": the one calm card a dashboard opens on, like a Today card — the family week of
// the family's plan, the viewer's boxes beside each family member's items for that same week, the one next step,
// and for the run's owner the moves of the schedule ("We're done — next week", "Catch up" after a missed week).
// Previous/Next (1–52) look at other weeks; nobody is marked behind for reading ahead.
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
    ...unfinishedItems(progress).map((item) => `your ${item}`),
    ...data.family.flatMap((member) => unfinishedItems(member.progress).map((item) => `${member.fullName.split(" ")[0]}'s ${item}`)),
  ];
  const undoUntil = move.isSuccess && move.variables === "next-week" ? move.data.undoUntil : undefined;

  return (
    <Card aria-labelledby="together-heading" role="region" aria-busy={!loaded || undefined} className="!p-5 sm:!p-6">
      <h2 id="together-heading" className="text-2xl font-bold">
        This week, together
      </h2>
      {journey.planTitle && total !== null ? (
        <p className="text-navy-700" data-testid="journey-position">
          {familyWeek > total ? `${journey.planTitle} · the plan's weeks are done` : `${journey.planTitle} · family week ${familyWeek} of ${total}`}
        </p>
      ) : (
        <p className="text-navy-700">
          {role === "dad"
            ? "Pick a plan and your sons follow it with you, week by week."
            : "When your dad starts a plan, you follow it together. Meanwhile you can explore the plans."}
        </p>
      )}
      {notStarted && journey.startsOn ? (
        <p className="mt-1 text-sm text-navy-600">Week 1 starts {formatDay(journey.startsOn)}. You can read ahead already.</p>
      ) : null}
      {journey.startsOn !== null ? (
        <div className="mt-2">
          <StreakLine streak={data.streak} />
        </div>
      ) : null}

      {journey.catchUpWeek !== null && onFamilyWeek ? (
        <div className="mt-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <p className="text-navy-900">
            Week {journey.catchUpWeek} is not finished yet. Catch up: week {journey.catchUpWeek} starts again today. No pile of overdue weeks, and every tick
            stays.
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            loading={move.isPending && move.variables === "catch-up"}
            onClick={() => move.mutate("catch-up")}
          >
            Catch up to week {journey.catchUpWeek}
          </Button>
        </div>
      ) : null}

      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-navy-100 pt-4">
        <h3 id="dashboard-week-heading" className="text-xl font-bold">
          Week {week}
          {!onFamilyWeek ? <span className="ml-2 text-sm font-normal text-navy-600">(the family is on week {familyWeek})</span> : null}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={week <= MIN_WEEK}
            onClick={() => onWeekChange(week - 1)}
            icon={<ChevronLeft aria-hidden="true" className="size-4" />}
          >
            Previous
          </Button>
          <Button variant="secondary" size="sm" disabled={week >= MAX_DASHBOARD_WEEK} onClick={() => onWeekChange(week + 1)}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      {!onFamilyWeek ? (
        <button type="button" className="mt-2 text-sm font-semibold text-navy-800 underline underline-offset-4" onClick={() => onWeekChange(null)}>
          Back to the family week
        </button>
      ) : null}

      <div className="mt-4">
        {!loaded ? (
          <p role="status" className="text-navy-700">
            Loading week {week} content...
          </p>
        ) : afterEnd ? (
          <p className="text-navy-700">This week is after the end of {journey.planTitle}: nothing to tick here.</p>
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
            You finished {journey.planTitle ?? "the plan"}. Well done — what will you build next?
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
          Week {week} complete. Well done!
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
            trigger={<Button variant="secondary">We&apos;re done — next week</Button>}
            title={`Move the family to week ${familyWeek + 1}?`}
            description={`Not finished yet: ${unfinished.join(", ")}. Every tick stays, and week ${familyWeek} can still be finished.`}
            confirmLabel={`Yes, on to week ${familyWeek + 1}`}
            variant="primary"
            pending={move.isPending && move.variables === "next-week"}
            onConfirm={(close) => move.mutate("next-week", { onSuccess: close })}
          />
        ) : canAdvance ? (
          <Button variant="secondary" loading={move.isPending && move.variables === "next-week"} onClick={() => move.mutate("next-week")}>
            We&apos;re done — next week
          </Button>
        ) : null}
      </div>
      {undoUntil ? (
        <div role="status" className="mt-3 flex flex-wrap items-center gap-3 text-navy-800">
          <span>{move.data?.message}</span>
          <Button variant="secondary" size="sm" onClick={() => move.mutate("undo-next-week")}>
            Undo
          </Button>
        </div>
      ) : move.isSuccess && move.variables === "undo-next-week" ? (
        <p role="status" className="mt-3 text-navy-800">
          {move.data.message}
        </p>
      ) : null}
      {role === "son" && !journey.canMoveWeek && data.family.length > 0 ? (
        <p className="mt-3 text-sm text-navy-600">Your dad moves the family on to the next week.</p>
      ) : null}
      {move.isError ? (
        <Alert tone="error" className="mt-4">
          {errorText(move.error, "Something went wrong. Please try again.")}
        </Alert>
      ) : null}
    </Card>
  );
}

const ITEM_NAMES = [
  ["devotionalCompleted", "devotional"],
  ["challengeCompleted", "fitness challenge"],
  ["journalCompleted", "journal entry"],
] as const;

function unfinishedItems(progress: { devotionalCompleted: boolean; challengeCompleted: boolean; journalCompleted: boolean }): string[] {
  return ITEM_NAMES.filter(([field]) => !progress[field]).map(([, name]) => name);
}
