// Shortcuts to the three content forms, shown on the Plans tab and in the plan content editor.
import { BookOpen, Dumbbell, Users } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useStudio } from "../studio.tsx";
import { fromPlan } from "../use-return-path.ts";
import { t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studio.ts";

/** `planId`: the forms return to that plan's page when saved or cancelled. */
export function CreateContentLinks({ label, planId }: { label: string; planId?: number }) {
  const studio = useStudio();
  return (
    <nav aria-label={t("studio.links.label")} className="flex flex-wrap items-center gap-2 rounded-xl bg-navy-50 p-3 text-sm">
      <span className="font-semibold text-navy-800">{label}</span>
      <ButtonLink to={fromPlan(studio.devotionalNew(), planId)} variant="ghost" size="sm" icon={<BookOpen aria-hidden="true" className="size-4" />}>
        {t("studio.kind.devotionals")}
      </ButtonLink>
      <ButtonLink to={fromPlan(studio.challengeNew(), planId)} variant="ghost" size="sm" icon={<Dumbbell aria-hidden="true" className="size-4" />}>
        {t("studio.kind.challenges")}
      </ButtonLink>
      <ButtonLink to={fromPlan(studio.dadsCornerNew(), planId)} variant="ghost" size="sm" icon={<Users aria-hidden="true" className="size-4" />}>
        {t("studio.kind.dads-corner")}
      </ButtonLink>
    </nav>
  );
}
