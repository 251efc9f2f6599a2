import type { Role } from "../../../../shared/constants.ts";
import { t } from "../../../lib/i18n.ts";
import { testimonialSection } from "../../../../shared/testimonial-section.ts";
import { CallToAction } from "./call-to-action.tsx";

export function ClosingCall({ role }: { role: Role | null }) {
  return (
    <section aria-labelledby={testimonialSection.closingHeadingId} className="px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-navy-950 px-6 py-16 text-center shadow-xl sm:px-16">
        <div aria-hidden="true" className="absolute -top-20 -right-20 size-72 rounded-full bg-amber-400/25 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-24 -left-16 size-72 rounded-full bg-navy-500/30 blur-3xl" />
        <h2 id={testimonialSection.closingHeadingId} className="relative text-3xl font-bold text-white sm:text-4xl">
          {t("landing.closing.heading")}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-navy-200">{t("landing.closing.text")}</p>
        <div className="relative mt-10 flex justify-center">
          <CallToAction role={role} tone="dark" />
        </div>
      </div>
    </section>
  );
}
