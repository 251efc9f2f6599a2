// One row of an import list (the sample data, the plan library): a check mark once imported, a spinner while the
// import runs, else an empty circle; the row's name, and under it its details and its outcome ("Importing...",
// "Not imported yet", or what the import did).
import { Circle, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Spinner } from "../../../components/ui/spinner.tsx";

function ImportProgressIcon({ imported, pending }: { imported: boolean; pending: boolean }) {
  if (imported) return <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />;
  if (pending) return <Spinner className="shrink-0 text-amber-500" />;
  return <Circle aria-hidden="true" className="size-6 shrink-0 text-navy-300" />;
}

export function ImportProgressRow({
  name,
  details,
  outcome,
  pending,
  children,
}: {
  name: string;
  /** Shown before the outcome, e.g. "Faith · 6 weeks". */
  details?: string;
  /** What the import did to this row; null until it is imported. */
  outcome: string | null;
  pending: boolean;
  /** More under the row once imported (a link to it). */
  children?: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 rounded-xl bg-navy-50 p-3">
      <ImportProgressIcon imported={outcome !== null} pending={pending} />
      <div className="min-w-0">
        <p className="font-semibold break-words text-navy-950">{name}</p>
        <p className="text-sm text-navy-700">
          {details ? `${details} · ` : null}
          {outcome ?? (pending ? "Importing..." : "Not imported yet")}
        </p>
        {children}
      </div>
    </li>
  );
}
