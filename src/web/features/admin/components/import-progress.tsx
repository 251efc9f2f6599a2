// An import's card (the sample data, the plan library): what it brings, one row per part, what happened, and its buttons.
// A row has a check mark once imported, a spinner while the import runs, else an empty circle; the row's name, and
// under it its details and its outcome ("Importing...", "Not imported yet", or what the import did).
import { Circle, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { messages } from "../../../../shared/messages.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studioContent.ts";

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
          {outcome ?? (pending ? t("studioContent.adminImport.importing") : t("studioContent.adminImport.notYet"))}
        </p>
        {children}
      </div>
    </li>
  );
}

/** The import's button is disabled while it runs and once it is done: importing again would only say "already present". */
export function ImportCard<T, Part, Imported>({
  kind,
  mutation,
  parts,
  importedPart,
  row,
  success,
  cancel,
}: {
  /** Which import: its title, what it brings (and that importing again duplicates nothing), its list and button. */
  kind: "sample" | "library";
  mutation: { data: T | undefined; error: Error | null; isPending: boolean; mutate: () => void };
  /** What the import brings, one list row each. */
  parts: readonly Part[];
  /** What the answer says of a part once imported. */
  importedPart: (done: T, part: Part) => Imported | undefined;
  /** A part's row: `imported` is undefined until the answer is in. */
  row: (part: Part, imported: Imported | undefined, pending: boolean) => ReactNode;
  /** What the answer says once imported. */
  success: (done: T) => ReactNode;
  /** A way out beside the import's button. */
  cancel?: ReactNode;
}) {
  const done = mutation.data;
  return (
    <Card className="space-y-6">
      <div>
        <h2 className="text-xl font-bold">{t(`studioContent.${kind}.title`)}</h2>
        <p className="mt-1 text-navy-700">{t(`studioContent.${kind}.intro`)}</p>
      </div>
      <ul className="space-y-3" aria-label={t(`studioContent.${kind}.listLabel`)}>
        {parts.map((part) => row(part, done ? importedPart(done, part) : undefined, mutation.isPending))}
      </ul>
      {done ? success(done) : null}
      {mutation.error ? <Alert tone="error">{errorText(mutation.error, localize(messages.internalError))}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-navy-100 pt-6 sm:flex-row sm:justify-end">
        {cancel}
        <Button onClick={() => mutation.mutate()} loading={mutation.isPending} disabled={Boolean(done)}>
          {t(`studioContent.${kind}.import`)}
        </Button>
      </div>
    </Card>
  );
}
