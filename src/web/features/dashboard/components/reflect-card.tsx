// 'Reflect on Your Week': a card leading to the journal, ready for this week's reflection.
import { t } from "../../../lib/i18n.ts";
import { PenLine } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../paths.ts";
import "../../../lib/catalog-parts/home.ts";

export function ReflectCard({ week }: { week: number }) {
  return (
    <section aria-labelledby="reflect-heading" className="rounded-2xl bg-navy-900 p-5 text-white shadow-sm sm:p-6">
      <h2 id="reflect-heading" className="text-xl font-bold text-white">
        {t("reflect.heading")}
      </h2>
      <p className="mt-2 text-navy-100">{t("reflect.text")}</p>
      <ButtonLink
        to={paths.journal({ week, type: "reflection" })}
        variant="accent"
        size="sm"
        className="mt-4"
        icon={<PenLine aria-hidden="true" className="size-4" />}
      >
        {t("reflect.open")}
      </ButtonLink>
    </section>
  );
}
