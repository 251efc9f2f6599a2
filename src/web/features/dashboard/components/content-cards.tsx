// 'This Week's Content': the devotional, challenge and (dads only) Dad's Corner cards, each linking to the week
// page, each with a coming-soon state when the week has none.
import { t, type MessageKey } from "../../../lib/i18n.ts";
import { BookOpen, Dumbbell, Shield, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { DIFFICULTY_MAX } from "../../../../shared/constants.ts";
import type { TWeekContent } from "../../../../shared/schemas/content.ts";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths, type WeekTab } from "../../../paths.ts";
import "../../../lib/catalog-parts/home.ts";

type ContentPart = "devotional" | "challenge" | "dadsCorner";

/** Each card's icon, words and the week page's tab it opens. */
const PARTS: Readonly<Record<ContentPart, { icon: LucideIcon; kind: MessageKey; open: MessageKey; soon: MessageKey; tab?: WeekTab }>> = {
  devotional: { icon: BookOpen, kind: "dash.content.devotional", open: "dash.content.readDevotional", soon: "dash.content.devotionalSoon" },
  challenge: { icon: Dumbbell, kind: "dash.content.challenge", open: "dash.content.viewChallenge", soon: "dash.content.challengeSoon", tab: "challenge" },
  dadsCorner: { icon: Shield, kind: "dash.content.dadsCorner", open: "dash.content.readMore", soon: "dash.content.dadsCornerSoon", tab: "dadsCorner" },
};

/** One part of the week: its title and facts linking to the week page, or when the week has none, coming soon. */
function ContentCard({ part, week, title, children }: { part: ContentPart; week: number; title: string | undefined; children?: ReactNode }) {
  const { icon: Icon, kind, open, soon, tab } = PARTS[part];
  return (
    <article className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-6">
      <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-amber-700 uppercase">
        <span aria-hidden="true" className="[&_svg]:size-4">
          <Icon />
        </span>
        {t(kind)}
      </p>
      {title ? (
        <>
          <h3 className="mt-2 text-lg font-bold text-navy-950">{title}</h3>
          <div className="mt-1 flex-1 text-navy-700">{children}</div>
          <div className="mt-4">
            <ButtonLink to={paths.week(week, tab)} variant="secondary" size="sm">
              {t(open)}
            </ButtonLink>
          </div>
        </>
      ) : (
        <div className="mt-2">
          <h3 className="text-lg font-bold text-navy-950">{t("dash.content.comingSoon")}</h3>
          <p className="mt-1 text-navy-600">{t(soon, { week })}</p>
        </div>
      )}
    </article>
  );
}

export function WeekContentCards({ content, showDadsCorner }: { content: TWeekContent; showDadsCorner: boolean }) {
  const week = content.weekNumber;
  const { devotional, challenge, dadsCorner } = content;
  return (
    <section aria-labelledby="this-weeks-content" className="space-y-4">
      <h2 id="this-weeks-content" className="text-2xl font-bold">
        {t("dash.content.heading")}
      </h2>
      <div className="grid gap-4">
        <ContentCard part="devotional" week={week} title={devotional?.title}>
          {devotional ? <p className="font-medium">{devotional.scriptureReference}</p> : null}
        </ContentCard>
        <ContentCard part="challenge" week={week} title={challenge?.title}>
          {challenge ? (
            <p>
              {t("dash.content.challengeFacts", {
                focus: challenge.fitnessFocus,
                minutes: challenge.durationMinutes,
                difficulty: challenge.difficulty,
                max: DIFFICULTY_MAX,
              })}
            </p>
          ) : null}
        </ContentCard>
        {showDadsCorner ? (
          <ContentCard part="dadsCorner" week={week} title={dadsCorner?.title}>
            {dadsCorner ? <p className="line-clamp-3">{dadsCorner.content}</p> : null}
          </ContentCard>
        ) : null}
      </div>
    </section>
  );
}
