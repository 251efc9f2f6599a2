// The Fitness view (/fitness, docs/areas/fitness.md): each measure across the weeks as a chart,
// a line per person of the family, the plan's test weeks marked, personal bests marked, the first week against the
// latest, and the numbers in a table for screen readers and anyone who prefers them.
// No leaderboard and nobody outside the family: the API sends only the viewer's family.
import { Download, Dumbbell, Medal } from "lucide-react";
import { useId } from "react";
import type { TFitnessLogResponse } from "../../../../shared/schemas/fitness.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClasses, ButtonLink } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import "../../../lib/catalog-parts/fitness.ts";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../paths.ts";
import { useSession } from "../../../session/get-session.ts";
import { fitnessExportUrl } from "../api/export-fitness.ts";
import { useFamilyFitness } from "../api/get-fitness-results.ts";
import { amount, comparisonSentence, firstAgainstLatest, measureSeries, type MeasureSeries } from "../fitness-rules.ts";
import { fitnessNumber, unitShort } from "../fitness-words.ts";
import { MeasureChart } from "./measure-chart.tsx";

export function FitnessPage() {
  const query = useFamilyFitness();
  return (
    <Page title={t("fitness.page.title")} description={t("fitness.page.description")}>
      <QueryState
        query={query}
        error={t("msg.loadDataFailed")}
        loadingMessage={t("fitness.page.loading")}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            icon={<Dumbbell />}
            title={t("fitness.page.emptyTitle")}
            description={t("fitness.page.emptyText")}
            action={
              <ButtonLink to={paths.week(1, "challenge")} variant="accent">
                {t("fitness.page.emptyAction")}
              </ButtonLink>
            }
          />
        }
      >
        {(data) => <FitnessBody data={data} />}
      </QueryState>
    </Page>
  );
}

function FitnessBody({ data }: { data: TFitnessLogResponse }) {
  const series = measureSeries(data.results, data.people);
  return (
    <div className="space-y-10">
      {series.map((s) => (
        <MeasureCard key={s.key} series={s} />
      ))}
      <section aria-labelledby="fitness-download" className="space-y-2">
        <h2 id="fitness-download" className="text-xl font-bold">
          {t("fitness.page.downloadHeading")}
        </h2>
        <p className="text-navy-700">
          {t(data.people.some((p) => p.canLog && !p.isViewer) ? "fitness.page.downloadTextWithSons" : "fitness.page.downloadText")}
        </p>
        <div className="flex flex-wrap gap-3">
          <a href={fitnessExportUrl("csv")} download className={buttonClasses({ variant: "secondary", size: "sm" })}>
            <Download aria-hidden="true" className="size-4" /> {t("fitness.page.csv")}
          </a>
          <a href={fitnessExportUrl("json")} download className={buttonClasses({ variant: "secondary", size: "sm" })}>
            <Download aria-hidden="true" className="size-4" /> {t("fitness.page.json")}
          </a>
        </div>
      </section>
    </div>
  );
}

function MeasureCard({ series }: { series: MeasureSeries }) {
  const { user } = useSession();
  const titleId = useId();
  const unit = unitShort(series.unit);
  return (
    <section aria-labelledby={titleId} className="space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-200 sm:p-6">
      <h2 id={titleId} className="text-2xl font-bold">
        {series.label} <span className="text-base font-semibold text-navy-700">({unit})</span>
      </h2>
      <MeasureChart series={series} titleId={titleId} />
      <ul className="space-y-2" aria-label={t("fitness.page.grown", { measure: series.label })}>
        {series.people.map((line) => {
          const comparison = firstAgainstLatest(line);
          // A son reads encouragement about himself; the words for a son's line never say "behind" (fitness-rules.ts).
          const sentence = comparison ? comparisonSentence(comparison, series.unit, line.person.role) : null;
          return (
            <li key={line.person.userId} className="rounded-lg bg-navy-50 p-3">
              <p className="font-semibold">{line.person.userId === user?.id ? t("fitness.you", { name: line.person.fullName }) : line.person.fullName}</p>
              {comparison ? (
                <p className="text-navy-800">
                  {t("fitness.page.comparison", {
                    firstWeek: comparison.firstWeek,
                    firstAmount: amount(comparison.firstValue, series.unit),
                    latestWeek: comparison.latestWeek,
                    latestAmount: amount(comparison.latestValue, series.unit),
                  })}{" "}
                  {sentence}
                </p>
              ) : (
                <p className="text-navy-800">{t("fitness.page.logAnother")}</p>
              )}
              {line.best ? (
                <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-amber-900">
                  <Medal aria-hidden="true" className="size-4" />{" "}
                  {t("fitness.page.personalBestIn", { amount: amount(line.best.value, series.unit), week: line.best.week })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FitnessTable series={series} />
    </section>
  );
}

/** The chart's text alternative: every number, a row per week and a column per person. */
function FitnessTable({ series }: { series: MeasureSeries }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[16rem] text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-navy-800">
          {t("fitness.page.tableCaption", { measure: series.label, unit: unitShort(series.unit) })}
        </caption>
        <thead>
          <tr className="border-b border-navy-200">
            <th scope="col" className="py-2 pr-4">
              {t("fitness.page.week")}
            </th>
            {series.people.map((line) => (
              <th key={line.person.userId} scope="col" className="py-2 pr-4">
                {line.person.fullName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.weeks.map((week) => (
            <tr key={week} className="border-b border-navy-100">
              <th scope="row" className="py-2 pr-4 font-medium">
                {t("fitness.page.weekNumber", { week })}
                {series.testWeeks.has(week) ? (
                  <Badge tone="amber" className="ml-2">
                    {t("fitness.page.testWeek")}
                  </Badge>
                ) : null}
              </th>
              {series.people.map((line) => {
                const value = line.values.get(week);
                const best = line.best?.week === week;
                return (
                  <td key={line.person.userId} className="py-2 pr-4">
                    {value === undefined ? "—" : fitnessNumber(value)}
                    {best ? <span className="font-semibold text-amber-900"> {t("fitness.page.personalBestMark")}</span> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
