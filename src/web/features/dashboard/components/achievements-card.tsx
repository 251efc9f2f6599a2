// 'Your Achievements': how many weeks' devotionals and challenges the viewer has completed.
import { Trophy } from "lucide-react";
import type { Achievements } from "../../../../shared/schemas/progress.ts";
import { Card } from "../../../components/ui/card.tsx";

export function AchievementsCard({ achievements }: { achievements: Achievements }) {
  return (
    <Card className="!p-5 sm:!p-6">
      <h2 className="inline-flex items-center gap-2 text-xl font-bold">
        <Trophy aria-hidden="true" className="size-5 text-amber-600" />
        Your Achievements
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-navy-50 p-4 text-center">
          <dt className="text-sm text-navy-700">Devotionals Completed</dt>
          <dd className="text-3xl font-bold text-navy-950" data-testid="devotionals-completed">
            {achievements.devotionalsCompleted}
          </dd>
        </div>
        <div className="rounded-xl bg-navy-50 p-4 text-center">
          <dt className="text-sm text-navy-700">Challenges Completed</dt>
          <dd className="text-3xl font-bold text-navy-950" data-testid="challenges-completed">
            {achievements.challengesCompleted}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
