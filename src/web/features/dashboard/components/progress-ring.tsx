// A small progress ring: an SVG arc with the numbers in words beside it (colour never carries meaning alone).
export function ProgressRing({ value, max, label, detail }: { value: number; max: number; label: string; detail: string }) {
  const ratio = max > 0 ? Math.min(value / max, 1) : 0;
  const radius = 26;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className="flex items-center gap-3">
      <svg viewBox="0 0 64 64" className="size-16 shrink-0 -rotate-90" role="img" aria-label={`${label}: ${detail}`}>
        <circle cx="32" cy="32" r={radius} fill="none" strokeWidth="8" className="stroke-navy-100" />
        <circle
          cx="32"
          cy="32"
          r={radius}
          fill="none"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - ratio)}
          className="stroke-amber-500 motion-safe:transition-[stroke-dashoffset] motion-safe:duration-700"
        />
      </svg>
      <div>
        <p className="text-sm font-semibold text-navy-950">{label}</p>
        <p className="text-sm text-navy-700">{detail}</p>
      </div>
    </div>
  );
}
