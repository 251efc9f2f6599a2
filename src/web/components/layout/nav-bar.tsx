// The navigation bar (docs/areas/navigation.md): links by sign-in state and role, solid once the page is scrolled more
// than 10 px, and a disclosure menu on small screens. Presentational: the root layout passes the user in.
import clsx from "clsx";
import { LogOut, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { NAV_SOLID_SCROLL_PX } from "../../../shared/constants.ts";
import type { TCurrentUser } from "../../../shared/schemas/identity.ts";
import { paths } from "../../paths.ts";
import { Button, ButtonLink } from "../ui/button.tsx";
import { t } from "../../lib/i18n.ts";
import { Brand } from "./brand.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { NAV_CLEAR_CLASSES, NAV_SOLID_CLASSES } from "./nav-bar-look.ts";
import { useScrolledPast } from "./use-scrolled-past.ts";

interface NavItem {
  label: string;
  to: string;
  /** The account link carries the user's picture. */
  withAvatar?: boolean;
}

/** The signed-in links for this user (Sign out is a button, not a link). Signed out: Sign In and Get Started. */
// Each role sees only what it can open: the journey's screens are for dads and sons; an admin's
// Dashboard link is the admin studio.
function navItemsFor(user: Pick<TCurrentUser, "role" | "organizationRole"> | null): NavItem[] {
  if (!user) return [];
  const items: NavItem[] = [{ label: t("nav.dashboard"), to: paths.dashboardFor(user.role) }];
  if (user.role === "dad" || user.role === "son") {
    items.push(
      { label: t("nav.plans"), to: paths.marketplace() },
      { label: t("nav.journal"), to: paths.journal() },
      { label: t("nav.fitness"), to: paths.fitness() },
      { label: t("nav.groups"), to: paths.groups() },
      // One tap from anywhere: the weekly reminder, the recap and the encouragement live there.
      { label: t("nav.reminders"), to: paths.reminders() },
    );
  }
  if (user.role === "dad") items.push({ label: t("nav.family"), to: paths.family() });
  // Someone on an organization's staff (a dad may be) reaches its dashboard from every screen.
  if (user.organizationRole !== null) items.push({ label: t("nav.organization"), to: paths.organizations() });
  if (user.role === "admin") items.push({ label: t("nav.admin"), to: paths.admin() });
  items.push({ label: t("nav.account"), to: paths.account(), withAvatar: true });
  return items;
}

/** The user's picture beside "Account" (decorative: the link's text names it). */
function NavAvatar({ url }: { url: string | null | undefined }) {
  if (!url) return null;
  return <img src={url} alt="" width={24} height={24} className="mr-2 inline-block size-6 rounded-full object-cover align-middle" />;
}

/** The signed-in links as list items, in the bar or in the phone menu (each with its own look). */
function NavItems({ items, avatarUrl, linkClassName }: { items: NavItem[]; avatarUrl: string | null | undefined; linkClassName: NavLinkClassName }) {
  return items.map((item) => (
    <li key={item.label}>
      <NavLink to={item.to} className={linkClassName}>
        {item.withAvatar ? <NavAvatar url={avatarUrl} /> : null}
        {item.label}
      </NavLink>
    </li>
  ));
}

export interface NavBarProps {
  user: TCurrentUser | null;
  /** The session is not known yet: the bar draws the brand only (no signed-out links that flash away). */
  pending?: boolean;
  /**
   * Signed out but not yet confirmed (a public page's signed-out first view): the signed-out links
   * and the menu button are drawn, marked `data-signed-out-only`, invisible until the entry knows nobody is signed in.
   */
  provisional?: boolean;
  onSignOut: () => void;
  signingOut?: boolean;
}

type NavLinkClassName = (state: { isActive: boolean }) => string;

const linkClass: NavLinkClassName = ({ isActive }) =>
  clsx(
    "rounded-full px-3.5 py-2 text-sm font-semibold transition-colors",
    isActive ? "bg-navy-100 text-navy-950" : "text-navy-800 hover:bg-navy-100/70 hover:text-navy-950",
  );

const mobileLinkClass: NavLinkClassName = ({ isActive }) =>
  clsx("block rounded-lg px-4 py-3 text-base font-semibold", isActive ? "bg-navy-100 text-navy-950" : "text-navy-800 hover:bg-navy-50");

export function NavBar({ user, pending = false, provisional = false, onSignOut, signingOut = false }: NavBarProps) {
  const scrolled = useScrolledPast(NAV_SOLID_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const items = navItemsFor(user);

  // The menu closes when the user goes somewhere (state adjusted during render, not in an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;

  return (
    <header
      data-solid={solid ? "true" : "false"}
      className={clsx(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200",
        (solid ? NAV_SOLID_CLASSES : NAV_CLEAR_CLASSES).join(" "),
      )}
    >
      <nav aria-label={t("shell.mainNav")} className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home()} className="rounded-lg" aria-label={t("shell.homeLabel")}>
          <Brand />
        </Link>

        <div className="hidden items-center gap-1 md:flex" data-signed-out-only={provisional || undefined}>
          {pending ? null : user ? (
            <>
              <ul className="flex items-center gap-1">
                <NavItems items={items} avatarUrl={user.avatarUrl} linkClassName={linkClass} />
              </ul>
              <Button
                variant="ghost"
                size="sm"
                className="ml-2"
                icon={<LogOut aria-hidden="true" className="size-4" />}
                onClick={onSignOut}
                loading={signingOut}
              >
                {t("nav.signOut")}
              </Button>
            </>
          ) : (
            <>
              <NavLink to={paths.login()} className={linkClass}>
                {t("nav.signIn")}
              </NavLink>
              <ButtonLink to={paths.register()} variant="accent" size="sm" className="ml-2">
                {t("nav.getStarted")}
              </ButtonLink>
            </>
          )}
        </div>

        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <LanguageSwitch signedIn={user !== null} />
        </div>

        <button
          ref={menuButton}
          type="button"
          hidden={pending}
          data-signed-out-only={provisional || undefined}
          className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-navy-100/70 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          {t("nav.menu")}
        </button>
      </nav>

      <div id={menuId} hidden={!menuOpen} className="border-t border-navy-100 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden">
        {user ? (
          <ul className="space-y-1">
            <NavItems items={items} avatarUrl={user.avatarUrl} linkClassName={mobileLinkClass} />
            <li>
              <button
                type="button"
                onClick={onSignOut}
                disabled={signingOut}
                className="flex w-full items-center gap-2 rounded-lg px-4 py-3 text-left text-base font-semibold text-navy-800 hover:bg-navy-50"
              >
                <LogOut aria-hidden="true" className="size-5" />
                {t("nav.signOut")}
              </button>
            </li>
          </ul>
        ) : (
          <ul className="space-y-1">
            <li>
              <NavLink to={paths.home()} end className={mobileLinkClass}>
                {t("nav.home")}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.login()} className={mobileLinkClass}>
                {t("nav.signIn")}
              </NavLink>
            </li>
            <li className="pt-2">
              <ButtonLink to={paths.register()} variant="accent" block>
                {t("nav.getStarted")}
              </ButtonLink>
            </li>
          </ul>
        )}
      </div>
    </header>
  );
}
