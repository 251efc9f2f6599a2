// A dad's guardian rights over the son he registered (ARCHITECTURE: "a dad can export or delete his son's
// data"). Only the dad on the son's family link may do either; anyone else gets 404.
import type { Database } from "../../db/client.ts";
import { AppError, findPgError, notFound } from "../../lib/app-error.ts";
import { deleteUser, findLink, hasPurchases, readUserData } from "./son-data.queries.ts";

async function assertDadOf(db: Database, dadId: string, sonId: string) {
  const link = await findLink(db, dadId, sonId);
  if (!link) throw notFound();
  return link;
}

/** Everything StrongBond keeps about the son, as one JSON document for his dad. */
export async function exportSonData(db: Database, dadId: string, sonId: string) {
  const link = await assertDadOf(db, dadId, sonId);
  const data = await readUserData(db, sonId);
  return {
    exportedAt: new Date().toISOString(),
    consentRecordedAt: link.consentRecordedAt.toISOString(),
    account: data.account ? { email: data.account.email, createdAt: data.account.createdAt } : null,
    profile: data.account ? { fullName: data.account.fullName, selectedPlanId: data.account.selectedPlanId } : null,
    progress: data.weeks,
    journalEntries: data.entries,
    groups: data.groups,
    assistantMessages: data.assistantMessages,
  };
}

/** Deletes the son's account and everything that hangs off it (sessions, progress, journal, groups, chats). */
export async function deleteSonAccount(db: Database, dadId: string, sonId: string): Promise<void> {
  await assertDadOf(db, dadId, sonId);
  try {
    await db.transaction(async (tx) => {
      // Purchases are financial records that must stay attached to their buyer: such an account is not
      // deleted from here (the foreign key would refuse it anyway).
      if (await hasPurchases(tx, sonId)) throw new AppError("CONFLICT", "This account has purchases on record. Please contact support to delete it.");
      await deleteUser(tx, sonId);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (findPgError(error)?.code === "23503") throw new AppError("CONFLICT", "This account could not be deleted. Please contact support.");
    throw error;
  }
}
