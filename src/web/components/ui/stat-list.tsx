// A row of headline figures (a dashboard's totals): each a card with its label over its value, as a description list.
export function StatList({ stats }: { stats: { label: string; value: string }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100">
          <dt className="text-sm font-semibold text-navy-600">{stat.label}</dt>
          <dd className="mt-1 font-display text-3xl font-bold text-navy-950">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
