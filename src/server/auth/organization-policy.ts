// Who may do what with an organization (docs/decisions/007). Every /api/organizations route names one of
// these; the rules read "actor may <action> <thing> when …".
import type { FastifyRequest } from "fastify";
import type { OrganizationRole } from "../../shared/constants.ts";
import { messages } from "../../shared/messages.ts";
import { organizationMessages } from "../../shared/schemas/organizations.ts";
import { AppError, forbidden, notFound } from "../lib/app-error.ts";
import { requireViewer } from "./policy.ts";
import type { Viewer } from "./viewer.ts";

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

export function assertMayCreateOrganization(request: FastifyRequest, viewer: Viewer): void {
  if (viewer.role === "son" || (viewer.role === "admin" && !viewer.isGlobalAdmin && viewer.organizationRole === null)) {
    request.log.warn({ userId: viewer.userId, role: viewer.role }, "refused: may not start an organization");
    throw forbidden(organizationMessages.sonMayNotCreate);
  }
  if (viewer.organizationRole !== null) throw new AppError("CONFLICT", organizationMessages.alreadyHasOrganization);
}

/**
 * A viewer may READ his organization and AUTHOR its content (plans, devotionals, challenges, Dad's Corner)
 * when he is on its staff, as owner or editor. Signed out: 401; a son: 403; on no staff: 404 'Organization Not Found'.
 */
export async function requireOrganizationStaff(request: FastifyRequest): Promise<OrganizationActor> {
  const viewer = await requireViewer(request);
  if (viewer.role === "son") {
    request.log.warn({ userId: viewer.userId, url: request.url }, "refused: a son has no organization");
    throw forbidden();
  }
  if (viewer.organizationRole === null || viewer.organizationId === null) throw notFound(messages.organizationNotFound);
  // Two-factor for owners and editors: authorize() runs it for every staff action (policy table, issue 28).
  return { viewer, organizationId: viewer.organizationId, role: viewer.organizationRole };
}

/** A viewer may CHANGE SETTINGS, PAYMENTS and STAFF of his organization when he is one of its owners. */
export async function requireOrganizationOwner(request: FastifyRequest): Promise<OrganizationActor> {
  const actor = await requireOrganizationStaff(request);
  if (actor.role !== "owner") {
    request.log.warn({ userId: actor.viewer.userId, url: request.url }, "refused: organization editor, owner required");
    throw forbidden(organizationMessages.ownerOnly);
  }
  return actor;
}

/**
 * A viewer may ACCEPT an invitation when he is signed in (an account is needed), is not a son, is on no staff
 * yet, and his account's email is the invited address (checked by the service against the invitation).
 */
export async function requireInvitee(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (viewer.role === "son") throw forbidden();
  if (viewer.organizationRole !== null) throw new AppError("CONFLICT", organizationMessages.alreadyHasOrganization);
  return viewer;
}
