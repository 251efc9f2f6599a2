// Who is asking: the session from Better Auth, joined with the StrongBond profile.
import { and, eq, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { OrganizationRole, Role } from "../../shared/constants.ts";
import type { TCurrentUser } from "../../shared/schemas/accounts.ts";
import type { Database } from "../db/client.ts";
import { familyLinks, organizationMembers, profiles, sessions } from "../db/schema/index.ts";
import { isUniqueViolation } from "../lib/app-error.ts";
import { SESSION_ABSOLUTE_MS, type Auth } from "./auth.ts";

export interface Viewer {
  userId: string;
  sessionId: string;
  email: string;
  fullName: string;
  role: Role;
  /** The organization whose staff he is (docs/decisions/007), else the profile's organization_id (legacy). */
  organizationId: number | null;
  /** His place on that organization's staff; null when he is on none. */
  organizationRole: OrganizationRole | null;
  isGlobalAdmin: boolean;
  /** Two-factor sign-in is on for this account (decision 016: required for global admins and organization owners). */
  twoFactorEnabled: boolean;
  /**
   * The plan the viewer follows: his own selection, or — for a son with a confirmed dad — the family's plan,
   * which is his dad's (issue 16: "a son sees the family's plan, not his own").
   */
  selectedPlanId: number | null;
  /** A son's dad on a confirmed family link (he chooses the family's plan), else null. */
  familyDadId: string | null;
}

export function toCurrentUser(viewer: Viewer): TCurrentUser {
  return {
    id: viewer.userId,
    email: viewer.email,
    fullName: viewer.fullName,
    role: viewer.role,
    organizationId: viewer.organizationId,
    organizationRole: viewer.organizationRole,
    isGlobalAdmin: viewer.isGlobalAdmin,
    selectedPlanId: viewer.selectedPlanId,
  };
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : String(value));
  }
  // Better Auth keys rate limits by this header: it must be the address Fastify resolved, never the client's claim.
  headers.set("x-forwarded-for", request.ip);
  return headers;
}

/**
 * Profile resolution (spec 000 §4): use the profile; create it when missing from the account's name with
 * the default role dad; tolerate a concurrent creation (23505) and use the role that won.
 */
async function resolveProfile(db: Database, user: { id: string; name: string; email: string }) {
  const columns = { fullName: profiles.fullName, role: profiles.role, organizationId: profiles.organizationId, selectedPlanId: profiles.selectedPlanId };
  // The staff membership comes in the same round trip as the profile.
  const [existing] = await db
    .select({ ...columns, memberOrganizationId: organizationMembers.organizationId, organizationRole: organizationMembers.role })
    .from(profiles)
    .leftJoin(organizationMembers, eq(organizationMembers.userId, profiles.id))
    .where(eq(profiles.id, user.id))
    .limit(1);
  if (existing) return existing;
  const none = { memberOrganizationId: null, organizationRole: null };
  const fullName = user.name.trim() || user.email.split("@")[0] || "StrongBond user";
  try {
    const [created] = await db.insert(profiles).values({ id: user.id, fullName, role: "dad" }).returning(columns);
    if (created) return { ...created, ...none };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const [winner] = await db.select(columns).from(profiles).where(eq(profiles.id, user.id)).limit(1);
  if (!winner) throw new Error(`profile for ${user.id} vanished during resolution`);
  return { ...winner, ...none };
}

const dadProfiles = alias(profiles, "dad_profiles");

/** A son's confirmed dad and the dad's plan (the family's plan), in one query; undefined when none. */
async function findFamilyPlan(db: Database, sonId: string) {
  const [row] = await db
    .select({ dadId: familyLinks.dadId, planId: dadProfiles.selectedPlanId })
    .from(familyLinks)
    .innerJoin(dadProfiles, eq(dadProfiles.id, familyLinks.dadId))
    .where(and(eq(familyLinks.sonId, sonId), isNotNull(familyLinks.confirmedAt)))
    .limit(1);
  return row;
}

/** Loads the viewer for a request, or null when signed out, the session is past its absolute lifetime. */
export async function loadViewer(auth: Auth, db: Database, request: FastifyRequest): Promise<Viewer | null> {
  if (!request.headers.cookie && !request.headers.authorization) return null;
  const session = await auth.api.getSession({ headers: toHeaders(request) });
  if (!session) return null;
  if (Date.now() - new Date(session.session.createdAt).getTime() > SESSION_ABSOLUTE_MS) {
    // Past the absolute cap the session ends however recently it was used: delete it, so the cookie is dead.
    await db.delete(sessions).where(eq(sessions.id, session.session.id));
    request.log.info({ userId: session.user.id }, "session ended: absolute lifetime reached");
    return null;
  }
  const profile = await resolveProfile(db, session.user);
  const family = profile.role === "son" ? await findFamilyPlan(db, session.user.id) : undefined;
  return {
    userId: session.user.id,
    sessionId: session.session.id,
    email: session.user.email,
    fullName: profile.fullName,
    role: profile.role,
    organizationId: profile.memberOrganizationId ?? profile.organizationId,
    organizationRole: profile.organizationRole,
    // A global admin who starts an organization stays a global admin: only the profile's organization_id counts.
    isGlobalAdmin: profile.role === "admin" && profile.organizationId === null,
    twoFactorEnabled: session.user.twoFactorEnabled === true,
    selectedPlanId: family ? family.planId : profile.selectedPlanId,
    familyDadId: family?.dadId ?? null,
  };
}
