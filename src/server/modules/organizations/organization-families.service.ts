// An organization's member families: the shared invitation link (and its QR
// code, drawn by the screen), mailed invitations with one follow-up, joining (a dad, for his family) and leaving, the
// roster, the public organization page and a week's printable leader guide.
import type { Language } from "../../../shared/language.ts";
import crypto from "node:crypto";
import {
  FAMILY_INVITATIONS,
  familyInvitationMessages,
  maskedAddress,
  type TFamilyInvitationsResponse,
  type TFamilyRosterResponse,
  type TInvitationPreviewResponse,
  type TLeaderGuideResponse,
  type TMembership,
  type TPublicOrganizationResponse,
} from "../../../shared/schemas/organization-families.ts";
import { adminFieldMessages } from "../../../shared/schemas/admin.ts";
import { authorize } from "../../policies/index.ts";
import { invitationIsFor, type FamilyInvitationRow } from "../../policies/organization-family.ts";
import { isOrganizationOwner, type OrganizationActor } from "../../policies/guards.ts";
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Database, Queryable } from "../../db/client.ts";
import type { Mailer } from "../../integrations/mail/mailer.ts";
import type { MailMessage } from "../../integrations/mail/mail-message.ts";
import { recipientLocale } from "../../integrations/mail/mail-language.queries.ts";
import { mailDay, mailWords } from "../../integrations/mail/mail-words.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { AppError, badRequest, notFound } from "../../lib/app-error.ts";
import { getWeekContent } from "../content/week-content.ts";
import { generateLinkCode } from "../groups/group-code.ts";
import { followScheduleInTx } from "../groups/group-plan.service.ts";
import { findMembership as findGroupMembership, insertMember } from "../groups/groups.queries.ts";
import { familyWeekOn, todayUtc } from "../../../shared/plan-run.ts";
import { findOrganization } from "./organizations.queries.ts";
import { leaderTalkingPoints } from "./leader-talking-points.ts";
import {
  claimFollowUps,
  deleteMembership,
  findGuidePlan,
  findInvitationByTokenHash,
  findLiveLink,
  findMembership,
  findPublicOrganization,
  insertFamily,
  insertLink,
  listMailedInvitations,
  listMemberships,
  listRoster,
  lockOrganizationInvitations,
  mailedInvitationCounts,
  memberEmails,
  markInvitationAccepted,
  revokeLinks,
  revokeMailedInvitation,
  upsertMailedInvitation,
  type FamilyInvitation,
} from "./organization-families.queries.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
const newToken = () => crypto.randomBytes(24).toString("base64url");

/** The page a family opens to join: the token in the fragment-free query, read by the join screen. */
export const joinUrl = (appUrl: string, token: string) => `${appUrl}/join?token=${encodeURIComponent(token)}`;

/** The short address of a shared link, for a bulletin, a screen or a group chat: the server sends it on to joinUrl. */
export const shortLinkUrl = (appUrl: string, code: string) => `${appUrl}/j/${code}`;

/** A shared link as the leader's screens show it. */
export function linkOf(appUrl: string, link: { linkToken: string | null; shortCode: string | null; expiresAt: Date }) {
  return {
    url: joinUrl(appUrl, link.linkToken ?? ""),
    shortUrl: link.shortCode ? shortLinkUrl(appUrl, link.shortCode) : null,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** Short codes collide about once in 850 billion draws; a few retries are plenty, and a loop without end is not. */
const MAX_SHORT_CODE_ATTEMPTS = 8;

/**
 * A new shared link of the organization (with `groupId`, one that carries that group), in the caller's transaction
 * after the earlier one was withdrawn. Returns its address.
 */
export async function insertSharedLink(
  tx: Queryable,
  appUrl: string,
  input: { organizationId: number; invitedBy: string; now: Date; groupId?: number },
  nextCode: () => string = generateLinkCode,
) {
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + FAMILY_INVITATIONS.linkTtlDays * DAY_MS);
  for (let attempt = 0; attempt < MAX_SHORT_CODE_ATTEMPTS; attempt++) {
    const shortCode = nextCode();
    const link = { organizationId: input.organizationId, linkToken: token, shortCode, tokenHash: hashToken(token), invitedBy: input.invitedBy, expiresAt };
    if (await insertLink(tx, input.groupId === undefined ? link : { ...link, groupId: input.groupId })) return linkOf(appUrl, link);
  }
  throw new Error("no free short code for an invitation link");
}

function stateOf(invitation: FamilyInvitation, now: Date, groupGone = false): FamilyInvitationRow["state"] {
  // A group's link whose group is gone (or left the church) invites to nothing the leader meant: withdrawn.
  if (invitation.revokedAt !== null || groupGone) return "revoked";
  // A mailed invitation is for one family; the shared link serves every family until it is withdrawn or expires.
  if (invitation.email !== null && invitation.acceptedAt !== null) return "used";
  if (invitation.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

function toMembership(row: { organizationId: number; name: string; slug: string; joinedAt: Date; sharesProgress: boolean }): TMembership {
  return { organizationId: row.organizationId, name: row.name, slug: row.slug, joinedAt: row.joinedAt.toISOString(), sharesProgress: row.sharesProgress };
}

// ---------- the leader's side ----------

export async function getRoster(db: Database, appUrl: string, actor: OrganizationActor, now = new Date()): Promise<TFamilyRosterResponse> {
  const [families, link, invitations] = await Promise.all([
    listRoster(db, actor.organizationId),
    findLiveLink(db, actor.organizationId, now),
    listMailedInvitations(db, actor.organizationId),
  ]);
  const canInvite = isOrganizationOwner(actor);
  return {
    families: families.map((family) => ({ ...family, joinedAt: family.joinedAt.toISOString() })),
    // The link is the owners' to share; an editor sees who joined.
    link: canInvite && link?.linkToken ? linkOf(appUrl, link) : null,
    invitations: canInvite
      ? invitations.map((invitation) => ({
          id: invitation.id,
          email: invitation.email ?? "",
          state:
            invitation.acceptedAt !== null
              ? "accepted"
              : invitation.revokedAt !== null
                ? "revoked"
                : invitation.expiresAt.getTime() <= now.getTime()
                  ? "expired"
                  : invitation.remindedAt !== null
                    ? "reminded"
                    : "waiting",
          sentAt: invitation.createdAt.toISOString(),
          remindedAt: invitation.remindedAt?.toISOString() ?? null,
        }))
      : [],
    canInvite,
  };
}

/** A new shared link; the earlier one stops working in the same transaction. */
export async function createInvitationLink(db: Database, appUrl: string, actor: OrganizationActor, now = new Date()) {
  // Only a link that was still working is "the earlier link": the first one says nothing about it.
  const { link, replaced } = await db.transaction(async (tx) => {
    const revoked = await revokeLinks(tx, actor.organizationId, now);
    return { link: await insertSharedLink(tx, appUrl, { organizationId: actor.organizationId, invitedBy: actor.viewer.userId, now }), replaced: revoked > 0 };
  });
  const message = replaced ? familyInvitationMessages.linkReplaced : familyInvitationMessages.linkCreated;
  return { link, message };
}

export async function revokeInvitationLink(db: Database, actor: OrganizationActor, now = new Date()) {
  if ((await revokeLinks(db, actor.organizationId, now)) === 0) throw notFound(familyInvitationMessages.invitationNotFound);
  return { message: familyInvitationMessages.linkRevoked };
}

function invitationMail(input: {
  to: string;
  organizationName: string;
  inviterName: string | null;
  url: string;
  expiresAt: Date;
  followUp: boolean;
  locale: Locale;
}): MailMessage {
  const { t } = mailWords(input.locale);
  const organization = input.organizationName;
  const opening = input.followUp
    ? t("mail.familyInvitation.followUpOpening", { organization })
    : t("mail.familyInvitation.opening", { inviter: input.inviterName ?? t("mail.familyInvitation.aLeader"), organization });
  return {
    to: input.to,
    subject: input.followUp ? t("mail.familyInvitation.followUpSubject", { organization }) : t("mail.familyInvitation.subject", { organization }),
    text: [
      opening,
      "",
      t("mail.familyInvitation.about"),
      "",
      t("mail.familyInvitation.link", { until: mailDay(input.locale, input.expiresAt) }),
      input.url,
      "",
      input.followUp ? t("mail.familyInvitation.followUpClosing") : t("mail.familyInvitation.closing"),
    ].join("\n"),
  };
}

/**
 * Mails an invitation to each address (a new one to an address replaces the earlier one). Counted against the
 * organization's hourly and pending limits before anything is written; families that already belong are skipped.
 */
export async function inviteFamilies(
  db: Database,
  mailer: Mailer,
  appUrl: string,
  actor: OrganizationActor,
  emails: string[],
  now = new Date(),
  /** The inviter's language (his choice, else his request's): an invitee without an account of his own reads it. */
  senderLocale: Locale = actor.viewer.language ?? "en",
): Promise<TFamilyInvitationsResponse> {
  const organization = await findOrganization(db, actor.organizationId);
  if (!organization) throw notFound(familyInvitationMessages.organizationNotFound);
  const members = new Set((await memberEmails(db, actor.organizationId)).map((email) => email.toLowerCase()));
  const alreadyMembers = emails.filter((email) => members.has(email));
  const toInvite = emails.filter((email) => !members.has(email));
  const expiresAt = new Date(now.getTime() + FAMILY_INVITATIONS.emailTtlDays * DAY_MS);
  const mails = await db.transaction(async (tx) => {
    // One organization's invitations are counted one request at a time.
    await lockOrganizationInvitations(tx, actor.organizationId);
    const counts = await mailedInvitationCounts(tx, actor.organizationId, new Date(now.getTime() - 60 * 60 * 1000), now);
    if (counts.sentSince + toInvite.length > FAMILY_INVITATIONS.perOrganizationHour)
      throw new AppError("TOO_MANY_REQUESTS", familyInvitationMessages.hourlyLimit);
    if (counts.pending + toInvite.length > FAMILY_INVITATIONS.pendingPerOrganization) throw new AppError("CONFLICT", familyInvitationMessages.pendingLimit);
    const out: MailMessage[] = [];
    for (const email of toInvite) {
      const token = newToken();
      await upsertMailedInvitation(tx, {
        organizationId: actor.organizationId,
        email,
        tokenHash: hashToken(token),
        invitedBy: actor.viewer.userId,
        expiresAt,
        now,
      });
      out.push(
        invitationMail({
          to: email,
          organizationName: organization.name,
          inviterName: actor.viewer.fullName,
          url: joinUrl(appUrl, token),
          expiresAt,
          followUp: false,
          locale: await recipientLocale(tx, { email }, senderLocale),
        }),
      );
    }
    return out;
  });
  for (const mail of mails) await mailer.send(mail);
  return { sent: mails.length, alreadyMembers, message: familyInvitationMessages.invitationsSent(mails.length) };
}

export async function revokeFamilyInvitation(db: Database, actor: OrganizationActor, invitationId: number, now = new Date()) {
  if (!(await revokeMailedInvitation(db, actor.organizationId, invitationId, now))) throw notFound(familyInvitationMessages.invitationNotFound);
  return { message: familyInvitationMessages.invitationRevoked };
}

/**
 * The one follow-up (run by the reminders' sweep): each mailed invitation unanswered after `followUpAfterDays` gets a
 * second mail with a token of its own (both links work) and is marked reminded in the same transaction, so it never
 * gets a third. The mails are queued after the commit: a crash in between loses a reminder rather than sending two.
 */
export async function sendInvitationFollowUps(db: Database, mailer: Mailer, appUrl: string, now = new Date()): Promise<number> {
  const tokens = new Map<number, string>();
  const claimed = await db.transaction((tx) =>
    claimFollowUps(tx, {
      before: new Date(now.getTime() - FAMILY_INVITATIONS.followUpAfterDays * DAY_MS),
      now,
      limit: 200,
      hashes: (id) => {
        const token = newToken();
        tokens.set(id, token);
        return hashToken(token);
      },
    }),
  );
  for (const invitation of claimed) {
    const token = tokens.get(invitation.id);
    if (!token) continue;
    await mailer.send(
      invitationMail({
        to: invitation.email,
        organizationName: invitation.organizationName,
        inviterName: null,
        url: joinUrl(appUrl, token),
        expiresAt: invitation.expiresAt,
        followUp: true,
        locale: await recipientLocale(
          db,
          { email: invitation.email },
          invitation.invitedBy ? await recipientLocale(db, { userId: invitation.invitedBy }) : "en",
        ),
      }),
    );
  }
  return claimed.length;
}

// ---------- the family's side ----------

type InvitationFound = NonNullable<Awaited<ReturnType<typeof findInvitationByTokenHash>>>;

/** The group a found invitation carries, with its plan and the group's week today (null: the church only). */
function groupOf(row: InvitationFound, now: Date) {
  if (row.groupId === null || row.groupName === null) return null;
  const plan =
    row.planId !== null && row.planStartsOn !== null && row.planTitle !== null
      ? {
          id: row.planId,
          title: row.planTitle,
          durationWeeks: row.planDurationWeeks ?? 1,
          startsOn: row.planStartsOn,
          week: familyWeekOn(row.planStartsOn, todayUtc(now), row.planDurationWeeks ?? 1),
        }
      : null;
  return { id: row.groupId, name: row.groupName, plan };
}

const invitationState = (row: InvitationFound, now: Date) => stateOf(row.invitation, now, row.invitation.forGroup && row.groupId === null);

/** What the join page shows for a token: the organization, the group it carries, and whether it still works. */
export async function previewInvitation(db: Database, viewer: Viewer | null, token: string, now = new Date()): Promise<TInvitationPreviewResponse> {
  const row = await findInvitationByTokenHash(db, hashToken(token));
  if (!row) throw notFound(familyInvitationMessages.unknown);
  const state = invitationState(row, now);
  const group = groupOf(row, now);
  const dad = viewer?.role === "dad" ? viewer : null;
  const alreadyMember = dad ? (await findMembership(db, row.invitation.organizationId, dad.userId)) !== undefined : false;
  const inGroup = dad && group ? (await findGroupMembership(db, group.id, dad.userId)) !== undefined : false;
  const sentTo = row.invitation.email;
  return {
    organization: row.organization,
    group,
    state,
    message: state === "valid" ? null : familyInvitationMessages[state],
    alreadyMember,
    alreadyJoined: alreadyMember && (group === null || inGroup),
    familyOnAnotherPlan: dad !== null && group?.plan != null && dad.selectedPlanId !== null && dad.selectedPlanId !== group.plan.id,
    sentTo: sentTo === null ? null : maskedAddress(sentTo),
    forAnotherAddress: viewer !== null && !invitationIsFor(viewer, { sentTo }),
  };
}

/**
 * A dad accepts for his family: the family joins (once); a mailed invitation is used up. A link that carries one of
 * the organization's groups also makes him a member of it and puts his family on the group's plan and week — from
 * another plan only when he confirmed (else 409 and nothing is written) — all in one transaction.
 */
export async function joinOrganization(db: Database, viewer: Viewer, token: string, confirmSwitch = false, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await findInvitationByTokenHash(tx, hashToken(token), true);
    authorize(viewer, "membership.join", row ? { state: invitationState(row, now), sentTo: row.invitation.email } : undefined);
    if (!row) throw notFound(familyInvitationMessages.unknown);
    const organizationId = row.invitation.organizationId;
    const joined = await insertFamily(tx, organizationId, viewer.userId);
    if (joined && row.invitation.email !== null) await markInvitationAccepted(tx, row.invitation.id, now);
    const membership = await findMembership(tx, organizationId, viewer.userId);
    if (!membership) throw new Error("the family's membership was not written");
    const group = groupOf(row, now);
    let joinedGroup = false;
    let week: number | null = null;
    if (group) {
      joinedGroup = await insertMember(tx, group.id, viewer.userId, "member");
      if (group.plan) {
        const schedule = { planId: group.plan.id, startsOn: group.plan.startsOn, durationWeeks: group.plan.durationWeeks };
        week = (await followScheduleInTx(tx, viewer, schedule, confirmSwitch)).familyWeek;
      }
    }
    const name = row.organization.name;
    const message =
      group && (joined || joinedGroup)
        ? familyInvitationMessages.joinedWithGroup(name, group.name)
        : joined
          ? familyInvitationMessages.joined(name)
          : familyInvitationMessages.alreadyMember(name);
    return {
      membership: toMembership(membership),
      message,
      group: group ? { id: group.id, name: group.name, planTitle: group.plan?.title ?? null, week } : null,
    };
  });
}

export async function getMemberships(db: Database, viewer: Viewer) {
  return { memberships: (await listMemberships(db, viewer.userId)).map(toMembership) };
}

/** The family leaves at once; what the organization could see of it goes with the row. */
export async function leaveOrganization(db: Database, viewer: Viewer, organizationId: number) {
  const membership = authorize(viewer, "membership.leave", await findMembership(db, organizationId, viewer.userId));
  await deleteMembership(db, organizationId, viewer.userId);
  return { message: familyInvitationMessages.left(membership.name) };
}

// ---------- public page and leader guide ----------

export async function getPublicOrganization(
  db: Database,
  slug: string,
  order: { first: Language; filter?: Language | undefined },
): Promise<TPublicOrganizationResponse> {
  const found = await findPublicOrganization(db, slug, order);
  if (!found) throw notFound(familyInvitationMessages.organizationNotFound);
  return { organization: { name: found.organization.name, slug: found.organization.slug, description: found.organization.description }, plans: found.plans };
}

/**
 * A week's leader guide of a plan: its devotional (with the discussion questions), its challenge, Dad's Corner and
 * talking points drawn from them. No authorization here: the caller's rule decides who may (staff:
 * `organization.leaderGuide.read`; a group running the plan can authorize its leader the same way).
 */
export async function leaderGuideFor(
  db: Database,
  plan: { id: number; title: string; durationWeeks: number; organizationName: string | null },
  weekNumber: number,
  userId: string,
  locale: Locale = "en",
): Promise<TLeaderGuideResponse> {
  if (weekNumber > plan.durationWeeks) throw badRequest(adminFieldMessages.weekOutOfPlan, { week: adminFieldMessages.weekOutOfPlan });
  const content = await getWeekContent(db, { weekNumber, planId: plan.id, includeDadsCorner: true, userId, authorPreview: true });
  return {
    organizationName: plan.organizationName,
    plan: { id: plan.id, title: plan.title, durationWeeks: plan.durationWeeks },
    weekNumber,
    devotional: content.devotional,
    challenge: content.challenge,
    dadsCorner: content.dadsCorner,
    talkingPoints: leaderTalkingPoints(content, locale),
  };
}

/** The staff's route: its own organization's plans only (another's or unknown: 404). */
export async function getStaffLeaderGuide(db: Database, actor: OrganizationActor, planId: number, weekNumber: number, locale: Locale = "en") {
  const plan = authorize(actor, "organization.leaderGuide.read", await findGuidePlan(db, planId));
  return leaderGuideFor(db, plan, weekNumber, actor.viewer.userId, locale);
}
