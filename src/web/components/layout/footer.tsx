// The footer (docs/areas/navigation.md): what StrongBond is for, links Home / Sign In / Register / Journal, the Privacy
// Policy, Terms of Service and Cookie Policy pages, and the social placeholders, which go nowhere yet: they
// are buttons marked aria-disabled (focusable and announced as unavailable) instead of href="#" jumps.
import { Link } from "react-router";
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

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
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
            <li>
              <Link className={linkClass} to={paths.home()}>
                Home
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.login()}>
                Sign In
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.register()}>
                Register
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.journal()}>
                Journal
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.organizations()}>
                For Churches &amp; Ministries
              </Link>
            </li>
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
