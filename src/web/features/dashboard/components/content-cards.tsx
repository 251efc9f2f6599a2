// 'This Week's Content': the devotional, challenge and (dads only) Dad's Corner cards, each linking to the week
// page, each with a coming-soon state when the week has none.
import { t } from "../../../lib/i18n.ts";
import { BookOpen, Dumbbell, Shield } from "lucide-react";
import type { ReactNode } from "react";
import { DIFFICULTY_MAX } from "../../../../shared/constants.ts";
import type { TWeekContent } from "../../../../shared/schemas/content.ts";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../paths.ts";
import "../../../lib/catalog-parts/home.ts";

function ContentCard({
  icon,
  kind,
  title,
  children,
  link,
  comingSoon,
}: {
  icon: ReactNode;
  kind: string;
  title: string | null;
  children?: ReactNode;
  link: { to: string; label: string };
  comingSoon: string;
}) {
  return (
    <article className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-6">
      <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-amber-700 uppercase">
        <span aria-hidden="true" className="[&_svg]:size-4">
          {icon}
        </span>
        {kind}
      </p>
      {title ? (
        <>
          <h3 className="mt-2 text-lg font-bold text-navy-950">{title}</h3>
          <div className="mt-1 flex-1 text-navy-700">{children}</div>
          <div className="mt-4">
            <ButtonLink to={link.to} variant="secondary" size="sm">
              {link.label}
            </ButtonLink>
          </div>
        </>
      ) : (
        <div className="mt-2">
          <h3 className="text-lg font-bold text-navy-950">{t("dash.content.comingSoon")}</h3>
          <p className="mt-1 text-navy-600">{comingSoon}</p>
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
        <ContentCard
          icon={<BookOpen />}
          kind={t("dash.content.devotional")}
          title={devotional?.title ?? null}
          link={{ to: paths.week(week), label: t("dash.content.readDevotional") }}
          comingSoon={t("dash.content.devotionalSoon", { week })}
        >
          {devotional ? <p className="font-medium">{devotional.scriptureReference}</p> : null}
        </ContentCard>
        <ContentCard
          icon={<Dumbbell />}
          kind={t("dash.content.challenge")}
          title={challenge?.title ?? null}
          link={{ to: paths.week(week, "challenge"), label: t("dash.content.viewChallenge") }}
          comingSoon={t("dash.content.challengeSoon", { week })}
        >
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
          <ContentCard
            icon={<Shield />}
            kind={t("dash.content.dadsCorner")}
            title={dadsCorner?.title ?? null}
            link={{ to: paths.week(week, "dadsCorner"), label: t("dash.content.readMore") }}
            comingSoon={t("dash.content.dadsCornerSoon", { week })}
          >
            {dadsCorner ? <p className="line-clamp-3">{dadsCorner.content}</p> : null}
          </ContentCard>
        ) : null}
      </div>
    </section>
  );
}
