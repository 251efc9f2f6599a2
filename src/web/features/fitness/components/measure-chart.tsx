// One measure across the weeks as a small SVG line chart (no charting library — this screen
// needs lines, points and a marked best, and a library would cost tens of KB gzip for it). A line per person:
// the dad solid with round points, the son dashed with square points, so colour is never the only difference.
// The plan's test weeks stand on a shaded band. The chart is an image with a short summary; the numbers are in the
// table under it (FitnessTable). It is drawn at the width of its card, one unit a CSS pixel, so the whole card is
// used on a desktop and its words keep their size on a phone.
import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import "../../../lib/catalog-parts/fitness.ts";
import { dateLocale, t } from "../../../lib/i18n.ts";
import { amount, niceMax, type MeasureSeries, type PersonSeries } from "../fitness-rules.ts";

/** Before the card is measured (and where nothing measures, such as a test's document): a phone's width. */
const DEFAULT_WIDTH = 360;
const PAD = { left: 44, right: 28, top: 18, bottom: 34 };
/** Room a "Week 12" label needs: closer weeks label every second (or third…) week. */
const LABEL_ROOM = 64;
const TEST_BAND = "#fef3c7";

/** The width of an element in CSS pixels, following it as the window resizes. */
function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

const STYLE = {
  dad: { stroke: "#1e2a4a", dash: undefined, point: "circle" },
  son: { stroke: "#b45309", dash: "7 5", point: "square" },
} as const;

/** The weeks whose label fits: the first, then each at least LABEL_ROOM after the one before; the last always. */
function labelledWeeks(weeks: number[], x: (week: number) => number): number[] {
  const kept: number[] = [];
  for (const week of weeks) {
    const previous = kept.at(-1);
    if (previous === undefined || x(week) - x(previous) >= LABEL_ROOM) kept.push(week);
  }
  const last = weeks.at(-1);
  if (last !== undefined && kept.at(-1) !== last) {
    if (kept.length > 1 && x(last) - x(kept.at(-1) ?? last) < LABEL_ROOM) kept.pop();
    kept.push(last);
  }
  return kept;
}

function Point({ x, y, kind, color }: { x: number; y: number; kind: "circle" | "square"; color: string }) {
  return kind === "circle" ? <circle cx={x} cy={y} r={5} fill={color} /> : <rect x={x - 5} y={y - 5} width={10} height={10} fill={color} />;
}

export function MeasureChart({ series, titleId }: { series: MeasureSeries; titleId: string }) {
  const [boxRef, width] = useWidth<HTMLDivElement>();
  const height = width >= 640 ? 300 : 230;
  const top = niceMax(Math.max(...series.people.flatMap((p) => [...p.values.values()]), 0));
  const first = series.weeks[0] ?? 1;
  const last = series.weeks[series.weeks.length - 1] ?? first;
  const span = Math.max(last - first, 1);
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const x = (week: number) => (last === first ? PAD.left + plotW / 2 : PAD.left + ((week - first) / span) * plotW);
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const ticks = [0, top / 2, top];
  const summary = series.people
    .map(
      (p) => `${p.person.fullName}: ${[...p.values].map(([week, value]) => t("fitness.chart.point", { week, amount: amount(value, series.unit) })).join(", ")}`,
    )
    .join("; ");
  const tests = series.weeks.filter((week) => series.testWeeks.has(week));
  const testSummary = tests.length > 0 ? ` ${t("fitness.chart.testWeeks", { count: tests.length, weeks: tests.join(", ") })}` : "";
  const labelled = labelledWeeks(series.weeks, x);
  const band = Math.min(36, (plotW / Math.max(span, 1)) * 0.7);

  return (
    <figure className="space-y-2">
      <div ref={boxRef} className="w-full">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          className="block h-auto w-full"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={`${titleId}-summary`}
        >
          <desc id={`${titleId}-summary`}>
            {summary}.{testSummary} {t("fitness.chart.tableBelow")}
          </desc>
          {tests.map((week) => (
            <rect key={week} x={x(week) - band / 2} y={PAD.top - 6} width={band} height={plotH + 12} rx={4} fill={TEST_BAND} />
          ))}
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#cbd2e1" strokeWidth={1} />
              <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fontSize={14} fill="#3b4a6b">
                {tick.toLocaleString(dateLocale(), { maximumFractionDigits: 1, useGrouping: false })}
              </text>
            </g>
          ))}
          {labelled.map((week) => (
            <text key={week} x={x(week)} y={height - 12} textAnchor="middle" fontSize={14} fill="#3b4a6b">
              {t("fitness.page.weekNumber", { week })}
            </text>
          ))}
          {series.people.map((line) => (
            <PersonLine key={line.person.userId} line={line} x={x} y={y} />
          ))}
        </svg>
      </div>
      <figcaption className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-navy-800">
        {series.people.map((line) => {
          const style = STYLE[line.person.role];
          return (
            <span key={line.person.userId} className="inline-flex items-center gap-2">
              <svg width="28" height="12" aria-hidden="true">
                <line x1="0" x2="28" y1="6" y2="6" stroke={style.stroke} strokeWidth={3} strokeDasharray={style.dash} />
              </svg>
              {line.person.fullName}
            </span>
          );
        })}
        <span className="inline-flex items-center gap-2">
          <svg width="16" height="16" aria-hidden="true">
            <circle cx="8" cy="8" r="6" fill="none" stroke="#d97706" strokeWidth={2.5} />
          </svg>
          {t("fitness.chart.personalBest")}
        </span>
        {tests.length > 0 ? (
          <span className="inline-flex items-center gap-2">
            <svg width="16" height="16" aria-hidden="true">
              <rect x="1" y="1" width="14" height="14" rx="3" fill={TEST_BAND} stroke="#d97706" strokeWidth={1} />
            </svg>
            {t("fitness.page.testWeek")}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

function PersonLine({ line, x, y }: { line: PersonSeries; x: (week: number) => number; y: (value: number) => number }) {
  const style = STYLE[line.person.role];
  const points = [...line.values].sort((a, b) => a[0] - b[0]);
  const path = points.map(([week, value], i) => `${i === 0 ? "M" : "L"}${x(week).toFixed(1)},${y(value).toFixed(1)}`).join(" ");
  return (
    <g>
      <path d={path} fill="none" stroke={style.stroke} strokeWidth={3} strokeDasharray={style.dash} strokeLinejoin="round" />
      {points.map(([week, value]) => (
        <Point key={week} x={x(week)} y={y(value)} kind={style.point} color={style.stroke} />
      ))}
      {line.best ? <circle cx={x(line.best.week)} cy={y(line.best.value)} r={10} fill="none" stroke="#d97706" strokeWidth={2.5} /> : null}
    </g>
  );
}
