// One measure across the weeks as a small SVG line chart (decision 038: no charting library — this screen
// needs lines, points and a marked best, and a library would cost tens of KB gzip for it). A line per person:
// the dad solid with round points, the son dashed with square points, so colour is never the only difference.
// The chart is an image with a short summary; the numbers are in the table under it (FitnessTable).
import { amount, niceMax, type MeasureSeries, type PersonSeries } from "../fitness-rules.ts";

// A small drawing box, so its text stays readable when a phone scales it down (and the chart is capped in width).
const WIDTH = 420;
const HEIGHT = 220;
const PAD = { left: 40, right: 34, top: 18, bottom: 34 };

const STYLE = {
  dad: { stroke: "#1e2a4a", dash: undefined, point: "circle" },
  son: { stroke: "#b45309", dash: "7 5", point: "square" },
} as const;

function Point({ x, y, kind, color }: { x: number; y: number; kind: "circle" | "square"; color: string }) {
  return kind === "circle" ? <circle cx={x} cy={y} r={5} fill={color} /> : <rect x={x - 5} y={y - 5} width={10} height={10} fill={color} />;
}

export function MeasureChart({ series, titleId }: { series: MeasureSeries; titleId: string }) {
  const top = niceMax(Math.max(...series.people.flatMap((p) => [...p.values.values()]), 0));
  const first = series.weeks[0] ?? 1;
  const last = series.weeks[series.weeks.length - 1] ?? first;
  const span = Math.max(last - first, 1);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (week: number) => (last === first ? PAD.left + plotW / 2 : PAD.left + ((week - first) / span) * plotW);
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const ticks = [0, top / 2, top];
  const summary = series.people
    .map((p) => `${p.person.fullName}: ${[...p.values].map(([week, value]) => `week ${week} ${amount(value, series.unit)}`).join(", ")}`)
    .join("; ");

  return (
    <figure className="space-y-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-xl" role="img" aria-labelledby={titleId} aria-describedby={`${titleId}-summary`}>
        <desc id={`${titleId}-summary`}>{summary}. The table below lists every number.</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#cbd2e1" strokeWidth={1} />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fontSize={14} fill="#3b4a6b">
              {Number.isInteger(tick) ? tick : tick.toFixed(1)}
            </text>
          </g>
        ))}
        {series.weeks.map((week) => (
          <text key={week} x={x(week)} y={HEIGHT - 14} textAnchor="middle" fontSize={14} fill="#3b4a6b">
            Week {week}
          </text>
        ))}
        {series.people.map((line) => (
          <PersonLine key={line.person.userId} line={line} x={x} y={y} />
        ))}
      </svg>
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
          Personal best
        </span>
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
