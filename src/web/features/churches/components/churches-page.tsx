// /churches: what a church or men's ministry gets from StrongBond, what it costs, and "Start your organization" —
// open to a leader who is not a dad and has no plan: registration for a leader skips the family's
// plan choice and lands on creating the organization. Prerendered (scripts/prerender.ts) like the landing page.
import { BookOpenText, Mail, Printer, QrCode, ShieldCheck, Users } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../paths.ts";
import { useSession } from "../../../session/get-session.ts";
import "../../../lib/catalog-parts/churches.ts";
import { t, type MessageKey } from "../../../lib/i18n.ts";

const COMMISSION_PERCENT = 12;

const gets: { icon: typeof QrCode; title: MessageKey; text: MessageKey }[] = [
  { icon: QrCode, title: "churches.gets.link.title", text: "churches.gets.link.text" },
  { icon: Mail, title: "churches.gets.email.title", text: "churches.gets.email.text" },
  { icon: Users, title: "churches.gets.roster.title", text: "churches.gets.roster.text" },
  { icon: BookOpenText, title: "churches.gets.plans.title", text: "churches.gets.plans.text" },
  { icon: Printer, title: "churches.gets.guide.title", text: "churches.gets.guide.text" },
  { icon: ShieldCheck, title: "churches.gets.privacy.title", text: "churches.gets.privacy.text" },
];

/** What starting, selling plans and sponsoring seats cost, in the page's language. */
const costs = () => [
  { term: t("churches.costs.start"), text: t("churches.costs.startText") },
  { term: t("churches.costs.sell"), text: t("churches.costs.sellText", { percent: COMMISSION_PERCENT }) },
  { term: t("churches.costs.seats"), text: t("churches.costs.seatsText", { percent: COMMISSION_PERCENT }) },
];

/** "Start your organization", at the top of the page and again at its foot. */
function StartLink({ to, variant }: { to: string; variant: "accent" | "primary" }) {
  return (
    <ButtonLink to={to} variant={variant} size="lg">
      {t("churches.page.start")}
    </ButtonLink>
  );
}

export function ChurchesPage() {
  const { user } = useSession();
  // Signed in: straight to creating it. Signed out: a leader's registration (no family plan to choose first).
  const start = user ? paths.organizationCreate() : paths.registerLeader();
  return (
    <>
      <title>{t("churches.page.docTitle")}</title>
      <section className="bg-gradient-to-b from-cream via-amber-50 to-cream">
        <div className="mx-auto max-w-5xl px-4 pt-12 pb-14 sm:px-6 lg:px-8 lg:pt-20">
          <p className="text-sm font-semibold tracking-widest text-amber-800 uppercase">{t("churches.page.kicker")}</p>
          <h1 className="mt-3 text-4xl leading-tight font-bold sm:text-5xl">{t("churches.page.title")}</h1>
          <p className="mt-6 max-w-2xl text-lg text-navy-700 sm:text-xl">{t("churches.page.intro")}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <StartLink to={start} variant="accent" />
            {user ? null : (
              <Link
                to={paths.login()}
                state={{ from: { pathname: paths.organizationCreate(), search: "", hash: "" } }}
                className="font-semibold text-navy-800 underline underline-offset-4"
              >
                {t("churches.page.haveAccount")}
              </Link>
            )}
          </div>
          <p className="mt-4 text-sm text-navy-700">{t("churches.page.noDad")}</p>
        </div>
      </section>

      <section aria-labelledby="churches-gets" className="mx-auto max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="churches-gets" className="text-3xl font-bold">
          {t("churches.page.getsTitle")}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {gets.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
              <Icon aria-hidden="true" className="size-7 text-amber-700" />
              <h3 className="mt-3 text-lg font-bold">{t(title)}</h3>
              <p className="mt-2 text-navy-700">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="churches-costs" className="bg-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="churches-costs" className="text-3xl font-bold">
            {t("churches.costs.title")}
          </h2>
          <dl className="mt-8 grid gap-6 sm:grid-cols-3">
            {costs().map(({ term, text }) => (
              <div key={term} className="rounded-2xl bg-cream p-6 ring-1 ring-navy-100">
                <dt className="font-bold">{term}</dt>
                <dd className="mt-2 text-navy-700">{text}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm text-navy-700">{t("churches.costs.weekOne")}</p>
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-14 text-center sm:px-6 lg:px-8">
        <h2 className="text-2xl font-bold">{t("churches.ready.title")}</h2>
        <p className="mx-auto mt-3 max-w-xl text-navy-700">{t("churches.ready.text")}</p>
        <div className="mt-6">
          <StartLink to={start} variant="primary" />
        </div>
      </section>
    </>
  );
}
