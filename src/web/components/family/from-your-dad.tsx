// "From your dad": the encouragements a son's dad sent him. On the son's dashboard, the latest, as the dashboard's
// answer carries it (so the page the server draws has it and the browser draws the same); on /reminders, every one
// of the last 14 days, read when the page opens. Nothing is drawn when there is none.
import { t } from "../../lib/i18n.ts";
import { Heart } from "lucide-react";
import type { TFromDad } from "../../../shared/schemas/dashboard.ts";
import { useEncouragements } from "../../lib/encouragements.ts";
import { Card } from "../ui/card.tsx";
import "../../lib/catalog-parts/home.ts";

function FromYourDadSection({ list }: { list: ReadonlyArray<{ id: number; message: string }> }) {
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="from-your-dad" className="space-y-2" data-testid="from-your-dad">
      <h2 id="from-your-dad" className="flex items-center gap-2 text-2xl font-bold">
        <Heart aria-hidden="true" className="size-5 text-amber-600" />
        {t("fromDad.heading")}
      </h2>
      <ul className="space-y-2">
        {list.map((e) => (
          <li key={e.id}>
            <Card className="!p-4">{e.message}</Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** On /reminders: every encouragement of the last 14 days (reading them marks them seen). */
export function FromYourDad() {
  const query = useEncouragements(true);
  return <FromYourDadSection list={query.data?.encouragements ?? []} />;
}

/** On the son's dashboard: the latest one, from the dashboard's answer. */
export function LatestFromYourDad({ fromDad }: { fromDad: TFromDad | null }) {
  return <FromYourDadSection list={fromDad ? [fromDad] : []} />;
}
