// The footer (docs/areas/navigation.md): what StrongBond is for, links by sign-in state (signed out Home / Sign In /
// Register / Journal; signed in his own places instead of "Sign In / Register"), the Privacy
// Policy, Terms of Service and Cookie Policy pages, and the social placeholders, which go nowhere yet: they
// are buttons marked aria-disabled (focusable and announced as unavailable) instead of href="#" jumps.
// Presentational: the root layout passes the user in, as to the navigation bar.
import { Link } from "react-router";
import type { TCurrentUser } from "../../../shared/schemas/identity.ts";
import { paths } from "../../paths.ts";
import { Brand } from "./brand.tsx";

function Placeholder({ label }: { label: string }) {
  return (
    <button type="button" aria-disabled="true" className="text-left text-navy-300">
      {label}
      <span className="sr-only"> (coming soon)</span>
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
  const home = { label: "Home", to: paths.home() };
  const churches = { label: "For Churches & Ministries", to: paths.churches() };
  if (pending) return [home, churches];
  if (!user)
    return [home, { label: "Sign In", to: paths.login() }, { label: "Register", to: paths.register() }, { label: "Journal", to: paths.journal() }, churches];
  const links = [home, { label: user.role === "admin" ? "Admin Panel" : "Dashboard", to: paths.dashboardFor(user.role) }];
  if (user.role === "dad" || user.role === "son") links.push({ label: "Journal", to: paths.journal() });
  links.push({ label: "Account", to: paths.account() });
  if (user.role !== "son") links.push(churches);
  return links;
}

/** The links everyone gets while the session loads; on a provisional page the others wait to be revealed. */
const FOR_EVERYONE = new Set(footerLinksFor(null, true).map((link) => link.label));

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
          <p className="mt-4 max-w-sm text-navy-200">Helping fathers and sons grow together in faith and fitness.</p>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-amber-300 uppercase">Explore</h2>
          <ul className="mt-4 space-y-2.5">
            {footerLinksFor(user, pending).map((link) => (
              <li key={link.label} data-signed-out-only={(provisional && !FOR_EVERYONE.has(link.label)) || undefined}>
                <Link className={linkClass} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-amber-300 uppercase">Company</h2>
          <ul className="mt-4 space-y-2.5">
            <li>
              <Link className={linkClass} to={paths.privacy()}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.terms()}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.cookies()}>
                Cookie Policy
              </Link>
            </li>
          </ul>
          <h2 className="mt-6 font-sans text-sm font-semibold tracking-wider text-amber-300 uppercase">Follow us</h2>
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
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-navy-300 sm:px-6 lg:px-8">© {year} StrongBond. All rights reserved.</p>
      </div>
    </footer>
  );
}
