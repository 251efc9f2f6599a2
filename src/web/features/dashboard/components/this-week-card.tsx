// "This week first" (issue 16): where the viewer stands on the family's plan — a ring for the week and one for
// the plan, one clear next action, and a quiet celebration when a week or the whole plan is done (the motion
// only plays for those who have not asked for reduced motion).
import { ArrowRight, PartyPopper } from "lucide-react";
import type { TJourney } from "../../../../shared/schemas/dashboard.ts";
import type { TProgress } from "../../../../shared/schemas/progress.ts";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { paths } from "../../../paths.ts";
import { ProgressRing } from "./progress-ring.tsx";

interface NextAction {
  label: string;
  to: string;
}

export function nextActionFor(week: number, progress: TProgress, journey: TJourney, role: "dad" | "son"): NextAction | null {
  if (journey.totalWeeks === null) {
    return role === "dad" ? { label: "Choose your family's plan", to: paths.marketplace() } : { label: "See the plans", to: paths.marketplace() };
  }
  if (week > journey.totalWeeks) return { label: "Choose your next plan", to: paths.marketplace() };
  if (!progress.devotionalCompleted) return { label: "Read this week's devotional", to: paths.week(week) };
  if (!progress.challengeCompleted) return { label: "Do the fitness challenge", to: paths.week(week, "challenge") };
  if (!progress.journalCompleted) return { label: "Write in your journal", to: paths.journal({ week, title: `Week ${week} reflection` }) };
  if (week < journey.totalWeeks) return { label: `Go on to week ${week + 1}`, to: paths.week(week + 1) };
  return { label: "Choose your next plan", to: paths.marketplace() };
}

export function ThisWeekCard({
  week,
  progress,
  journey,
  role,
  onGoToWeek,
}: {
  week: number;
  progress: TProgress;
  journey: TJourney;
  role: "dad" | "son";
  onGoToWeek: (week: number) => void;
}) {
  const done = [progress.devotionalCompleted, progress.challengeCompleted, progress.journalCompleted].filter(Boolean).length;
  const total = journey.totalWeeks;
  const planDone = total !== null && journey.completedWeeks.length >= total;
  const weekDone = done === 3;
  const next = nextActionFor(week, progress, journey, role);
  const afterEnd = total !== null && week > total;

  return (
    <Card aria-labelledby="this-week-heading" role="region" className="!p-5 sm:!p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="this-week-heading" className="text-2xl font-bold">
            {total === null ? "Start your family's journey" : afterEnd ? "Plan complete" : "This week"}
          </h2>
          {journey.planTitle ? (
            <p className="text-navy-700" data-testid="journey-position">
              {afterEnd ? journey.planTitle : `${journey.planTitle} · week ${week} of ${total}`}
            </p>
          ) : (
            <p className="text-navy-700">
              {role === "dad"
                ? "Pick a plan and your sons follow it with you, week by week."
                : "When your dad starts a plan, you follow it together. Meanwhile you can explore the plans."}
            </p>
          )}
        </div>
        {week !== journey.currentWeek ? (
          <button type="button" className="text-sm font-semibold text-navy-800 underline underline-offset-4" onClick={() => onGoToWeek(journey.currentWeek)}>
            Back to this week
          </button>
        ) : null}
      </div>

      {total !== null ? (
        <div className="mt-5 flex flex-wrap gap-6">
          {!afterEnd ? <ProgressRing value={done} max={3} label={`Week ${week}`} detail={`${done} of 3 done`} /> : null}
          <ProgressRing
            value={journey.completedWeeks.length}
            max={total}
            label="The plan"
            detail={`${journey.completedWeeks.length} of ${total} weeks complete`}
          />
        </div>
      ) : null}

      {planDone ? (
        <p
          role="status"
          className="mt-5 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 font-semibold text-navy-950 ring-1 ring-amber-200 motion-safe:animate-[celebrate_600ms_ease-out]"
        >
          <PartyPopper aria-hidden="true" className="size-5 text-amber-600" />
          You finished {journey.planTitle ?? "the plan"}. Well done — what will you build next?
        </p>
      ) : weekDone && !afterEnd ? (
        <p
          role="status"
          className="mt-5 flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-950 ring-1 ring-emerald-200 motion-safe:animate-[celebrate_600ms_ease-out]"
        >
          <PartyPopper aria-hidden="true" className="size-5 text-emerald-700" />
          Week {week} complete. Well done!
        </p>
      ) : null}

      {next ? (
        <div className="mt-5">
          <ButtonLink to={next.to} variant="accent" icon={<ArrowRight aria-hidden="true" className="size-4" />}>
            {next.label}
          </ButtonLink>
        </div>
      ) : null}
    </Card>
  );
}
