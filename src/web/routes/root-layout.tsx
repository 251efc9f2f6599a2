// Every screen sits in this layout (docs/areas/navigation.md): navigation bar, the screen, footer. The bar and footer draw at
// once, also while the session loads (the bar then shows the brand only, so nobody sees signed-out links flash
// before his own); the screen area shows the screen's skeleton meanwhile (components/layout/route-skeleton.tsx).
import { useLayoutEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { Footer } from "../components/layout/footer.tsx";
import { NavBar } from "../components/layout/nav-bar.tsx";
import { NavigationProgress } from "../components/layout/navigation-progress.tsx";
import { useSession } from "../session/get-session.ts";
import { useSignOut } from "../session/sign-out.ts";
import { AssistantLauncher } from "../features/assistant/components/assistant-launcher.tsx";
import { OfflineNotices } from "../offline/offline-notices.tsx";
import { t } from "../lib/i18n.ts";

/**
 * The page scrolls to the top on every path change (not on a hash or query change). Not on the first render: the
 * page has just loaded where the browser put it, and scrolling there would force a layout of the whole page in the
 * middle of hydration (Total Blocking Time).
 */
function useScrollToTopOnPathChange() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function RootLayout() {
  const { user, assistantConfigured, isLoading, provisional = false } = useSession();
  const signOut = useSignOut();
  useScrollToTopOnPathChange();

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-navy-950 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("shell.skip")}
      </a>
      <NavigationProgress />
      <NavBar user={user} pending={isLoading} provisional={provisional} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />
      <main id="main-content" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <Footer user={user} pending={isLoading} provisional={provisional} />
      {user ? <AssistantLauncher role={user.role} configured={assistantConfigured} /> : null}
      <OfflineNotices />
    </div>
  );
}
