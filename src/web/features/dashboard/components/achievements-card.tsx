// 'Your Achievements': how many weeks' devotionals and challenges the viewer has completed.
import { t } from "../../../lib/i18n.ts";
import { Trophy } from "lucide-react";
import type { TAchievements } from "../../../../shared/schemas/progress.ts";
import { Card } from "../../../components/ui/card.tsx";
import "../../../lib/catalog-parts/home.ts";

export function AchievementsCard({ achievements }: { achievements: TAchievements }) {
  const counts = [
    { label: t("achievements.devotionals"), value: achievements.devotionalsCompleted, testId: "devotionals-completed" },
    { label: t("achievements.challenges"), value: achievements.challengesCompleted, testId: "challenges-completed" },
  ];
  return (
    <Card className="!p-5 sm:!p-6">
      <h2 className="inline-flex items-center gap-2 text-xl font-bold">
        <Trophy aria-hidden="true" className="size-5 text-amber-600" />
        {t("achievements.heading")}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {counts.map((count) => (
          <div key={count.testId} className="rounded-xl bg-navy-50 p-4 text-center">
            <dt className="text-sm text-navy-700">{count.label}</dt>
            <dd className="text-3xl font-bold text-navy-950" data-testid={count.testId}>
              {count.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
