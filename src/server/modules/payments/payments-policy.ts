// Who may manage an organization's payments: an owner on its staff (organization_members, decision 007) —
// the creator, and any owner he invited. Editors author content only.
import type { Viewer } from "../../auth/viewer.ts";
import type { Queryable } from "../../db/client.ts";
import { messages } from "../../../shared/messages.ts";
import { notFound } from "../../lib/app-error.ts";
import { findOrganization } from "./payments.queries.ts";

export type ManagedOrganization = NonNullable<Awaited<ReturnType<typeof findOrganization>>>;

/** Whether the viewer is an owner of the organization (connects Stripe, sees and refunds its purchases). */
export function isOrganizationOwner(viewer: Pick<Viewer, "organizationId" | "organizationRole">, organizationId: number | null): boolean {
  return organizationId !== null && viewer.organizationRole === "owner" && viewer.organizationId === organizationId;
}

/** The organization when the viewer may manage its payments; unknown and not-yours both answer 404. */
export async function canManagePayments(db: Queryable, viewer: Viewer, organizationId: number): Promise<ManagedOrganization> {
  const organization = await findOrganization(db, organizationId);
  if (!organization || !isOrganizationOwner(viewer, organization.id)) throw notFound(messages.organizationNotFound);
  return organization;
}
