// What a leader sees — per week, how many families started and finished (an SVG bar chart with a
// table of the same numbers), no ranking; the families whose dad shares, with his finished weeks and his sons'
// first names; and the open reports to answer. Nothing here names a family that did not choose to share.
import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { type TGroupProgressResponse } from "../../../../shared/schemas/groups.ts";
import { useGroupProgress } from "../api/group-plan.ts";
import { useDismissReport, useGroupReports, useHidePost, useRemovePost } from "../api/group-posts.ts";
import "../../../lib/catalog-parts/groups.ts";
import { t } from "../../../lib/i18n.ts";

const WIDTH = 420;
const HEIGHT = 200;
const PAD = { left: 34, right: 10, top: 14, bottom: 30 };
/** The bars' colours, the same in the legend. */
/** The week table's columns, left to right; the last has no gap after it. */
const WEEK_COLUMNS = ["groups.leader.week", "groups.leader.started", "groups.leader.finished", "groups.leader.droppedOff"] as const;

const STARTED_COLOR = "#9fb0d0";
const FINISHED_COLOR = "#1e2a4a";

/** Families who started a week but did not start the next one: the drop-off into each week (week 1: none). */
export function dropOff(weeks: TGroupProgressResponse["weeks"]): number[] {
  return weeks.map((w, i) => (i === 0 ? 0 : Math.max(0, (weeks[i - 1]?.started ?? 0) - w.started)));
}

function LegendEntry({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg width="14" height="14" aria-hidden="true">
        <rect width="14" height="14" fill={color} />
      </svg>
      {children}
    </span>
  );
}

function WeeksChart({ data }: { data: TGroupProgressResponse }) {
  const weeks = data.weeks;
  const top = Math.max(data.families, 1);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(weeks.length, 1);
  const bar = Math.min(18, slot / 2.5);
  const y = (n: number) => PAD.top + plotH - (n / top) * plotH;
  const summary = weeks.map((w) => t("groups.leader.weekLine", { week: w.week, started: w.started, finished: w.finished })).join("; ");
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-labelledby="group-chart-title"
        aria-describedby="group-chart-desc"
      >
        <title id="group-chart-title">{t("groups.leader.chartTitle")}</title>
        <desc id="group-chart-desc">{t("groups.leader.chartDesc", { summary })}</desc>
        {[0, top].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#cbd2e1" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={13} fill="#3b4a6b">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((w, i) => {
          const x = PAD.left + i * slot + slot / 2;
          return (
            <g key={w.week}>
              <rect x={x - bar - 1} y={y(w.started)} width={bar} height={y(0) - y(w.started)} fill={STARTED_COLOR} />
              <rect x={x + 1} y={y(w.finished)} width={bar} height={y(0) - y(w.finished)} fill={FINISHED_COLOR} />
              <text x={x} y={HEIGHT - 10} textAnchor="middle" fontSize={13} fill="#3b4a6b">
                {t("groups.leader.weekShort", { week: w.week })}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap gap-x-6 text-sm text-navy-800">
        <LegendEntry color={STARTED_COLOR}>{t("groups.leader.startedLegend")}</LegendEntry>
        <LegendEntry color={FINISHED_COLOR}>{t("groups.leader.finishedLegend")}</LegendEntry>
      </figcaption>
    </figure>
  );
}

export function LeaderDashboard({ groupId }: { groupId: number }) {
  const progress = useGroupProgress(groupId, true);
  const data = progress.data;
  const current = data?.plan ? data.weeks.find((w) => w.week === Math.min(data.plan?.week ?? 1, data.plan?.durationWeeks ?? 1)) : undefined;
  const drops = data ? dropOff(data.weeks) : [];
  return (
    <Card>
      <CardHeader title={t("groups.leader.title")} description={t("groups.leader.text")} level={2} />
      {progress.isError ? <Alert tone="error">{errorText(progress.error, t("groups.leader.loadFailed"))}</Alert> : null}
      {data && !data.plan ? <p className="text-navy-700">{t("groups.leader.noPlan")}</p> : null}
      {data?.plan && data.countsHidden ? (
        <div className="space-y-3">
          <p className="text-lg font-semibold text-navy-950" data-testid="leader-week-summary">
            {t("groups.leader.countsHiddenSummary", { week: Math.min(data.plan.week, data.plan.durationWeeks) })}
          </p>
          <p className="text-navy-700">{t("msg.groups.countsHidden")}</p>
          <SharedFamilies data={data} />
        </div>
      ) : null}
      {data?.plan && !data.countsHidden && current ? (
        <div className="space-y-5">
          <p className="text-lg font-semibold text-navy-950" data-testid="leader-week-summary">
            {data.families === 0
              ? // Never "0 of 0": the group has families, none of them has started its plan yet.
                t("groups.leader.noneOnPlan", { week: current.week, count: data.groupFamilies })
              : t("groups.leader.weekSummary", { week: current.week, finished: current.finished, count: data.families, started: current.started })}
          </p>
          {data.families > 0 && data.groupFamilies > data.families ? (
            <p className="text-navy-700">{t("groups.leader.followSubset", { families: data.families, count: data.groupFamilies })}</p>
          ) : null}
          <WeeksChart data={data} />
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("groups.leader.tableCaption")}</caption>
              <thead>
                <tr className="border-b border-navy-100">
                  {WEEK_COLUMNS.map((column, index) => (
                    <th key={column} scope="col" className={index < WEEK_COLUMNS.length - 1 ? "py-2 pr-4" : "py-2"}>
                      {t(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.weeks.map((w, i) => (
                  <tr key={w.week} className="border-b border-navy-50">
                    <th scope="row" className="py-1.5 pr-4 font-medium">
                      {t("groups.leader.weekRow", { week: w.week })}
                    </th>
                    <td className="py-1.5 pr-4">{t("groups.leader.outOf", { count: w.started, total: data.families })}</td>
                    <td className="py-1.5 pr-4">{t("groups.leader.outOf", { count: w.finished, total: data.families })}</td>
                    <td className="py-1.5">{drops[i] ?? 0}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <SharedFamilies data={data} />
        </div>
      ) : null}
      <Reports groupId={groupId} />
    </Card>
  );
}

/** The families whose dad shares, by name, and how many keep their progress to themselves. */
function SharedFamilies({ data }: { data: TGroupProgressResponse }) {
  return (
    <section aria-labelledby="shared-families">
      <h3 id="shared-families" className="font-semibold text-navy-950">
        {t("groups.leader.sharedTitle")}
      </h3>
      {data.sharedFamilies.length === 0 ? (
        <p className="text-sm text-navy-700">{t("groups.leader.sharedNone")}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-navy-800">
          {data.sharedFamilies.map((family) => (
            <li key={family.dadName + family.sonFirstNames.join()}>
              <span className="font-semibold">{family.dadName}</span>
              {family.sonFirstNames.length > 0 ? t("groups.leader.withSons", { sons: family.sonFirstNames.join(", ") }) : ""}:{" "}
              {family.finishedWeeks.length > 0
                ? t("groups.leader.finishedWeeks", { weeks: family.finishedWeeks.join(", ") })
                : t("groups.leader.noWeekFinished")}
            </li>
          ))}
        </ul>
      )}
      {data.privateFamilies > 0 ? (
        <p className="mt-1 text-sm text-navy-700">
          {data.countsHidden
            ? t("groups.leader.privateHidden", { count: data.privateFamilies })
            : t("groups.leader.privateCounted", { count: data.privateFamilies })}
        </p>
      ) : null}
    </section>
  );
}

function Reports({ groupId }: { groupId: number }) {
  const reports = useGroupReports(groupId, true);
  const dismiss = useDismissReport(groupId);
  const hide = useHidePost(groupId);
  const remove = useRemovePost(groupId);
  if (!reports.data || reports.data.length === 0) return null;
  return (
    <section aria-labelledby="open-reports" className="mt-6 space-y-3 border-t border-navy-100 pt-6">
      <h3 id="open-reports" className="font-semibold text-navy-950">
        {t("groups.leader.reportsTitle", { count: reports.data.length })}
      </h3>
      <ul className="space-y-3">
        {reports.data.map((report) => (
          <li key={report.id} className="rounded-xl bg-red-50 p-3 text-sm ring-1 ring-red-200">
            <p>
              <span className="font-semibold">{report.authorName}</span>
              {t("groups.leader.reportWeek", { week: report.week })}
              {report.postBody}
            </p>
            {report.reason ? <p className="text-navy-700">{t("groups.leader.reason", { reason: report.reason })}</p> : null}
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={() => dismiss.mutate(report.id)}>
                {t("groups.leader.keep")}
              </Button>
              {!report.hidden ? (
                <Button size="sm" variant="secondary" onClick={() => hide.mutate({ postId: report.postId, hidden: true })}>
                  {t("groups.leader.hide")}
                </Button>
              ) : null}
              <Button size="sm" variant="danger" onClick={() => remove.mutate(report.postId)}>
                {t("groups.leader.remove")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
