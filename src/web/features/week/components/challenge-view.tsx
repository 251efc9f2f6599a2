// The fitness challenge tab: title, focus, minutes, 'Difficulty n/5' (and 'Test week' for a measured one), equipment,
// description, the fitness journal hand-off and the week's fitness log.
import { t } from "../../../lib/i18n.ts";
import { ClipboardCheck, Clock, Dumbbell, Gauge } from "lucide-react";
import { DIFFICULTY_MAX } from "../../../../shared/constants.ts";
import type { TChallenge } from "../../../../shared/schemas/content.ts";
import { challengeParagraphLead, safetyNote, splitParagraphs } from "../week-page-rules.ts";
import { JournalHandoffLink } from "./journal-handoff-link.tsx";
import { ComingSoon } from "./coming-soon.tsx";
import { ListenControl } from "./listen-control.tsx";
import { challengeSpeech } from "../read-aloud.ts";
import { useWeekParts } from "../week-parts.tsx";
import "../../../lib/catalog-parts/week.ts";

export function ChallengeView({ week, planId, challenge }: { week: number; planId: number | null; challenge: TChallenge | null }) {
  const { fitnessLog } = useWeekParts();
  if (!challenge) return <ComingSoon what="challenge" week={week} />;
  return (
    <article className="space-y-6">
      <header className="space-y-3">
        <h2 className="text-2xl font-bold">{challenge.title}</h2>
        <ul className="flex flex-wrap gap-2 text-sm font-medium" aria-label={t("week.challengeDetails")}>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-navy-100 px-3 py-1 text-navy-900">
            <Dumbbell aria-hidden="true" className="size-4" />
            {challenge.fitnessFocus}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-navy-100 px-3 py-1 text-navy-900">
            <Clock aria-hidden="true" className="size-4" />
            {t("week.minutes", { minutes: challenge.durationMinutes })}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-amber-900">
            <Gauge aria-hidden="true" className="size-4" />
            {t("week.difficulty", { difficulty: challenge.difficulty, max: DIFFICULTY_MAX })}
          </li>
          {/* A measured week is the plan's test: its results are compared with the weeks around it. */}
          {challenge.measures.length > 0 ? (
            <li className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-amber-900">
              <ClipboardCheck aria-hidden="true" className="size-4" />
              {t("week.testWeek")}
            </li>
          ) : null}
        </ul>
        <ListenControl pieces={challengeSpeech(challenge)} what="challenge" />
      </header>
      {/* Always there: "nothing needed" is worth knowing before a dad and his son start. */}
      <section aria-labelledby="equipment-needed">
        <h3 id="equipment-needed" className="text-lg font-bold">
          {t("week.equipment")}
        </h3>
        {challenge.equipmentNeeded.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-6 text-navy-900">
            {challenge.equipmentNeeded.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-navy-900">{t("week.noEquipment")}</p>
        )}
      </section>
      <section aria-labelledby="challenge-description">
        <h3 id="challenge-description" className="text-lg font-bold">
          {t("week.challengeDescription")}
        </h3>
        <div className="mt-2 space-y-3 text-lg leading-relaxed text-navy-900">
          {splitParagraphs(challenge.description).map((paragraph, index) => {
            const { lead, text } = challengeParagraphLead(paragraph);
            return (
              <p key={index} className="whitespace-pre-line">
                {lead ? <strong className="font-bold text-navy-950">{lead}: </strong> : null}
                {text}
              </p>
            );
          })}
        </div>
      </section>
      {/* A plain challenge hands off to the fitness journal; every week logs the family's own measures, and a measured
          challenge (a test) logs its measures too. */}
      {challenge.measures.length === 0 ? (
        <JournalHandoffLink week={week} item="challenge" title={challenge.title}>
          {t("week.logProgress")}
        </JournalHandoffLink>
      ) : null}
      {fitnessLog({
        week,
        planId,
        challenge: { id: challenge.id, title: challenge.title, measures: challenge.measures, safety: safetyNote(challenge.description) },
      })}
    </article>
  );
}
