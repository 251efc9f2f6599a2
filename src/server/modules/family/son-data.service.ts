// A dad's guardian rights over the son he registered (ARCHITECTURE: "a dad can export or delete his son's
// data"). Only the dad on the son's confirmed family link may do either: anyone else gets 404,
// the dad of a son who has not confirmed yet 403.
import { releaseUploadsOfDeletedAccounts } from "../uploads/uploads.service.ts";
import type { Database } from "../../db/client.ts";
import { AppError, findPgError } from "../../lib/app-error.ts";
import { confirmedSonLink } from "./family.service.ts";
import { readUserData } from "./son-data.queries.ts";
import { deleteUser, hasPurchases } from "../identity/account-page.queries.ts";

/**
 * What StrongBond keeps about the son, as one JSON document for his dad. For a son under 13
 * everything (COPPA: his parent may review what was collected); from 13, his private journal entries and his
 * assistant chats stay his own — they are left out, and the son is told so where he writes.
 */
export async function exportSonData(db: Database, dadId: string, sonId: string) {
  const link = await confirmedSonLink(db, dadId, "family.son.export", sonId);
  const includePrivate = link.sonAgeBand === "under_13";
  const data = await readUserData(db, sonId, { includePrivate });
  return {
    exportedAt: new Date().toISOString(),
    consentRecordedAt: link.consentRecordedAt.toISOString(),
    account: data.account ? { email: data.account.email, createdAt: data.account.createdAt } : null,
    profile: data.account ? { fullName: data.account.fullName, selectedPlanId: data.account.selectedPlanId } : null,
    progress: data.weeks,
    journalEntries: data.entries,
    fitnessResults: data.fitness,
    groups: data.groups,
    sonAgeBand: link.sonAgeBand,
    /** What this download leaves out, so the dad reads it plainly. */
    leftOut: includePrivate ? [] : ["private journal entries", "assistant conversations"],
    assistantMessages: data.assistantMessages,
  };
}

/** Deletes the son's account and everything that hangs off it (sessions, progress, journal, groups, chats). */
export async function deleteSonAccount(db: Database, dadId: string, sonId: string): Promise<void> {
  await confirmedSonLink(db, dadId, "family.son.delete", sonId);
  try {
    await db.transaction(async (tx) => {
      // Purchases are financial records that must stay attached to their buyer: such an account is not
      // deleted from here (the foreign key would refuse it anyway).
      if (await hasPurchases(tx, sonId)) throw new AppError("CONFLICT", "This account has purchases on record. Please contact support to delete it.");
      await deleteUser(tx, sonId);
      // His picture and his unused uploads die with him.
      await releaseUploadsOfDeletedAccounts(tx);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (findPgError(error)?.code === "23503") throw new AppError("CONFLICT", "This account could not be deleted. Please contact support.");
    throw error;
  }
}
