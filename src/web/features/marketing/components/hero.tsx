import { BookOpenText, CircleCheck, Dumbbell, Gift, ShieldCheck } from "lucide-react";
import { t } from "../../../lib/i18n.ts";
import { richText } from "../../../lib/rich-text.tsx";
import { Link } from "react-router";
import type { Role } from "../../../../shared/constants.ts";
import { paths } from "../../../paths.ts";
import { CallToAction } from "./call-to-action.tsx";

/** A preview of one week in the app, drawn with markup (no image to download). */
function WeekPreview() {
  const items = [
    { icon: BookOpenText, kind: t("landing.preview.devotional"), title: t("landing.preview.devotionalTitle"), done: true },
    { icon: Dumbbell, kind: t("landing.preview.challenge"), title: t("landing.preview.challengeTitle"), done: true },
    { icon: ShieldCheck, kind: t("landing.preview.dadsCorner"), title: t("landing.preview.dadsCornerTitle"), done: false },
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 -z-10 rotate-3 rounded-[2rem] bg-amber-300/40" />
      <div className="rounded-3xl bg-navy-950 p-6 text-white shadow-2xl sm:p-8">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">{t("landing.preview.week")}</p>
          <p className="rounded-full bg-white/10 px-3 py-1 text-xs font-semibold">{t("landing.preview.done", { done: 2, total: 3 })}</p>
        </div>
        <p className="mt-2 font-display text-2xl font-bold">{t("landing.preview.heading")}</p>
        <ul className="mt-6 space-y-3">
          {items.map(({ icon: Icon, kind, title, done }) => (
            <li key={kind} className="flex items-center gap-4 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-400 text-navy-950">
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-xs font-semibold text-navy-300 uppercase">{kind}</span>
                <span className="block truncate font-semibold">{title}</span>
              </span>
              <CircleCheck className={done ? "size-6 text-emerald-400" : "size-6 text-white/25"} />
            </li>
          ))}
        </ul>
        <div className="mt-6 h-2 overflow-hidden rounded-full bg-white/10">
          <div className="h-full w-2/3 rounded-full bg-amber-400" />
        </div>
      </div>
    </div>
  );
}

export function Hero({ role }: { role: Role | null }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-cream via-amber-50 to-cream">
      <div aria-hidden="true" className="absolute top-10 -left-32 size-96 rounded-full bg-amber-200/40 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-14 px-4 pt-12 pb-20 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-20 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-navy-800 shadow-sm ring-1 ring-navy-100">
            <Gift aria-hidden="true" className="size-4 text-amber-600" />
            {t("landing.freeWeek")}
          </p>
          <h1 className="mt-6 text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">
            {richText(t("landing.headline"), [(text) => <span className="text-amber-700">{text}</span>])}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-navy-700 sm:text-xl">{t("landing.lead")}</p>
          <div className="mt-10">
            <CallToAction role={role} />
          </div>
          <p className="mt-6 text-navy-700">
            {t("landing.notSure")}{" "}
            <Link to={paths.marketplace()} className="rounded font-semibold text-navy-900 underline underline-offset-4">
              {t("landing.browsePlans")}
            </Link>
          </p>
        </div>
        <WeekPreview />
      </div>
    </section>
  );
}
