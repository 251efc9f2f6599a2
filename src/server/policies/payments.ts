// An organization's payments: its owners connect Stripe, see its purchases and refund them; a
// global admin refunds any purchase. Editors author content only.
import { notFound } from "../lib/app-error.ts";
import { messages } from "../../shared/messages.ts";
import type { Viewer } from "../auth/viewer-type.ts";
import type { ActionPolicy } from "./rule.ts";
import { action, rowRule, staffPower } from "./rule.ts";

/** Whether the viewer is an owner of the organization. */
export function isOrganizationOwner(viewer: Pick<Viewer, "organizationId" | "organizationRole">, organizationId: number | null): boolean {
  return organizationId !== null && viewer.organizationRole === "owner" && viewer.organizationId === organizationId;
}

export interface OrganizationRow {
  id: number;
}

/** A viewer may manage an organization's payments when he owns it; unknown and not-his both answer 404. */
const ownsTheOrganization = rowRule<OrganizationRow | undefined>({
  when: "he is an owner of the organization (else 404)",
  allows: (viewer, organization) => organization !== undefined && isOrganizationOwner(viewer, organization.id),
  refuse: () => notFound(messages.organizationNotFound),
});

export interface PurchaseRow {
  organizationId: number | null;
}

/** A viewer may refund a purchase when he is a global admin or an owner of the plan's organization (else 404). */
const refundsThePurchase = rowRule<PurchaseRow | undefined>({
  when: "he is a global admin, or an owner of the purchased plan's organization (else 404)",
  allows: (viewer, purchase) => purchase !== undefined && (viewer.isGlobalAdmin || isOrganizationOwner(viewer, purchase.organizationId)),
  refuse: () => notFound(messages.notFound),
});

export const paymentsPolicy = {
  "payments.connect.read": staffPower("signedIn", "An owner of the organization: its Stripe state.", { row: ownsTheOrganization }),
  "payments.connect.start": staffPower("signedIn", "An owner of the organization connects it to Stripe.", { row: ownsTheOrganization }),
  "payments.connect.refresh": staffPower("optionalViewer", "An owner of the organization, back from Stripe; signed out is sent to /login.", {
    row: ownsTheOrganization,
  }),
  "payments.purchases.read": staffPower("signedIn", "An owner of the organization: its recent purchases.", { row: ownsTheOrganization }),
  "payments.refund": staffPower("signedIn", "A global admin, or an owner of the plan's organization, refunds a purchase.", { row: refundsThePurchase }),
  "payments.webhook": action("public", "Stripe only: the signature of the webhook secret."),
} as const satisfies Record<string, ActionPolicy>;
