// Organizations (docs/areas/organizations.md):
// request/response schemas for /api/organizations/*, and the texts the spec leaves to us.
import { z } from "zod";
import { ZTimestamp } from "./common.ts";
import { MAX_INT4, ORGANIZATION_ROLES } from "../constants.ts";
import { planPriceMessage, ZAdminPlanSummary, ZCreatePlanRequest, ZPriceCents } from "./admin.ts";
import { nameAndDescription } from "./fields.ts";
import { updateOf } from "./update.ts";
import { idParam, userIdParam } from "./params.ts";
import { ZPurchaseRow } from "./payments.ts";

export const ORGANIZATION_LIMITS = { nameMax: 120, descriptionMax: 2000, emailMax: 254 } as const;
/** How long an emailed staff invitation stays valid. */
export const INVITATION_TTL_DAYS = 7;
export const ORGANIZATION_PURCHASES_SHOWN = 50;

/** Texts of the organization pages that the spec does not give (it gives the 'Failed to …' and success texts). */
export const organizationMessages = {
  nameRequired: "Organization name is required",
  nameTooLong: `Organization name can be at most ${ORGANIZATION_LIMITS.nameMax} characters`,
  descriptionTooLong: `Description can be at most ${ORGANIZATION_LIMITS.descriptionMax} characters`,
  alreadyHasOrganization: "You already belong to an organization. Each person may start or join only one.",
  sonMayNotCreate: "Only a dad or an admin can start an organization.",
  ownerOnly: "Only an owner of the organization can do this.",
  commissionInfo: "StrongBond keeps a 12% commission on all sales; the rest is paid out to your organization.",
  priceInvalid: planPriceMessage,
  emailInvalid: "Enter a valid email address",
  roleInvalid: "Choose owner or editor",
  invitationSent: "Invitation sent",
  invitationPending: "This person already has a pending invitation",
  alreadyStaff: "This person is already on your organization's staff",
  invitationInvalid: "This invitation is not valid any more. Ask the organization for a new one.",
  invitationWrongAccount: "This invitation was sent to a different email address. Sign in with that address to accept it.",
  invitationAccepted: "You joined the organization",
  cannotRemoveLastOwner: "An organization needs at least one owner",
  memberNotFound: "Staff member not found",
  invitationNotFound: "Invitation not found",
} as const;

// ---------- requests ----------

const { name, description } = nameAndDescription(ORGANIZATION_LIMITS, organizationMessages);

export const ZOrganizationRequest = z.object({ name, description: description.default("") });
export type TOrganizationRequest = z.input<typeof ZOrganizationRequest>;
export type TOrganizationInput = z.output<typeof ZOrganizationRequest>;

/** Settings name what they change; the rest is kept (shared/schemas/update.ts). */
export const ZOrganizationUpdateRequest = updateOf(ZOrganizationRequest);
export type TOrganizationUpdateRequest = z.input<typeof ZOrganizationUpdateRequest>;
export type TOrganizationUpdate = z.output<typeof ZOrganizationUpdateRequest>;

/** An organization's plan: the admin's plan fields plus a price in cents. Always created as a draft. */
export const ZOrganizationPlanRequest = ZCreatePlanRequest.extend({ priceCents: ZPriceCents.default(0) });
export type TOrganizationPlanRequest = z.input<typeof ZOrganizationPlanRequest>;
export type TOrganizationPlanInput = z.output<typeof ZOrganizationPlanRequest>;

export const ZOrganizationRole = z.enum(ORGANIZATION_ROLES, { error: organizationMessages.roleInvalid });

export const ZInvitationRequest = z.object({
  email: z
    .string({ error: organizationMessages.emailInvalid })
    .trim()
    .toLowerCase()
    .max(ORGANIZATION_LIMITS.emailMax, organizationMessages.emailInvalid)
    .pipe(z.email({ error: organizationMessages.emailInvalid })),
  role: ZOrganizationRole.default("editor"),
});
export type TInvitationRequest = z.input<typeof ZInvitationRequest>;

export const ZAcceptInvitationRequest = z.object({ token: z.string().trim().min(1).max(200) });
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;

export const ZInvitationIdParams = z.object({ invitationId: idParam() });
export const ZMemberIdParams = z.object({ userId: userIdParam() });
export const ZPreviewQuery = z.object({
  week: z.coerce.number().int().min(1).max(MAX_INT4),
  as: z.enum(["dad", "son"]).default("dad"),
});

// ---------- responses ----------

export const ZOrganization = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Its public page is /o/:slug. */
  slug: z.string(),
  description: z.string().nullable(),
  /** Commission as a rate (0.12); screens show it as a whole percent. */
  commissionRate: z.number(),
  stripeConnected: z.boolean(),
  payoutsEnabled: z.boolean(),
});
export type TOrganization = z.infer<typeof ZOrganization>;

export const ZOrganizationPlan = ZAdminPlanSummary.extend({ priceCents: z.number().int(), coverImageUrl: z.string().nullable() });
export type TOrganizationPlan = z.infer<typeof ZOrganizationPlan>;

/** The organization dashboard's Recent Purchases row: the payments table's row without the refund columns. */
export const ZOrganizationPurchase = ZPurchaseRow.pick({
  id: true,
  createdAt: true,
  userName: true,
  planTitle: true,
  amountCents: true,
  commissionCents: true,
  payoutCents: true,
  status: true,
});
export type TOrganizationPurchase = z.infer<typeof ZOrganizationPurchase>;

/** The organization dashboard and settings in one round trip. `organization` is null when he has none. */
export const ZOrganizationHomeResponse = z.object({
  organization: ZOrganization.nullable(),
  role: ZOrganizationRole.nullable(),
  /** Whether he may start one (a dad or a global admin who is on no organization's staff). */
  canCreate: z.boolean(),
  /** Whether this server can connect Stripe (STRIPE_SECRET_KEY is set). */
  paymentsConfigured: z.boolean(),
  stats: z.object({ totalRevenueCents: z.number().int(), totalPlans: z.number().int() }),
  plans: z.array(ZOrganizationPlan),
  purchases: z.array(ZOrganizationPurchase),
});
export type TOrganizationHomeResponse = z.infer<typeof ZOrganizationHomeResponse>;

export const ZOrganizationResponse = z.object({ organization: ZOrganization, message: z.string() });
export type TOrganizationResponse = z.infer<typeof ZOrganizationResponse>;

export const ZStaffMember = z.object({ userId: z.string(), fullName: z.string(), email: z.string(), role: ZOrganizationRole });
export const ZPendingInvitation = z.object({ id: z.number().int(), email: z.string(), role: ZOrganizationRole, expiresAt: ZTimestamp });
export const ZStaffResponse = z.object({ members: z.array(ZStaffMember), invitations: z.array(ZPendingInvitation) });
export type TStaffResponse = z.infer<typeof ZStaffResponse>;
export const ZInvitationResponse = z.object({ invitation: ZPendingInvitation, message: z.string() });
export const ZAcceptInvitationResponse = z.object({ organization: ZOrganization, role: ZOrganizationRole, message: z.string() });

export const ZOrganizationPlanResponse = z.object({ plan: ZOrganizationPlan });
export type TOrganizationPlanResponse = z.infer<typeof ZOrganizationPlanResponse>;
