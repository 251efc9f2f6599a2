import clsx from "clsx";
import { t } from "../../../lib/i18n.ts";
import { BookOpenText, Dumbbell, Gift, NotebookPen, ShieldCheck } from "lucide-react";

/** The cards, in the page's language (drawn per render: the language is the page's). */
const features = () => [
  { icon: BookOpenText, title: t("landing.features.devotionals"), text: t("landing.features.devotionalsText") },
  { icon: Dumbbell, title: t("landing.features.challenges"), text: t("landing.features.challengesText") },
  { icon: ShieldCheck, title: t("landing.features.dadsCorner"), text: t("landing.features.dadsCornerText") },
  { icon: NotebookPen, title: t("landing.features.journal"), text: t("landing.features.journalText") },
  { icon: Gift, title: t("landing.features.free"), text: t("landing.features.freeText"), highlight: true },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="grow-together" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-amber-700 uppercase">{t("landing.features.eyebrow")}</p>
          <h2 id="grow-together" className="mt-3 text-3xl font-bold sm:text-4xl">
            {t("landing.features.heading")}
          </h2>
          <p className="mt-4 text-lg text-navy-700">{t("landing.features.intro")}</p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features().map(({ icon: Icon, title, text, highlight }) => (
            <li
              key={title}
              className={clsx("rounded-3xl p-8 ring-1", highlight ? "bg-navy-950 text-navy-100 ring-navy-900 sm:col-span-2" : "bg-cream ring-navy-100")}
            >
              <span
                aria-hidden="true"
                className={clsx(
                  "flex size-12 items-center justify-center rounded-2xl",
                  highlight ? "bg-amber-400 text-navy-950" : "bg-navy-900 text-amber-300",
                )}
              >
                <Icon className="size-6" />
              </span>
              <h3 className={clsx("mt-6 text-xl font-bold", highlight && "text-white")}>{title}</h3>
              <p className={clsx("mt-2", highlight ? "text-navy-200" : "text-navy-700")}>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
