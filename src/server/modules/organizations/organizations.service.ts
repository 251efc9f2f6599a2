// The organizations area's rules: starting one (one per creator), its dashboard and settings, its staff and
// invitations, and authoring as an organization through the studio module's services with the
// organization's scope. Routes call one function each.
import { sentFields } from "../../lib/keep-unsent.ts";
import crypto from "node:crypto";
import { messages } from "../../../shared/messages.ts";
import type { TWeekContent } from "../../../shared/schemas/content.ts";
import {
  INVITATION_TTL_DAYS,
  ORGANIZATION_PURCHASES_SHOWN,
  organizationMessages,
  type TOrganization,
  type TOrganizationHomeResponse,
  type TOrganizationInput,
  type TOrganizationUpdate,
  type TStaffResponse,
} from "../../../shared/schemas/organizations.ts";
import { authorize } from "../../policies/index.ts";
import { mayCreateOrganization, type OrganizationActor } from "../../policies/guards.ts";
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Database } from "../../db/client.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import { AppError, badRequest, isUniqueViolation, notFound } from "../../lib/app-error.ts";
import { nullIfEmpty } from "../../lib/optional-text.ts";
import { adminFieldMessages } from "../../../shared/schemas/admin.ts";
import { findStudioPlan, listPlanSummaries, listRecentPurchases } from "../studio/authoring.queries.ts";
import { rowsAuthoredBy } from "../../policies/plan.ts";
import { getWeekContent } from "../content/week-content.ts";
import {
  deleteInvitation,
  organizationStartedBy,
  removeFromStaff,
  setOrganizationCreator,
  findMemberByEmail,
  findOrganization,
  insertMember,
  insertOrganization,
  listPendingInvitations,
  listStaff,
  lockInvitationByTokenHash,
  lockStaff,
  organizationTotals,
  updateOrganization,
  upsertInvitation,
} from "./organizations.queries.ts";
import { authorizeAuthor } from "../studio/author.ts";
import { recipientLocale } from "../../integrations/mail/mail-language.queries.ts";
import { mailWords } from "../../integrations/mail/mail-words.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

async function requireOrganization(db: Database, organizationId: number): Promise<TOrganization> {
  const organization = await findOrganization(db, organizationId);
  if (!organization) throw notFound(messages.organizationNotFound);
  return organization;
}

/** The organization dashboard and settings in one answer; with no organization, what he may do about it. */
export async function getOrganizationHome(db: Database, viewer: Viewer, paymentsConfigured: boolean): Promise<TOrganizationHomeResponse> {
  const empty = { stats: { totalRevenueCents: 0, totalPlans: 0 }, plans: [], purchases: [] };
  if (viewer.organizationRole === null || viewer.organizationId === null) {
    return { organization: null, role: null, canCreate: mayCreateOrganization(viewer), paymentsConfigured, ...empty };
  }
  const organizationId = viewer.organizationId;
  const [organization, stats, plans, purchases] = await Promise.all([
    findOrganization(db, organizationId),
    organizationTotals(db, organizationId),
    listPlanSummaries(db, rowsAuthoredBy(viewer)),
    listRecentPurchases(db, ORGANIZATION_PURCHASES_SHOWN, organizationId),
  ]);
  if (!organization) return { organization: null, role: null, canCreate: false, paymentsConfigured, ...empty };
  return {
    organization,
    role: viewer.organizationRole,
    canCreate: false,
    paymentsConfigured,
    stats,
    plans,
    purchases: purchases.map((purchase) => ({ ...purchase, createdAt: purchase.createdAt.toISOString() })),
  };
}

/** Starts his organization; he becomes its owner and keeps his role and family. One per creator (database). */
export async function createOrganization(db: Database, viewer: Viewer, input: TOrganizationInput): Promise<TOrganization> {
  try {
    const organizationId = await db.transaction((tx) =>
      insertOrganization(tx, { name: input.name, description: nullIfEmpty(input.description), createdBy: viewer.userId }),
    );
    return requireOrganization(db, organizationId);
  } catch (error) {
    // A second organization by the same creator, or a creator already on a staff: the unique keys refuse it.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", organizationMessages.alreadyHasOrganization);
    throw error;
  }
}

/** Changes the settings the request names (an empty description clears it); what it leaves out is kept. */
export async function updateOrganizationSettings(db: Database, actor: OrganizationActor, input: TOrganizationUpdate): Promise<TOrganization> {
  const { description, ...sent } = sentFields(input);
  await updateOrganization(db, actor.organizationId, { ...sent, ...(description === undefined ? {} : { description: nullIfEmpty(description) }) });
  return requireOrganization(db, actor.organizationId);
}

export async function getStaff(db: Database, actor: OrganizationActor): Promise<TStaffResponse> {
  const [members, invitations] = await Promise.all([listStaff(db, actor.organizationId), listPendingInvitations(db, actor.organizationId)]);
  return { members, invitations: invitations.map((inv) => ({ ...inv, expiresAt: inv.expiresAt.toISOString() })) };
}

/** Invites someone by email: a fresh link (7 days) replaces any earlier one; the mail goes through the real mailer. */
export async function inviteStaff(
  db: Database,
  mailer: Mailer,
  appUrl: string,
  actor: OrganizationActor,
  input: { email: string; role: "owner" | "editor" },
  /** The inviter's language: the mail's when the invitee has no account (or no choice) yet. */
  senderLocale: Locale = actor.viewer.language ?? "en",
) {
  if (await findMemberByEmail(db, actor.organizationId, input.email)) throw new AppError("CONFLICT", organizationMessages.alreadyStaff);
  const organization = await requireOrganization(db, actor.organizationId);
  const token = crypto.randomBytes(32).toString("base64url");
  const invitation = await upsertInvitation(db, {
    organizationId: actor.organizationId,
    email: input.email,
    role: input.role,
    tokenHash: hashToken(token),
    invitedBy: actor.viewer.userId,
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
  });
  const link = `${appUrl}/organizations/invitations?token=${token}`;
  const { t } = mailWords(await recipientLocale(db, { email: input.email }, senderLocale));
  await mailer.send({
    to: input.email,
    subject: t("mail.staffInvitation.subject", { organization: organization.name }),
    text: t("mail.staffInvitation.text", {
      inviter: actor.viewer.fullName,
      organization: organization.name,
      role: input.role,
      days: INVITATION_TTL_DAYS,
      url: link,
    }),
  });
  return { invitation: { ...invitation, expiresAt: invitation.expiresAt.toISOString() }, message: organizationMessages.invitationSent };
}

export async function revokeInvitation(db: Database, actor: OrganizationActor, invitationId: number): Promise<void> {
  if (!(await deleteInvitation(db, actor.organizationId, invitationId))) throw notFound(organizationMessages.invitationNotFound);
}

/** Accepts an invitation: the signed-in account must have the invited address; the invitation is used up. */
export async function acceptInvitation(db: Database, viewer: Viewer, token: string) {
  const joined = await db.transaction(async (tx) => {
    const invitation = authorize(viewer, "organization.invitation.accept", await lockInvitationByTokenHash(tx, hashToken(token)));
    try {
      await insertMember(tx, { organizationId: invitation.organizationId, userId: viewer.userId, role: invitation.role });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError("CONFLICT", organizationMessages.alreadyHasOrganization);
      throw error;
    }
    return invitation;
  });
  return { organization: await requireOrganization(db, joined.organizationId), role: joined.role, message: organizationMessages.invitationAccepted };
}

/**
 * Removes someone from the staff at once (his next request has no access); the last owner cannot go. When the one
 * who started the organization leaves, it becomes the longest-serving remaining owner's, so the person
 * who left can be deleted or change role.
 */
export async function removeStaffMember(db: Database, actor: OrganizationActor, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const staff = await lockStaff(tx, actor.organizationId);
    const member = staff.find((row) => row.userId === userId);
    if (!member) throw notFound(organizationMessages.memberNotFound);
    const otherOwners = staff.filter((row) => row.role === "owner" && row.userId !== userId);
    if (member.role === "owner" && otherOwners.length === 0) {
      throw new AppError("CONFLICT", organizationMessages.cannotRemoveLastOwner);
    }
    if ((await organizationStartedBy(tx, userId)) === actor.organizationId)
      await setOrganizationCreator(tx, actor.organizationId, otherOwners[0]?.userId ?? null);
    await removeFromStaff(tx, actor.organizationId, userId);
  });
}

/** A week of one of his plans exactly as a dad (with Dad's Corner) or a son will see it. */
export async function previewWeek(db: Database, actor: OrganizationActor, planId: number, weekNumber: number, as: "dad" | "son"): Promise<TWeekContent> {
  const plan = authorizeAuthor(actor.viewer, "plan", await findStudioPlan(db, planId));
  if (weekNumber > plan.durationWeeks) throw badRequest(adminFieldMessages.weekOutOfPlan, { week: adminFieldMessages.weekOutOfPlan });
  return getWeekContent(db, { weekNumber, planId, includeDadsCorner: as === "dad", userId: actor.viewer.userId, authorPreview: true });
}
