// Who may do what: every API action, the guard its route runs, and the rule in words (decision 014).
//
// A route names its action at the top of its handler — `const viewer = await authorize(request, "group.update")`
// — so a reader sees who may call it without opening the service. The guard decides the session and role part
// (401 signed out, 403 wrong role, 404 for an organization's staff routes when on no staff); what depends on the
// row (the group's leader, the son's dad, the entry's author) is decided by the service against the row, and
// `rule` says which, so unknown and forbidden ids both answer 404 as before.
//
// `routes` lists every "METHOD /path" the action covers: policy-table.test.ts checks that every route the app
// serves appears here exactly once, so the security tests can enumerate actors × routes from this table alone.
import type { FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";
import { accountMessages } from "../../shared/schemas/identity.ts";
import type { Role } from "../../shared/constants.ts";
import { assertMayCreateOrganization, requireInvitee, requireOrganizationOwner, requireOrganizationStaff } from "./organization-policy.ts";
import { assertStaffTwoFactor, FAMILY_ROLES, isStaff, requireGlobalAdmin, requireRole, requireViewer } from "./policy.ts";

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
  /** A dad, or 401/403. */
  dad: (request: FastifyRequest) => requireRole(request, ["dad"] satisfies Role[]),
  /** A dad or a global admin on no organization's staff yet (organization-policy.ts), or 401/403/409. */
  organizationFounder: async (request: FastifyRequest) => {
    const viewer = await requireViewer(request);
    assertMayCreateOrganization(request, viewer);
    return viewer;
  },
  /** A signed-in non-son on no staff (the invited address is checked by the service), or 401/403/409. */
  invitee: requireInvitee,
  /** An owner or editor of the viewer's organization, or 401/403/404. */
  organizationStaff: requireOrganizationStaff,
  /** An owner of the viewer's organization, or 401/403/404. */
  organizationOwner: requireOrganizationOwner,
  /** An admin without an organization, or 401/403. */
  globalAdmin: requireGlobalAdmin,
} as const;

export type GuardName = keyof typeof GUARDS;

export interface PolicyRule {
  guard: GuardName;
  /**
   * Whether the action is a staff power (issue 28): when true, a viewer who is staff — a global admin, or an owner
   * or editor of an organization — must have two-factor sign-in on (403 TWO_FACTOR_REQUIRED), whatever the guard.
   * Required on every action, so a new route says which it is; staff-two-factor.test.ts calls every route marked
   * true as a global admin, an owner and an editor without two-factor, and refuses a staff guard marked false.
   */
  staffTwoFactor: boolean;
  /** Who may, in words; "…, checked by <service>" names the row check the guard does not make. */
  rule: string;
  routes: readonly string[];
}

const plansAndItemsEditing = (prefix: string) => [
  `PUT ${prefix}/plans/:planId`,
  // The plan studio (issue 33, decision 036).
  `GET ${prefix}/plans/:planId/studio`,
  `PUT ${prefix}/plans/:planId/weeks/:week`,
  `PUT ${prefix}/plans/:planId/week-order`,
  `POST ${prefix}/plans/:planId/publish`,
  `GET ${prefix}/plans/:planId/export`,
  `POST ${prefix}/plans/import/preview`,
  `POST ${prefix}/plans/import`,
  `DELETE ${prefix}/plans/:planId`,
  `GET ${prefix}/content-library`,
  ...["devotionals", "challenges", "dads-corner"].flatMap((kind) => [
    `GET ${prefix}/${kind}/:itemId`,
    `PUT ${prefix}/${kind}/:itemId`,
    `DELETE ${prefix}/${kind}/:itemId`,
  ]),
];

export const POLICY_TABLE = {
  // System and accounts (docs/areas/accounts.md)
  "system.probe": {
    guard: "public",
    staffTwoFactor: false,
    rule: "Anyone: liveness, readiness and the public client configuration.",
    routes: ["GET /healthz", "GET /readyz", "GET /api/config"],
  },
  "session.read": { guard: "optionalViewer", staffTwoFactor: false, rule: "Anyone; signed out answers no user.", routes: ["GET /api/session"] },
  "account.register": {
    guard: "public",
    staffTwoFactor: false,
    rule: "Anyone signed out may register a dad (and his son); rate-limited per address.",
    routes: ["POST /api/accounts/register"],
  },
  "account.password.reset": {
    guard: "public",
    staffTwoFactor: false,
    rule: "The holder of a reset token (mailed to the account's address).",
    routes: ["POST /api/accounts/reset-password", "GET /api/accounts/reset-password/check"],
  },
  "auth.handler": {
    guard: "public",
    staffTwoFactor: false,
    rule: "Better Auth's own endpoints: sign-in, sign-out, verification; each enforces its own session rules.",
    routes: ["GET /api/auth/*", "POST /api/auth/*"],
  },

  "tokens.jwks": {
    guard: "public",
    staffTwoFactor: false,
    rule: "Anyone: the public keys that verify our short-lived JWTs (decision 016).",
    routes: ["GET /.well-known/jwks.json"],
  },

  // The account page (docs/areas/accounts.md, decision 015): every signed-in account, on its own account only
  // (the session's user; a session id of someone else's answers 404, checked by account.service).
  "account.read": {
    guard: "signedIn",
    staffTwoFactor: false,
    rule: "Any signed-in account: its own profile, address state and devices.",
    routes: ["GET /api/account", "GET /api/account/sessions"],
  },
  "account.profile.update": {
    guard: "signedIn",
    staffTwoFactor: false,
    rule: "Any signed-in account: its own name and picture.",
    routes: ["PUT /api/account/profile"],
  },
  "account.email.change": {
    guard: "signedIn",
    staffTwoFactor: false,
    rule: "Any signed-in account, on its own change only: asking re-enters its password; finishing needs the new address's confirmation (decision 027).",
    routes: ["POST /api/account/email", "POST /api/account/email/finish", "DELETE /api/account/email"],
  },
  "account.email.link": {
    guard: "optionalViewer",
    staffTwoFactor: false,
    rule: "The holder of a one-time e-mail change link: the new address confirms (finishing only in the account's own session), the old one refuses.",
    routes: ["POST /api/account/email/confirm", "POST /api/account/email/refuse"],
  },
  "account.password.change": {
    guard: "signedIn",
    staffTwoFactor: false,
    rule: "Any signed-in account, re-entering its password; its other sessions end.",
    routes: ["POST /api/account/password"],
  },
  "account.sessions.revoke": {
    guard: "signedIn",
    staffTwoFactor: false,
    rule: "Any signed-in account, its own sessions only, checked by account.service (else 404).",
    routes: ["DELETE /api/account/sessions/:sessionId", "POST /api/account/sessions/revoke-all"],
  },
  "account.verification.resend": {
    guard: "signedIn",
    staffTwoFactor: false,
    rule: "Any signed-in account whose address is not confirmed yet (3 an hour).",
    routes: ["POST /api/account/verification-email"],
  },
  "account.delete": {
    guard: "signedIn",
    staffTwoFactor: false,
    rule: "Any signed-in account, re-entering its password; what happens to a son is account.service's rule.",
    routes: ["POST /api/account/delete"],
  },

  // Family (docs/areas/family.md)
  "family.read": { guard: "family", staffTwoFactor: false, rule: "A dad sees his sons, a son sees his dad.", routes: ["GET /api/family"] },
  "family.planChoices.read": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son: the first run's plan choices.",
    routes: ["GET /api/family/plan-choices"],
  },
  "family.son.add": { guard: "dad", staffTwoFactor: false, rule: "A dad adds a son (his consent is recorded on the link).", routes: ["POST /api/family/sons"] },
  "family.son.confirmation.resend": {
    guard: "dad",
    staffTwoFactor: false,
    rule: "A dad, for his own son whose link is pending, checked by family.service.",
    routes: ["POST /api/family/sons/:sonId/confirmation"],
  },
  "family.son.password.set": {
    guard: "dad",
    staffTwoFactor: false,
    rule: "A dad, for his own son on a confirmed link, checked by family.service (requireConfirmedSon).",
    routes: ["PUT /api/family/sons/:sonId/password"],
  },
  "family.son.signOut": {
    guard: "dad",
    staffTwoFactor: false,
    rule: "A dad, for his own son on a confirmed link, checked by family.service (requireConfirmedSon).",
    routes: ["POST /api/family/sons/:sonId/sign-out"],
  },
  "family.son.signInLink.create": {
    guard: "dad",
    staffTwoFactor: false,
    rule: "A dad, for his own son on a confirmed link, checked by son-sign-in.service (requireConfirmedSon).",
    routes: ["POST /api/family/sons/:sonId/sign-in-link"],
  },
  "family.son.signInLink.revoke": {
    guard: "dad",
    staffTwoFactor: false,
    rule: "A dad, for his own son on a confirmed link, checked by son-sign-in.service (requireConfirmedSon).",
    routes: ["DELETE /api/family/sons/:sonId/sign-in-link"],
  },
  "family.son.signIn.set": {
    guard: "dad",
    staffTwoFactor: false,
    rule: "A dad, for his own son on a confirmed link, checked by son-sign-in.service (requireConfirmedSon).",
    routes: ["PUT /api/family/sons/:sonId/sign-in"],
  },
  "family.son.groupsName.update": {
    guard: "dad",
    staffTwoFactor: false,
    rule: "A dad, for his own son on a confirmed link (full name only for 13+), checked by son-groups.service.",
    routes: ["PUT /api/family/sons/:sonId/groups-name"],
  },
  "family.joinRequest.read": {
    guard: "dad",
    staffTwoFactor: false,
    rule: "A dad: the join requests of his own sons on confirmed links.",
    routes: ["GET /api/family/join-requests"],
  },
  "family.joinRequest.answer": {
    guard: "dad",
    staffTwoFactor: false,
    rule: "A dad, for a request of his own son, checked by son-groups.service (else 404).",
    routes: ["POST /api/family/join-requests/:requestId/approve", "POST /api/family/join-requests/:requestId/decline"],
  },
  "family.son.ageBand.update": {
    guard: "dad",
    staffTwoFactor: false,
    rule: "A dad, for his own son on a confirmed link, upward only, checked by family.service.",
    routes: ["PUT /api/family/sons/:sonId/age-band"],
  },
  "family.son.assistant.update": {
    guard: "dad",
    staffTwoFactor: false,
    rule: "A dad, for his own son on a confirmed link, checked by family.service (setSonAssistant).",
    routes: ["PUT /api/family/sons/:sonId/assistant"],
  },
  "family.son.export": {
    guard: "dad",
    staffTwoFactor: false,
    rule: "A dad, for his own son on a confirmed link, checked by son-data.service.",
    routes: ["GET /api/family/sons/:sonId/export"],
  },
  "family.son.delete": {
    guard: "dad",
    staffTwoFactor: false,
    rule: "A dad, for his own son on a confirmed link, checked by son-data.service.",
    routes: ["DELETE /api/family/sons/:sonId"],
  },
  "family.link.answer": {
    guard: "public",
    staffTwoFactor: false,
    rule: "The holder of the one-time token mailed to the son's typed address (decision 009).",
    routes: ["GET /api/family/link", "POST /api/family/link/confirm", "POST /api/family/link/refuse"],
  },

  // Weekly journey (docs/areas/weekly-journey.md)
  "dashboard.read": { guard: "family", staffTwoFactor: false, rule: "A dad or a son: his own dashboard.", routes: ["GET /api/dashboard"] },
  "week.read": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son: a week of the plan he follows (a paid plan's weeks ≥ 2 only after purchase).",
    routes: ["GET /api/weeks/:week"],
  },
  "week.open": { guard: "family", staffTwoFactor: false, rule: "A dad or a son: marks a week of his plan opened.", routes: ["POST /api/weeks/:week/open"] },
  "progress.update": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son: his own progress only, in his family's run; never a locked week of a paid plan.",
    routes: ["PUT /api/progress/:week"],
  },
  "planRun.schedule": {
    guard: "family",
    staffTwoFactor: false,
    rule: "The run's owner (a dad, or a son without a confirmed dad) moves the family week; a son on a confirmed link is refused (plan-run.service).",
    routes: ["PUT /api/plan-run/start-date", "POST /api/plan-run/next-week", "POST /api/plan-run/catch-up"],
  },
  // Reminders, recap, streak (docs/areas/reminders.md, decisions 047 and 048)
  "reminders.read": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son: his own reminder; a dad also his confirmed sons'.",
    routes: ["GET /api/reminders"],
  },
  "reminders.update": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son: his own reminder; a son on a confirmed link only after his dad consented (reminders.service).",
    routes: ["PUT /api/reminders"],
  },
  "reminders.son.update": {
    guard: "dad",
    staffTwoFactor: false,
    rule: "A dad: his own confirmed son's reminder, with his consent recorded, checked by reminders.service (else 404).",
    routes: ["PUT /api/reminders/sons/:sonId"],
  },
  "reminders.unsubscribe": {
    guard: "public",
    staffTwoFactor: false,
    rule: "Anyone holding a signed unsubscribe token (RFC 8058 one-click).",
    routes: ["POST /api/unsubscribe/one-click"],
  },
  "push.publicKey": { guard: "signedIn", staffTwoFactor: false, rule: "Any signed-in viewer.", routes: ["GET /api/push/public-key"] },
  "push.subscribe": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son: this browser's subscription for himself.",
    routes: ["POST /api/push/subscriptions", "POST /api/push/unsubscribe"],
  },
  "recap.read": { guard: "dad", staffTwoFactor: false, rule: "A dad: his own family's week.", routes: ["GET /api/recap"] },
  "recap.encourage": {
    guard: "dad",
    staffTwoFactor: false,
    rule: "A dad: his own confirmed son, once a day, checked by reminders.service (else 404).",
    routes: ["POST /api/family/sons/:sonId/encourage"],
  },
  "encouragements.read": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son: the encouragements sent to him.",
    routes: ["GET /api/encouragements"],
  },
  "streak.read": { guard: "family", staffTwoFactor: false, rule: "A dad or a son: his family's streak.", routes: ["GET /api/streak"] },
  "planRun.pause": {
    guard: "family",
    staffTwoFactor: false,
    rule: "The run's owner pauses and resumes it; a son on a confirmed link is refused (reminders.service).",
    routes: ["POST /api/plan-run/pause", "POST /api/plan-run/resume"],
  },
  "scripture.read": { guard: "signedIn", staffTwoFactor: false, rule: "Any signed-in viewer.", routes: ["GET /api/scripture"] },

  // Journal (docs/areas/journal.md)
  "journal.list": { guard: "family", staffTwoFactor: false, rule: "A dad or a son: his own entries.", routes: ["GET /api/journal/entries"] },
  "journal.shared.read": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son: the entries his family shared with him, checked by journal.service.",
    routes: ["GET /api/journal/shared"],
  },
  "journal.create": { guard: "family", staffTwoFactor: false, rule: "A dad or a son: an entry of his own.", routes: ["POST /api/journal/entries"] },
  "journal.read": {
    guard: "family",
    staffTwoFactor: false,
    rule: "The entry's author, or his family when shared, checked by journal.service (else 404).",
    routes: ["GET /api/journal/entries/:id"],
  },
  "journal.update": {
    guard: "family",
    staffTwoFactor: false,
    rule: "The entry's author only, checked by journal.queries' owner-scoped where (else 404).",
    routes: ["PUT /api/journal/entries/:id"],
  },
  "journal.delete": {
    guard: "family",
    staffTwoFactor: false,
    rule: "The entry's author only, checked by journal.queries' owner-scoped where (else 404).",
    routes: ["DELETE /api/journal/entries/:id"],
  },
  "journal.export": { guard: "family", staffTwoFactor: false, rule: "A dad or a son: his own entries.", routes: ["GET /api/journal/export"] },

  // Fitness log (docs/areas/fitness.md, decision 038)
  "fitness.read": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son: his own results and his family's on a confirmed link, checked by fitness.service.",
    routes: ["GET /api/fitness/results"],
  },
  "fitness.log": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son for himself; a dad for his confirmed son (requireConfirmedSon); never a son for his dad (403), checked by fitness.service.",
    routes: ["POST /api/fitness/results"],
  },
  "fitness.export": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son: his own results, and a dad's confirmed sons', checked by fitness.service.",
    routes: ["GET /api/fitness/export"],
  },

  // Marketplace and payments (docs/areas/marketplace.md, docs/areas/payments.md)
  "marketplace.browse": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son: published public plans.",
    routes: ["GET /api/marketplace/plans", "GET /api/marketplace/plans/:id"],
  },
  "marketplace.plan.start": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son; a son on a confirmed link is refused (he follows his dad's plan), checked at the route.",
    routes: ["POST /api/marketplace/plans/:id/start"],
  },
  "marketplace.plan.checkout": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad (a son gets 403), for a paid plan he can see, checked by payments.service.",
    routes: ["POST /api/marketplace/plans/:id/checkout"],
  },
  "marketplace.plan.purchase.read": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son: his own purchase of the plan.",
    routes: ["GET /api/marketplace/plans/:id/purchase"],
  },
  "payments.connect.read": {
    guard: "signedIn",
    staffTwoFactor: true,
    rule: "An owner of the organization, checked by payments-policy (canManagePayments; else 404).",
    routes: ["GET /api/stripe/connect"],
  },
  "payments.connect.start": {
    guard: "signedIn",
    staffTwoFactor: true,
    rule: "An owner of the organization, checked by payments-policy (canManagePayments; else 404).",
    routes: ["POST /api/stripe/connect"],
  },
  "payments.connect.refresh": {
    guard: "optionalViewer",
    staffTwoFactor: true,
    rule: "An owner of the organization coming back from Stripe; signed out is sent to /login.",
    routes: ["GET /api/stripe/connect/refresh"],
  },
  "payments.purchases.read": {
    guard: "signedIn",
    staffTwoFactor: true,
    rule: "An owner of the organization, checked by payments-policy (else 404).",
    routes: ["GET /api/stripe/organizations/:id/purchases"],
  },
  "payments.refund": {
    guard: "signedIn",
    staffTwoFactor: true,
    rule: "A global admin, or an owner of the purchased plan's organization, checked by payments.service (else 404).",
    routes: ["POST /api/purchases/:id/refund"],
  },
  "payments.webhook": {
    guard: "public",
    staffTwoFactor: false,
    rule: "Stripe only: the signature of the webhook secret.",
    routes: ["POST /api/webhooks/stripe", "POST /api/webhooks/stripe-connect"],
  },

  // Groups (docs/areas/groups.md)
  "group.list": { guard: "family", staffTwoFactor: false, rule: "A dad or a son: the groups he is a member of.", routes: ["GET /api/groups"] },
  "group.create": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son of 13 or older; he becomes its leader (a son under 13: 403, checked by groups.service).",
    routes: ["POST /api/groups"],
  },
  "group.join": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A dad or a son with the group's code; rate-limited. A son under 13 waits for his dad unless his dad is a member (groups.service).",
    routes: ["POST /api/groups/join"],
  },
  "group.read": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A member of the group, checked by groups.service (else 404).",
    routes: ["GET /api/groups/:groupId"],
  },
  "group.update": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A leader of the group, checked by groups.service (a member gets 403, others 404).",
    routes: ["PATCH /api/groups/:groupId"],
  },
  "group.member.update": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A leader of the group, checked by groups.service.",
    routes: ["PATCH /api/groups/:groupId/members/:userId"],
  },
  "group.member.remove": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A leader of the group, checked by groups.service.",
    routes: ["DELETE /api/groups/:groupId/members/:userId"],
  },
  "group.leave": {
    guard: "family",
    staffTwoFactor: false,
    rule: "A member of the group, checked by groups.service.",
    routes: ["POST /api/groups/:groupId/leave"],
  },

  // Assistant (docs/areas/assistant.md)
  "assistant.status": {
    guard: "signedIn",
    staffTwoFactor: false,
    rule: "Any signed-in viewer (a son only when his dad switched it on, checked by chat.service).",
    routes: ["GET /api/chat/status"],
  },
  "assistant.thread.list": { guard: "signedIn", staffTwoFactor: false, rule: "His own threads.", routes: ["GET /api/chat/threads"] },
  "assistant.thread.read": {
    guard: "signedIn",
    staffTwoFactor: false,
    rule: "His own thread, checked by chat.queries' owner scope (else 404).",
    routes: ["GET /api/chat/threads/:threadId/messages"],
  },
  "assistant.thread.delete": {
    guard: "signedIn",
    staffTwoFactor: false,
    rule: "His own thread, checked by chat.queries' owner scope (else 404).",
    routes: ["DELETE /api/chat/threads/:threadId"],
  },
  "assistant.message.send": {
    guard: "signedIn",
    staffTwoFactor: false,
    rule: "A viewer the assistant is available to (a son only when his dad switched it on), checked by chat.service.",
    routes: ["POST /api/chat/messages"],
  },
  "assistant.reply.retry": {
    guard: "signedIn",
    staffTwoFactor: false,
    rule: "His own thread, checked by chat.service.",
    routes: ["POST /api/chat/threads/:threadId/retry"],
  },

  // Organizations (docs/areas/organizations.md, decisions 007 and 008)
  "organization.mine.read": {
    guard: "signedIn",
    staffTwoFactor: true,
    rule: "Any signed-in viewer: his organization, or none; an owner first sets up two-factor.",
    routes: ["GET /api/organizations/mine"],
  },
  "organization.create": {
    guard: "organizationFounder",
    staffTwoFactor: true,
    rule: "A dad or a global admin on no staff (never a son).",
    routes: ["POST /api/organizations"],
  },
  "organization.update": { guard: "organizationOwner", staffTwoFactor: true, rule: "An owner of his organization.", routes: ["PUT /api/organizations/mine"] },
  "organization.staff.read": {
    guard: "organizationStaff",
    staffTwoFactor: true,
    rule: "An owner or editor of his organization.",
    routes: ["GET /api/organizations/mine/staff"],
  },
  "organization.staff.manage": {
    guard: "organizationOwner",
    staffTwoFactor: true,
    rule: "An owner of his organization: invitations and removing staff.",
    routes: [
      "POST /api/organizations/mine/invitations",
      "DELETE /api/organizations/mine/invitations/:invitationId",
      "DELETE /api/organizations/mine/members/:userId",
    ],
  },
  "organization.invitation.accept": {
    guard: "invitee",
    staffTwoFactor: false,
    rule: "The invited address's account (not a son, on no staff), checked by organizations.service.",
    routes: ["POST /api/organizations/invitations/accept"],
  },
  "organization.content.author": {
    guard: "organizationStaff",
    staffTwoFactor: true,
    rule: "An owner or editor: his organization's plans and items only, scoped by the queries (else 404).",
    routes: [
      "POST /api/organizations/mine/plans",
      "GET /api/organizations/mine/plans/:planId/content",
      "PUT /api/organizations/mine/plans/:planId/content",
      "PUT /api/organizations/mine/plans/:planId/status",
      "GET /api/organizations/mine/plans/:planId/preview",
      "POST /api/organizations/mine/devotionals",
      "POST /api/organizations/mine/challenges",
      "POST /api/organizations/mine/dads-corner",
      ...plansAndItemsEditing("/api/organizations/mine"),
    ],
  },

  // Admin studio (docs/areas/admin.md): every /api/admin route, refused before the body is parsed.
  "admin.studio": {
    guard: "globalAdmin",
    staffTwoFactor: true,
    rule: "A global admin (an admin without an organization).",
    routes: [
      "GET /api/admin/dashboard",
      "POST /api/admin/plans",
      "PUT /api/admin/plans/:planId/status",
      "GET /api/admin/plans/:planId/content",
      "PUT /api/admin/plans/:planId/content",
      "POST /api/admin/devotionals",
      "POST /api/admin/challenges",
      "POST /api/admin/dads-corner",
      "POST /api/admin/sample-import",
      "POST /api/admin/library-import",
      "POST /api/admin/test-email",
      "GET /api/admin/reviews",
      "POST /api/admin/reviews/:planId/approve",
      "POST /api/admin/reviews/:planId/return",
      ...plansAndItemsEditing("/api/admin"),
    ],
  },

  // Account management (decision 016): a global admin with two-factor on; every change re-enters his password and is audited.
  "admin.users.read": {
    guard: "globalAdmin",
    staffTwoFactor: true,
    rule: "A global admin: search accounts and read the audit log.",
    routes: ["GET /api/admin/users"],
  },
  "admin.users.manage": {
    guard: "globalAdmin",
    staffTwoFactor: true,
    rule: "A global admin, re-entering his password (checked by admin-users.service); never on his own account for role, ban and delete.",
    routes: [
      "PUT /api/admin/users/:userId/role",
      "POST /api/admin/users/:userId/ban",
      "POST /api/admin/users/:userId/unban",
      "POST /api/admin/users/:userId/two-factor/reset",
      "POST /api/admin/users/:userId/password-reset",
      "POST /api/admin/users/:userId/organization/release",
      "DELETE /api/admin/users/:userId",
    ],
  },

  // Images
  "upload.image": {
    guard: "signedIn",
    staffTwoFactor: true,
    rule: "Any signed-in viewer; a plan cover only a global admin or organization staff (checked at the route).",
    routes: ["POST /api/uploads/images"],
  },
} as const satisfies Record<string, PolicyRule>;

export type Action = keyof typeof POLICY_TABLE;
type GuardOf<A extends Action> = (typeof POLICY_TABLE)[A]["guard"];
export type Actor<A extends Action> = Awaited<ReturnType<(typeof GUARDS)[GuardOf<A>]>>;

/**
/**
 * What a session may still do while its son must choose his own password (decision 031: his dad set it, so the
 * person signed in may be his dad): see who he is, choose the password, end sessions. Everything else — his
 * journal, his chats, their downloads, the dashboard with its excerpts — waits until he has.
 */
const OPEN_WHILE_CHOOSING_PASSWORD: ReadonlySet<Action> = new Set(["session.read", "account.read", "account.password.change", "account.sessions.revoke"]);

/**
 * Runs the action's guard: the actor (viewer, organization actor, or null where none is needed), or 401/403/404/409;
 * then, for a staff power, a staff viewer without two-factor gets 403 TWO_FACTOR_REQUIRED; and a son who must
 * choose his own password first gets 403 PASSWORD_CHANGE_REQUIRED outside the few actions open to him.
 */
export async function authorize<A extends Action>(request: FastifyRequest, action: A): Promise<Actor<A>> {
  const rule: PolicyRule = POLICY_TABLE[action];
  const guard = GUARDS[rule.guard] as (request: FastifyRequest) => Promise<Actor<A>>;
  const actor = await guard(request);
  if (rule.staffTwoFactor) {
    const viewer = await request.viewer();
    if (viewer && isStaff(viewer)) assertStaffTwoFactor(request, viewer);
  }
  if (actor && (actor as { mustChoosePassword?: boolean }).mustChoosePassword === true && !OPEN_WHILE_CHOOSING_PASSWORD.has(action)) {
    request.log.warn({ url: request.url, action }, "refused: the son must choose his own password first");
    throw new AppError("PASSWORD_CHANGE_REQUIRED", accountMessages.choosePasswordFirst);
  }
  return actor;
}

/** The same guard as a route-level hook (`onRequest: can("admin.studio")`), for a scope whose every route shares it. */
export function can(action: Action): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    await authorize(request, action);
  };
}
