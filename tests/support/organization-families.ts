// Member families of an organization written straight into the database, for tests of what
// membership opens; the invite / accept / leave API is tested where it is built.
import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../src/server/db/client.ts";
import { organizationFamilies } from "../../src/server/db/schema/index.ts";

export async function joinOrganization(db: Queryable, organizationId: number, dadId: string): Promise<void> {
  await db.insert(organizationFamilies).values({ organizationId, dadId }).onConflictDoNothing();
}

/** Leaving deletes the row; the family's sponsored seats go with it. */
export async function leaveOrganization(db: Queryable, organizationId: number, dadId: string): Promise<void> {
  await db.delete(organizationFamilies).where(and(eq(organizationFamilies.organizationId, organizationId), eq(organizationFamilies.dadId, dadId)));
}
