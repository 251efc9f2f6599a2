// The guards: the session and role part of every action, run before the handler from the route's declared action
// (policies/route-actions.ts). 401 signed out, 403 wrong role, 404 for an organization's staff routes when on no
// staff, 409 when on a staff already. What depends on the row is the action's row rule (policies/<resource>.ts).
import type { FastifyRequest } from "fastify";
import type { OrganizationRole, Role } from "../../shared/constants.ts";
import { messages } from "../../shared/messages.ts";
import { organizationMessages } from "../../shared/schemas/organizations.ts";
import { AppError, forbidden, notFound, unauthenticated } from "../lib/app-error.ts";
import type { Viewer } from "../auth/viewer-type.ts";

/** The signed-in viewer, or 401. */
export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await request.viewer();
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** The signed-in viewer with one of the allowed roles, or 401/403. */
export async function requireRole(request: FastifyRequest, roles: readonly Role[]): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (!roles.includes(viewer.role)) {
    request.log.warn({ userId: viewer.userId, role: viewer.role, allowed: roles, url: request.url }, "refused: wrong role");
    throw forbidden();
  }
  return viewer;
}

export const TWO_FACTOR_REQUIRED_MESSAGE = "Set up two-factor sign-in on your account before you use this page.";

/** Staff: a global admin, or an owner or editor of an organization (every staff power needs two-factor). */
export function isStaff(viewer: Pick<Viewer, "isGlobalAdmin" | "organizationRole">): boolean {
  return viewer.isGlobalAdmin || viewer.organizationRole !== null;
}

/**
 * Staff must have two-factor sign-in on before any staff power: 403 TWO_FACTOR_REQUIRED
 * until they do. `authorizeRequest()` runs it for every action the policy table marks `staffTwoFactor`.
 * REQUIRE_STAFF_TWO_FACTOR=0 (refused in production) turns it off for local development.
 */
export function assertStaffTwoFactor(request: FastifyRequest, viewer: Viewer): void {
  if (viewer.twoFactorEnabled || !request.server.deps.config.requireStaffTwoFactor) return;
  request.log.warn({ userId: viewer.userId, url: request.url }, "refused: two-factor required for staff");
  throw new AppError("TWO_FACTOR_REQUIRED", TWO_FACTOR_REQUIRED_MESSAGE);
}

/** An admin without an organization (spec: a global admin), or 401/403 (two-factor: the policy table's staffTwoFactor). */
export async function requireGlobalAdmin(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireRole(request, ["admin"]);
  if (!viewer.isGlobalAdmin) {
    request.log.warn({ userId: viewer.userId, url: request.url }, "refused: not a global admin");
    throw forbidden();
  }
  return viewer;
}

/** Roles that follow the weekly journey (dad and son). */
export const FAMILY_ROLES: readonly Role[] = ["dad", "son"];

/** A viewer on an organization's staff, with his place on it. */
export interface OrganizationActor {
  viewer: Viewer;
  organizationId: number;
  role: OrganizationRole;
}

/**
 * A viewer may START an organization when he is a dad or a global admin and is on no organization's staff.
 * A son never may. (One per creator is also enforced by the database: organizations.created_by is unique, and
 * organization_members.user_id is unique.)
 */
export function mayCreateOrganization(viewer: Viewer): boolean {
  return (viewer.role === "dad" || viewer.isGlobalAdmin) && viewer.organizationRole === null;
}

async function organizationFounder(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (mayCreateOrganization(viewer)) return viewer;
  if (viewer.role !== "son" && viewer.organizationRole !== null) throw new AppError("CONFLICT", organizationMessages.alreadyHasOrganization);
  request.log.warn({ userId: viewer.userId, role: viewer.role }, "refused: may not start an organization");
  throw forbidden(organizationMessages.sonMayNotCreate);
}

/** An owner of his organization: the owner guard's test, and the pages' flag for what only owners may do. */
export function isOrganizationOwner(actor: Pick<OrganizationActor, "role">): boolean {
  return actor.role === "owner";
}

/**
 * On his organization's staff, as owner or editor: reads it and authors its content. Signed out: 401; a son: 403;
 * on no staff: 404 'Organization Not Found'. (Two-factor: every staff action is marked staffTwoFactor.)
 */
async function organizationStaff(request: FastifyRequest): Promise<OrganizationActor> {
  const viewer = await requireViewer(request);
  if (viewer.role === "son") {
    request.log.warn({ userId: viewer.userId, url: request.url }, "refused: a son has no organization");
    throw forbidden();
  }
  if (viewer.organizationRole === null || viewer.organizationId === null) throw notFound(messages.organizationNotFound);
  return { viewer, organizationId: viewer.organizationId, role: viewer.organizationRole };
}

/** One of its owners: changes its settings, payments and staff. */
async function organizationOwner(request: FastifyRequest): Promise<OrganizationActor> {
  const actor = await organizationStaff(request);
  if (!isOrganizationOwner(actor)) {
    request.log.warn({ userId: actor.viewer.userId, url: request.url }, "refused: organization editor, owner required");
    throw forbidden(organizationMessages.ownerOnly);
  }
  return actor;
}

/** Signed in (an account is needed), not a son, on no staff yet; the invited address is the row rule's. */
async function invitee(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (viewer.role === "son") throw forbidden();
  if (viewer.organizationRole !== null) throw new AppError("CONFLICT", organizationMessages.alreadyHasOrganization);
  return viewer;
}

/** Signed out: null (a visitor); signed in: a dad or a son, else 403. */
async function visitorOrFamily(request: FastifyRequest): Promise<Viewer | null> {
  const viewer = await request.viewer();
  return viewer ? requireRole(request, FAMILY_ROLES) : null;
}

/** The guards a route can run, from nobody checked to a global admin. */
export const GUARDS = {
  /** No session needed (a token, a signature or Better Auth's own rules protect what needs protecting). */
  public: async (_request: FastifyRequest) => null,
  /** The viewer when signed in, else null: the route answers both. */
  optionalViewer: (request: FastifyRequest) => request.viewer(),
  /** Any signed-in viewer, or 401. */
  signedIn: requireViewer,
  /** A dad or a son (the weekly journey's roles), or 401/403. */
  family: (request: FastifyRequest) => requireRole(request, FAMILY_ROLES),
  /** Signed out (null) or a dad or a son; another role 403: the public pages a family also uses. */
  visitorOrFamily: visitorOrFamily,
  /** A dad, or 401/403. */
  dad: (request: FastifyRequest) => requireRole(request, ["dad"] satisfies Role[]),
  /** A dad or a global admin on no organization's staff yet, or 401/403/409. */
  organizationFounder,
  /** A signed-in non-son on no staff, or 401/403/409. */
  invitee,
  /** An owner or editor of the viewer's organization, or 401/403/404. */
  organizationStaff,
  /** An owner of the viewer's organization, or 401/403/404. */
  organizationOwner,
  /** An admin without an organization, or 401/403. */
  globalAdmin: requireGlobalAdmin,
} as const;

export type GuardName = keyof typeof GUARDS;

/** The guards in words, for docs/security.md. */
export const GUARD_WORDS: Record<GuardName, string> = {
  public: "anyone",
  optionalViewer: "anyone (signed in or not)",
  signedIn: "signed in",
  family: "a dad or a son",
  visitorOrFamily: "signed out, a dad or a son",
  dad: "a dad",
  organizationFounder: "a dad or a global admin on no staff",
  invitee: "signed in, not a son, on no staff",
  organizationStaff: "an owner or editor of his organization",
  organizationOwner: "an owner of his organization",
  globalAdmin: "a global admin",
};
