// Route guards for the API: every route calls one of these itself (the UI only hides what they refuse).
import type { FastifyRequest } from "fastify";
import type { Role } from "../../shared/constants.ts";
import { AppError, forbidden, unauthenticated } from "../lib/app-error.ts";
import type { Viewer } from "./viewer-type.ts";

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
 * until they do. `authorize()` runs it for every action the policy table marks `staffTwoFactor`.
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

/** A rate-limit key per signed-in user (per address when signed out), for `config.rateLimit.keyGenerator`. */
export function perUserRateLimitKey(scope: string): (request: FastifyRequest) => Promise<string> {
  return async (request) => {
    const viewer = await request.viewer();
    return viewer ? `${scope}:user:${viewer.userId}` : `${scope}:ip:${request.ip}`;
  };
}
