// /organizations/plans/:planId/guide/:week: a week's leader guide for the men's breakfast: the
// devotional's passage and discussion questions, the challenge, Dad's Corner and talking points, with a print layout
// (styles.css: only the guide prints, black on white). Its staff open it for their own plans; the server decides.
import { Printer } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { Page } from "../../../components/layout/page.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { MarkdownText } from "../../../components/markdown/markdown-text.tsx";
import { paths } from "../../../paths.ts";
import { useLeaderGuide } from "../api/get-leader-guide.ts";
import "../../../lib/catalog-parts/organizations.ts";
import { t } from "../../../lib/i18n.ts";

/** One part of the guide under its heading (the heading names the section). */
function GuideSection({
  id,
  title,
  spacing = "space-y-3",
  children,
}: {
  id: string;
  title: ReactNode;
  spacing?: "space-y-2" | "space-y-3";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={spacing}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function LeaderGuidePage({ planId, week }: { planId: number; week: number }) {
  const guide = useLeaderGuide(planId, week);
  const navigate = useNavigate();
  return (
    <Page title={t("organizations.guide.docTitle", { week })} heading={null} width="medium">
      <QueryState
        query={guide}
        error={{ failed: t("organizations.guide.loadFailed"), notFound: t("organizations.guide.planNotFound") }}
        loadingMessage={t("organizations.guide.loading")}
      >
        {(data) => (
          <>
            <div className="mb-6 flex flex-wrap items-end justify-between gap-3 print:hidden">
              <ButtonLink to={paths.organizations()} variant="ghost" size="sm">
                {t("organizations.guide.back")}
              </ButtonLink>
              <div className="flex flex-wrap items-end gap-3">
                <label className="text-sm font-semibold">
                  {t("organizations.guide.week")}
                  <select
                    className="ml-2 rounded-lg border border-navy-200 bg-white px-3 py-2"
                    value={week}
                    onChange={(event) => void navigate(paths.organizationLeaderGuide(planId, event.target.value))}
                  >
                    {Array.from({ length: data.plan.durationWeeks }, (_, index) => index + 1).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
                <Button icon={<Printer aria-hidden="true" className="size-4" />} onClick={() => window.print()}>
                  {t("organizations.guide.print")}
                </Button>
              </div>
            </div>
            <article className="leader-guide space-y-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100 sm:p-8" aria-labelledby="guide-title">
              <header>
                <p className="text-sm font-semibold tracking-widest text-amber-800 uppercase">
                  {data.organizationName ? `${data.organizationName} · ` : ""}
                  {t("organizations.guide.title")}
                </p>
                <h1 id="guide-title" className="mt-1 text-3xl font-bold">
                  {t("organizations.guide.heading", { title: data.plan.title, week: data.weekNumber })}
                </h1>
              </header>

              {data.devotional ? (
                <GuideSection id="guide-devotional" title={t("organizations.guide.devotional", { title: data.devotional.title })}>
                  <p className="font-semibold">{data.devotional.scriptureReference}</p>
                  {data.devotional.memoryVerse ? (
                    <p className="italic">{t("organizations.guide.memoryVerse", { verse: data.devotional.memoryVerse })}</p>
                  ) : null}
                  <div className="text-navy-800">
                    <MarkdownText text={data.devotional.content} fallback={null} />
                  </div>
                </GuideSection>
              ) : (
                <p>{t("organizations.guide.noDevotional")}</p>
              )}

              <GuideSection id="guide-questions" title={t("organizations.guide.questions")}>
                {data.devotional && data.devotional.discussionQuestions.length > 0 ? (
                  <ol className="list-decimal space-y-2 pl-6">
                    {data.devotional.discussionQuestions.map((question) => (
                      <li key={question}>{question}</li>
                    ))}
                  </ol>
                ) : (
                  <p>{t("organizations.guide.noQuestions")}</p>
                )}
              </GuideSection>

              {data.challenge ? (
                <GuideSection id="guide-challenge" title={t("organizations.guide.challenge", { title: data.challenge.title })} spacing="space-y-2">
                  <p>
                    {t("organizations.guide.minutes", { focus: data.challenge.fitnessFocus, minutes: data.challenge.durationMinutes })}
                    {data.challenge.equipmentNeeded.length > 0 ? t("organizations.guide.bring", { items: data.challenge.equipmentNeeded.join(", ") }) : ""}
                  </p>
                  <div className="text-navy-800">
                    <MarkdownText text={data.challenge.description} fallback={null} />
                  </div>
                </GuideSection>
              ) : null}

              <GuideSection id="guide-points" title={t("organizations.guide.points")}>
                <ul className="list-disc space-y-2 pl-6">
                  {data.talkingPoints.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </GuideSection>

              {data.dadsCorner ? (
                <GuideSection id="guide-corner" title={t("organizations.guide.forDads", { title: data.dadsCorner.title })} spacing="space-y-2">
                  <div className="text-navy-800">
                    <MarkdownText text={data.dadsCorner.content} fallback={null} />
                  </div>
                </GuideSection>
              ) : null}
            </article>
          </>
        )}
      </QueryState>
    </Page>
  );
}
