// The content studio's context: the admin studio's forms, editor and API hooks serve both
// the platform (a global admin under /admin, /api/admin) and an organization (its staff under /organizations,
// /api/organizations/mine). A screen picks the studio; the components read where to call and where to go back.
import { createContext, useContext, type ReactNode } from "react";
import { paths, type StudioPaths } from "../../paths.ts";

/** A studio's screens (StudioPaths: new plan, content, editor, import, new items, an item's edit) and what else differs. */
export interface Studio extends StudioPaths {
  kind: "platform" | "organization";
  /** Where the authoring endpoints live. */
  apiBase: string;
  /** The studio's home screen and its name in breadcrumbs and back links. */
  home: () => string;
  homeLabel: string;
  /** Only an organization's studio has a preview of a plan as its families will read it. */
  planPreview: ((planId: number) => string) | null;
  /** The query key of the home screen, read again after a change. */
  homeKey: readonly unknown[];
}

export const PLATFORM_STUDIO: Studio = {
  ...paths.adminStudio,
  kind: "platform",
  apiBase: "/api/admin",
  home: paths.admin,
  homeLabel: "Admin",
  planPreview: null,
  homeKey: ["admin", "dashboard"],
};

export const ORGANIZATION_STUDIO: Studio = {
  ...paths.organizationStudio,
  kind: "organization",
  apiBase: "/api/organizations/mine",
  home: paths.organizations,
  homeLabel: "Organization",
  planPreview: paths.organizationPlanPreview,
  homeKey: ["organizations", "mine"],
};

const StudioContext = createContext<Studio>(PLATFORM_STUDIO);

export function StudioProvider({ studio, children }: { studio: Studio; children: ReactNode }) {
  return <StudioContext value={studio}>{children}</StudioContext>;
}

export function useStudio(): Studio {
  return useContext(StudioContext);
}
