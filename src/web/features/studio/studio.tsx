// The content studio's context: the admin studio's forms, editor and API hooks serve both
// the platform (a global admin under /admin, /api/admin) and an organization (its staff under /organizations,
// /api/organizations/mine). A screen picks the studio; the components read where to call and where to go back.
import { createContext, useContext, type ReactNode } from "react";
import { paths } from "../../paths.ts";

export interface Studio {
  kind: "platform" | "organization";
  /** Where the authoring endpoints live. */
  apiBase: string;
  /** The studio's home screen and its name in breadcrumbs and back links. */
  home: () => string;
  homeLabel: string;
  planContent: (planId: number) => string;
  /** The plan editor and the import screen. */
  planStudio: (planId: number) => string;
  planImport: () => string;
  planPreview: ((planId: number) => string) | null;
  devotionalNew: () => string;
  challengeNew: () => string;
  dadsCornerNew: () => string;
  /** Edit one existing item; kind is devotionals | challenges | dads-corner. */
  contentItemEdit: (kind: string, itemId: number) => string;
  /** The query key of the home screen, read again after a change. */
  homeKey: readonly unknown[];
}

export const PLATFORM_STUDIO: Studio = {
  kind: "platform",
  apiBase: "/api/admin",
  home: paths.admin,
  homeLabel: "Admin",
  planContent: paths.adminStudio.planContent,
  planStudio: paths.adminStudio.planStudio,
  planImport: paths.adminStudio.planImport,
  planPreview: null,
  devotionalNew: paths.adminStudio.devotionalNew,
  challengeNew: paths.adminStudio.challengeNew,
  dadsCornerNew: paths.adminStudio.dadsCornerNew,
  contentItemEdit: paths.adminStudio.contentItemEdit,
  homeKey: ["admin", "dashboard"],
};

export const ORGANIZATION_STUDIO: Studio = {
  kind: "organization",
  apiBase: "/api/organizations/mine",
  home: paths.organizations,
  homeLabel: "Organization",
  planContent: paths.organizationStudio.planContent,
  planStudio: paths.organizationStudio.planStudio,
  planImport: paths.organizationStudio.planImport,
  planPreview: paths.organizationPlanPreview,
  devotionalNew: paths.organizationStudio.devotionalNew,
  challengeNew: paths.organizationStudio.challengeNew,
  dadsCornerNew: paths.organizationStudio.dadsCornerNew,
  contentItemEdit: paths.organizationStudio.contentItemEdit,
  homeKey: ["organizations", "mine"],
};

const StudioContext = createContext<Studio>(PLATFORM_STUDIO);

export function StudioProvider({ studio, children }: { studio: Studio; children: ReactNode }) {
  return <StudioContext value={studio}>{children}</StudioContext>;
}

export function useStudio(): Studio {
  return useContext(StudioContext);
}
