// "From your dad": the encouragements a son's dad sent him, on the son's dashboard and on /reminders. Nothing is
// drawn until they are read (and none when there are none), so the server-drawn page and the browser agree.
import { Heart } from "lucide-react";
import { useEncouragements } from "../../lib/encouragements.ts";
import { Card } from "../ui/card.tsx";

export function FromYourDad({ latestOnly = false }: { latestOnly?: boolean }) {
  const query = useEncouragements(true);
  const all = query.data?.encouragements ?? [];
  const list = latestOnly ? all.slice(0, 1) : all;
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="from-your-dad" className="space-y-2" data-testid="from-your-dad">
      <h2 id="from-your-dad" className="flex items-center gap-2 text-2xl font-bold">
        <Heart aria-hidden="true" className="size-5 text-amber-600" />
        From your dad
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
