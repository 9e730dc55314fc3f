import { scaleLinear, scalePoint } from "d3-scale";
import { line } from "d3-shape";

export interface ChartDay {
  day: string;
  views: number;
  events: number;
}

const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 44 };

const SERIES = [
  { key: "views", label: "Page views", stroke: "#0f5e6e", dash: undefined },
  { key: "events", label: "All events", stroke: "#b45309", dash: "6 4" },
] as const;

function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

/**
 * Views and events per day as an SVG line chart drawn on the server (no chart code in the browser). The
 * figures are in the table beside it; the chart itself is one labelled image for screen readers.
 */
export function AnalyticsChart({ days, label }: { days: readonly ChartDay[]; label: string }) {
  const x = scalePoint<string>()
    .domain(days.map((d) => d.day))
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const top = Math.max(1, ...days.map((d) => d.events));
  const y = scaleLinear()
    .domain([0, top])
    .nice(4)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const ticks = y.ticks(4).filter(Number.isInteger);
  const labelEvery = Math.max(1, Math.ceil(days.length / 7));
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        className="h-auto w-full max-w-3xl"
        preserveAspectRatio="xMidYMid meet"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text
              x={MARGIN.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize="11"
              fill="#475569"
            >
              {tick}
            </text>
          </g>
        ))}
        {days.map((d, index) =>
          index % labelEvery === 0 ? (
            <text key={d.day} x={x(d.day)} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#475569">
              {shortDay(d.day)}
            </text>
          ) : null,
        )}
        {SERIES.map((series) => (
          <path
            key={series.key}
            d={
              line<ChartDay>()
                .x((d) => x(d.day) ?? 0)
                .y((d) => y(d[series.key]))(days as ChartDay[]) ?? ""
            }
            fill="none"
            stroke={series.stroke}
            strokeWidth={2}
            strokeDasharray={series.dash}
          />
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        {SERIES.map((series) => (
          <span key={series.key} className="inline-flex items-center gap-2">
            <svg width="24" height="8" aria-hidden="true">
              <line
                x1="0"
                x2="24"
                y1="4"
                y2="4"
                stroke={series.stroke}
                strokeWidth="2"
                strokeDasharray={series.dash}
              />
            </svg>
            {series.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
