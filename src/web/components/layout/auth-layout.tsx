// The frame of the account screens: a warm navy panel (large screens) beside a form card.
import { t } from "../../lib/i18n.ts";
import { Dumbbell, HandHeart, NotebookPen } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:items-center lg:px-8">
      <title>{`${title} · StrongBond`}</title>
      <aside className="relative hidden overflow-hidden rounded-3xl bg-navy-950 p-10 text-navy-100 shadow-xl lg:block">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-amber-400/20 blur-3xl" />
        <p className="font-sans text-sm font-semibold tracking-widest text-amber-300 uppercase">StrongBond</p>
        <p className="mt-4 font-display text-3xl leading-snug font-bold text-white">{t("auth.panelHeadline")}</p>
        <ul className="mt-8 space-y-4">
          <li className="flex items-center gap-3">
            <HandHeart aria-hidden="true" className="size-5 text-amber-300" /> {t("auth.panelDevotional")}
          </li>
          <li className="flex items-center gap-3">
            <Dumbbell aria-hidden="true" className="size-5 text-amber-300" /> {t("auth.panelChallenge")}
          </li>
          <li className="flex items-center gap-3">
            <NotebookPen aria-hidden="true" className="size-5 text-amber-300" /> {t("auth.panelJournal")}
          </li>
        </ul>
        <figure className="mt-10 border-l-4 border-amber-400 pl-4">
          <blockquote className="font-display text-lg text-white italic">{t("auth.panelVerse")}</blockquote>
          <figcaption className="mt-2 text-sm text-navy-300">{t("auth.panelVerseReference")}</figcaption>
        </figure>
      </aside>
      <section className="mx-auto w-full max-w-md rounded-3xl bg-white p-6 shadow-lg ring-1 ring-navy-100 sm:p-10">
        <h1 className="text-3xl font-bold">{title}</h1>
        {subtitle ? <p className="mt-2 text-navy-700">{subtitle}</p> : null}
        <div className="mt-8">{children}</div>
        {footer ? <div className="mt-8 border-t border-navy-100 pt-6 text-center text-sm text-navy-700">{footer}</div> : null}
      </section>
    </div>
  );
}

/** The link under the form ('Sign in', 'Create an account', 'Back to Sign In'). */
export function AuthFooterLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <Link to={to} state={state} className="font-semibold text-navy-900 underline underline-offset-4 hover:text-amber-700">
      {children}
    </Link>
  );
}
