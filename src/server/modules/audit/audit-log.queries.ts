// The audit log: who changed whose account or money, and when. Admin's account changes and payments' refunds
// write it; /admin/users reads the latest entries.
import { desc } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { adminAuditLog } from "../../db/schema/index.ts";

const PAGE = 50;

export async function listAuditEntries(db: Queryable) {
  return db
    .select({
      id: adminAuditLog.id,
      actorEmail: adminAuditLog.actorEmail,
      targetEmail: adminAuditLog.targetEmail,
      action: adminAuditLog.action,
      detail: adminAuditLog.detail,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.id))
    .limit(PAGE);
}

export interface AuditEntry {
  actorId: string;
  actorEmail: string;
  targetUserId: string;
  targetEmail: string;
  action: string;
  detail?: Record<string, string | null>;
}

export async function insertAuditEntry(db: Queryable, entry: AuditEntry): Promise<void> {
  await insertAuditEntries(db, [entry]);
}

export async function insertAuditEntries(db: Queryable, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(adminAuditLog).values(entries.map((entry) => ({ ...entry, detail: entry.detail ?? null })));
}
