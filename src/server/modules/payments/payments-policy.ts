// Who may manage an organization's payments. Today the owner is organizations.created_by; when organization
// members (owner/editor roles) land, this is the one place that changes.
import type { Viewer } from "../../auth/viewer.ts";
import type { Queryable } from "../../db/client.ts";
import { messages } from "../../../shared/messages.ts";
import { notFound } from "../../lib/app-error.ts";
import { findOrganization } from "./payments.queries.ts";

export type ManagedOrganization = NonNullable<Awaited<ReturnType<typeof findOrganization>>>;

/** Whether the viewer owns the organization (connects Stripe, sees and refunds its purchases). */
export function isOrganizationOwner(viewer: Pick<Viewer, "userId">, organization: { createdBy: string | null }): boolean {
  return organization.createdBy === viewer.userId;
}

/** The organization when the viewer may manage its payments; unknown and not-yours both answer 404. */
export async function canManagePayments(db: Queryable, viewer: Viewer, organizationId: number): Promise<ManagedOrganization> {
  const organization = await findOrganization(db, organizationId);
  if (!organization || !isOrganizationOwner(viewer, organization)) throw notFound(messages.organizationNotFound);
  return organization;
}
