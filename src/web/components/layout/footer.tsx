// The footer (docs/areas/navigation.md): what StrongBond is for, links by sign-in state (signed out Home / Sign In /
// Register / Journal; signed in his own places instead of "Sign In / Register"), the Privacy
// Policy, Terms of Service and Cookie Policy pages, and the social placeholders, which go nowhere yet: they
// are buttons marked aria-disabled (focusable and announced as unavailable) instead of href="#" jumps.
// Presentational: the root layout passes the user in, as to the navigation bar.
import { Link } from "react-router";
import type { TCurrentUser } from "../../../shared/schemas/identity.ts";
import { paths } from "../../paths.ts";
import { t } from "../../lib/i18n.ts";
import { Brand } from "./brand.tsx";

function Placeholder({ label }: { label: string }) {
  return (
    <button type="button" aria-disabled="true" className="text-left text-navy-300">
      {label}
      <span className="sr-only">{t("footer.comingSoon")}</span>
    </button>
  );
}

const linkClass = "rounded text-navy-100 hover:text-amber-300";

interface FooterLink {
  label: string;
  to: string;
}

/**
 * The Explore links: signed out, the spec's Home / Sign In / Register / Journal; signed in, his own places (the
 * Dashboard link as the bar has it, Journal for a dad or a son, Account); while the session loads, only what is the
 * same for everyone, so no "Sign In" flashes before a signed-in user's links.
 */
export function footerLinksFor(user: Pick<TCurrentUser, "role"> | null, pending: boolean): FooterLink[] {
  const home = { label: t("nav.home"), to: paths.home() };
  const churches = { label: t("footer.churches"), to: paths.churches() };
  if (pending) return [home, churches];
  if (!user)
    return [
      home,
      { label: t("nav.signIn"), to: paths.login() },
      { label: t("footer.register"), to: paths.register() },
      { label: t("nav.journal"), to: paths.journal() },
      churches,
    ];
  const links = [home, { label: user.role === "admin" ? t("footer.adminPanel") : t("nav.dashboard"), to: paths.dashboardFor(user.role) }];
  if (user.role === "dad" || user.role === "son") links.push({ label: t("nav.journal"), to: paths.journal() });
  links.push({ label: t("nav.account"), to: paths.account() });
  if (user.role !== "son") links.push(churches);
  return links;
}

/** The links everyone gets while the session loads (by address); on a provisional page the others wait to be revealed. */
const FOR_EVERYONE = new Set<string>([paths.home(), paths.churches()]);

export function Footer({
  year = new Date().getFullYear(),
  user = null,
  pending = false,
  provisional = false,
}: {
  year?: number;
  user?: Pick<TCurrentUser, "role"> | null;
  pending?: boolean;
  /** Signed out, not yet confirmed: the signed-out links drawn, invisible until the entry knows. */
  provisional?: boolean;
}) {
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="md:col-span-2">
          <Brand tone="light" />
          <p className="mt-4 max-w-sm text-navy-200">{t("footer.tagline")}</p>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-amber-300 uppercase">{t("footer.explore")}</h2>
          <ul className="mt-4 space-y-2.5">
            {footerLinksFor(user, pending).map((link) => (
              <li key={link.label} data-signed-out-only={(provisional && !FOR_EVERYONE.has(link.to)) || undefined}>
                <Link className={linkClass} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-amber-300 uppercase">{t("footer.company")}</h2>
          <ul className="mt-4 space-y-2.5">
            <li>
              <Link className={linkClass} to={paths.privacy()}>
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.terms()}>
                {t("footer.terms")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.cookies()}>
                {t("footer.cookies")}
              </Link>
            </li>
          </ul>
          <h2 className="mt-6 font-sans text-sm font-semibold tracking-wider text-amber-300 uppercase">{t("footer.follow")}</h2>
          <ul className="mt-4 flex gap-4">
            <li>
              <Placeholder label="Facebook" />
            </li>
            <li>
              <Placeholder label="Instagram" />
            </li>
            <li>
              <Placeholder label="YouTube" />
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-navy-300 sm:px-6 lg:px-8">{t("footer.rights", { year })}</p>
      </div>
    </footer>
  );
}
