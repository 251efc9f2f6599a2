// The whole route table (docs/areas/navigation.md: who may open a screen). Every screen is a lazy route (its own chunk) in
// src/web/routes/<screen>.tsx with a default export; guards are layout routes around the screens they protect.
// While a screen's code loads, the layout (navigation bar, footer) is already drawn and the screen area shows the
// skeleton its route registers in `handle.skeleton` (else the generic page skeleton): see route-skeleton.tsx.
import type { ComponentType } from "react";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouteSkeleton, type RouteHandle } from "./components/layout/route-skeleton.tsx";
import { DadDashboardSkeleton, SonDashboardSkeleton } from "./features/dashboard/components/dashboard-skeleton.tsx";
import { catalogPartsReady } from "./lib/i18n.ts";
import { RouteGuard } from "./session/route-guard.tsx";
import { patterns, type StudioPatterns } from "./paths.ts";
import { RootLayout } from "./routes/root-layout.tsx";
import RouteError from "./routes/route-error.tsx";

/** A lazily loaded screen: the module's default export becomes the route's Component, drawn once the page's language
 * has the words of the catalogue parts its chunk registered. */
function screen(load: () => Promise<{ default: ComponentType }>): NonNullable<RouteObject["lazy"]> {
  return async () => {
    const { default: Component } = await load();
    await catalogPartsReady();
    return { Component };
  };
}

/**
 * A content studio's screens at its paths. The platform's and an organization's studio have the same screens, each its
 * own module: routes/<studio>-<screen>.tsx.
 */
function studioRoutes(studio: "admin" | "organization", at: StudioPatterns): RouteObject[] {
  return [
    { path: at.planNew, lazy: screen(() => import(`./routes/${studio}-plan-new.tsx`)) },
    { path: at.planContent, lazy: screen(() => import(`./routes/${studio}-plan-content.tsx`)) },
    { path: at.planStudio, lazy: screen(() => import(`./routes/${studio}-plan-studio.tsx`)) },
    { path: at.planImport, lazy: screen(() => import(`./routes/${studio}-plan-import.tsx`)) },
    { path: at.devotionalNew, lazy: screen(() => import(`./routes/${studio}-devotional-new.tsx`)) },
    { path: at.challengeNew, lazy: screen(() => import(`./routes/${studio}-challenge-new.tsx`)) },
    { path: at.dadsCornerNew, lazy: screen(() => import(`./routes/${studio}-dads-corner-new.tsx`)) },
    { path: at.contentItemEdit, lazy: screen(() => import(`./routes/${studio}-content-item-edit.tsx`)) },
  ];
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Errors render inside the layout, so the navigation bar stays usable.
        ErrorBoundary: RouteError,
        // The first screen's code is loading: the layout above draws, the screen's skeleton stands in for it.
        HydrateFallback: () => <RouteSkeleton message="Loading StrongBond..." />,
        children: [
          // Everyone
          { path: patterns.home, lazy: screen(() => import("./routes/landing.tsx")) },
          { path: patterns.login, lazy: screen(() => import("./routes/login.tsx")) },
          { path: patterns.register, lazy: screen(() => import("./routes/register.tsx")) },
          { path: patterns.forgotPassword, lazy: screen(() => import("./routes/forgot-password.tsx")) },
          { path: patterns.resetPassword, lazy: screen(() => import("./routes/reset-password.tsx")) },
          { path: patterns.privacy, lazy: screen(() => import("./routes/privacy-policy.tsx")) },
          { path: patterns.terms, lazy: screen(() => import("./routes/terms-of-service.tsx")) },
          { path: patterns.cookies, lazy: screen(() => import("./routes/cookie-policy.tsx")) },
          { path: patterns.familyConfirm, lazy: screen(() => import("./routes/family-confirm.tsx")) },
          { path: patterns.emailChangeConfirm, lazy: screen(() => import("./routes/email-change-confirm.tsx")) },
          { path: patterns.emailChangeCancel, lazy: screen(() => import("./routes/email-change-cancel.tsx")) },
          { path: patterns.familySignIn, lazy: screen(() => import("./routes/family-sign-in.tsx")) },
          { path: patterns.unsubscribe, lazy: screen(() => import("./routes/unsubscribe.tsx")) },
          // Churches and ministries: the page for them, an organization's public page, a family's invitation.
          { path: patterns.churches, lazy: screen(() => import("./routes/churches.tsx")) },
          { path: patterns.organizationPage, lazy: screen(() => import("./routes/organization-public.tsx")) },
          { path: patterns.join, lazy: screen(() => import("./routes/join.tsx")) },

          // Role dad only / role son only
          {
            element: <RouteGuard allow={["dad"]} />,
            children: [
              {
                path: patterns.dashboardDad,
                handle: { skeleton: DadDashboardSkeleton } satisfies RouteHandle,
                lazy: screen(() => import("./routes/dashboard-dad.tsx")),
              },
              { path: patterns.family, lazy: screen(() => import("./routes/family.tsx")) },
              { path: patterns.firstRun, lazy: screen(() => import("./routes/first-run.tsx")) },
              { path: patterns.shareWords, lazy: screen(() => import("./routes/share-words.tsx")) },
            ],
          },
          {
            element: <RouteGuard allow={["son"]} />,
            children: [
              {
                path: patterns.dashboardSon,
                handle: { skeleton: SonDashboardSkeleton } satisfies RouteHandle,
                lazy: screen(() => import("./routes/dashboard-son.tsx")),
              },
            ],
          },

          // Every signed-in user: his own account
          {
            element: <RouteGuard allow={["dad", "son", "admin"]} />,
            children: [
              { path: patterns.account, lazy: screen(() => import("./routes/account.tsx")) },
              { path: patterns.appStart, lazy: screen(() => import("./routes/app-start.tsx")) },
            ],
          },

          // Signed out, or roles dad and son: the plans the public may find (the server draws their pages too)
          {
            element: <RouteGuard allow={["dad", "son"]} signedOut />,
            children: [
              { path: patterns.marketplace, lazy: screen(() => import("./routes/marketplace.tsx")) },
              { path: patterns.planDetail, lazy: screen(() => import("./routes/plan-detail.tsx")) },
            ],
          },

          // Roles dad and son
          {
            element: <RouteGuard allow={["dad", "son"]} />,
            children: [
              { path: patterns.week, lazy: screen(() => import("./routes/week.tsx")) },
              { path: patterns.journal, lazy: screen(() => import("./routes/journal.tsx")) },
              { path: patterns.fitness, lazy: screen(() => import("./routes/fitness.tsx")) },
              { path: patterns.reminders, lazy: screen(() => import("./routes/reminders.tsx")) },
              { path: patterns.groups, lazy: screen(() => import("./routes/groups.tsx")) },
              { path: patterns.groupCreate, lazy: screen(() => import("./routes/group-create.tsx")) },
              { path: patterns.groupDetail, lazy: screen(() => import("./routes/group-detail.tsx")) },
            ],
          },

          // Dads and admins: a dad may start an organization and run it beside his family (a church's leader is an
          // ordinary dad account; the spec gave these pages to admins only). The server decides who is on which staff.
          {
            element: <RouteGuard allow={["dad", "admin"]} />,
            children: [
              { path: patterns.organizations, lazy: screen(() => import("./routes/organizations.tsx")) },
              { path: patterns.organizationCreate, lazy: screen(() => import("./routes/organization-create.tsx")) },
              { path: patterns.organizationSettings, lazy: screen(() => import("./routes/organization-settings.tsx")) },
              { path: patterns.organizationInvitation, lazy: screen(() => import("./routes/organization-invitation.tsx")) },
              { path: patterns.organizationFamilies, lazy: screen(() => import("./routes/organization-families.tsx")) },
              { path: patterns.organizationFamiliesPoster, lazy: screen(() => import("./routes/organization-families-poster.tsx")) },
              { path: patterns.organizationLeaderGuide, lazy: screen(() => import("./routes/organization-leader-guide.tsx")) },
              ...studioRoutes("organization", patterns.organizationStudio),
              { path: patterns.organizationPlanPreview, lazy: screen(() => import("./routes/organization-plan-preview.tsx")) },
              // Two-factor: required for global admins and organization owners, optional for dads.
              { path: patterns.accountTwoFactor, lazy: screen(() => import("./routes/account-two-factor.tsx")) },
            ],
          },

          // Role admin who is also a global admin
          {
            element: <RouteGuard allow={["admin"]} requireGlobalAdmin />,
            children: [
              { path: patterns.admin, lazy: screen(() => import("./routes/admin.tsx")) },
              ...studioRoutes("admin", patterns.adminStudio),
              { path: patterns.adminReviews, lazy: screen(() => import("./routes/admin-reviews.tsx")) },
              { path: patterns.adminImport, lazy: screen(() => import("./routes/admin-import.tsx")) },
              { path: patterns.adminUsers, lazy: screen(() => import("./routes/admin-users.tsx")) },
              { path: patterns.adminTestimonials, lazy: screen(() => import("./routes/admin-testimonials.tsx")) },
            ],
          },

          // Any other path
          { path: "*", lazy: screen(() => import("./routes/not-found.tsx")) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the lazy screens the path matches and puts them into the route table, so the router starts initialized
 * on them: a page prerendered at build time (scripts/prerender.ts) is then hydrated by exactly the components
 * that rendered it, instead of the loading fallback.
 */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
