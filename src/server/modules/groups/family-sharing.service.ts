// What a dad's groups and organizations can see of his family: counts always, his family's own
// progress only where he switched it on; never a journal entry, never a son beyond his first name.
import type { Database } from "../../db/client.ts";
import type { TFamilySharingResponse } from "../../../shared/schemas/groups.ts";
import { authorize } from "../../policies/index.ts";
import { findFamilySharing, lockOrganizationFamily, setOrganizationSharing } from "./group-plan.queries.ts";
import { sharingAnswer } from "./group-plan.service.ts";

/** The dad's groups and organizations with his sharing choices. */
export async function familySharing(db: Database, dadId: string): Promise<TFamilySharingResponse> {
  const { groups, organizations } = await findFamilySharing(db, dadId);
  return {
    groups: groups.map((g) => ({
      groupId: g.group_id,
      name: g.name,
      organizationId: g.organization_id,
      organizationName: g.organization_name,
      planTitle: g.plan_title,
      sharesProgress: g.shares_progress,
      sharesThroughOrganization: g.organization_shares,
    })),
    organizations: organizations.map((o) => ({ organizationId: o.organization_id, name: o.name, sharesProgress: o.shares_progress })),
  };
}

/** The dad's choice for an organization his family belongs to (organization_families.shares_progress). */
export async function setOrganizationFamilySharing(db: Database, dadId: string, organizationId: number, sharesProgress: boolean): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    authorize({ userId: dadId }, "family.sharing.organization", await lockOrganizationFamily(tx, organizationId, dadId));
    await setOrganizationSharing(tx, organizationId, dadId, sharesProgress);
  });
  return sharingAnswer(sharesProgress);
}
