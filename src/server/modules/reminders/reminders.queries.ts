// The reminders area's SQL: settings, push subscriptions, encouragements and pauses.
import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { countRows, updateRows } from "../../platform/row-changes.queries.ts";
import { encouragements, planRunPauses, pushSubscriptions, reminderDeliveries, reminderSettings } from "../../db/schema/index.ts";

export type SettingsRow = typeof reminderSettings.$inferSelect;
export type SettingsValues = typeof reminderSettings.$inferInsert;

export async function findSettings(db: Queryable, userIds: string[]): Promise<Map<string, SettingsRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(reminderSettings)
    .where(
      sql`${reminderSettings.userId} in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map((r) => [r.userId, r]));
}

export async function upsertSettingsRow(db: Queryable, values: SettingsValues): Promise<void> {
  await db.insert(reminderSettings).values(values).onConflictDoUpdate({ target: reminderSettings.userId, set: values });
}

/** The reminder mail a stop link names, when it was sent to that person, and when he last saved his reminders. */
export async function findUnsubscribeMail(
  db: Queryable,
  claim: { userId: string; mailId: number },
): Promise<{ sentAt: Date; savedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ sentAt: reminderDeliveries.createdAt, savedAt: reminderSettings.savedAt })
    .from(reminderDeliveries)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, reminderDeliveries.userId))
    .where(and(eq(reminderDeliveries.id, claim.mailId), eq(reminderDeliveries.userId, claim.userId)));
  return row;
}

/** Turns a person's reminders off (the unsubscribe link); nothing else changes. */
export async function turnOffReminders(db: Queryable, userId: string): Promise<void> {
  await db
    .update(reminderSettings)
    .set({ enabled: false, nextDueAt: null, stoppedReason: "unsubscribed", updatedAt: new Date() })
    .where(eq(reminderSettings.userId, userId));
}

export function countPushSubscriptions(db: Queryable, userId: string): Promise<number> {
  return countRows(db, pushSubscriptions, eq(pushSubscriptions.userId, userId));
}

/**
 * Keeps a subscription as the person's newest; an endpoint already known moves to the latest account that
 * subscribed with it. Beyond `max` per person the oldest go. The person's row is locked first, so two browsers
 * subscribing at once cannot both keep an extra one.
 */
export async function keepPushSubscription(
  tx: Queryable,
  values: { userId: string; endpoint: string; p256dh: string; auth: string },
  max: number,
): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${values.userId} for update`);
  const row = { ...values, createdAt: new Date() };
  await tx.insert(pushSubscriptions).values(row).onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
  await tx.execute(sql`
    delete from push_subscriptions
     where user_id = ${values.userId}
       and id not in (select id from push_subscriptions where user_id = ${values.userId} order by created_at desc, id desc limit ${max})`);
}

export async function deletePushSubscription(db: Queryable, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function sharedEntriesOfWeek(db: Queryable, userIds: string[]): Promise<Array<{ id: number; user_id: string; title: string }>> {
  if (userIds.length === 0) return [];
  const result = await db.execute<{ id: number; user_id: string; title: string }>(sql`
    select id, user_id, title from journal_entries
     where is_private = false and created_at >= now() - interval '7 days'
       and user_id in (${sql.join(
         userIds.map((id) => sql`${id}`),
         sql`, `,
       )})
     order by created_at desc limit 30`);
  return result.rows;
}

export async function encouragedOn(db: Queryable, dadId: string, day: string): Promise<string[]> {
  const rows = await db
    .select({ to: encouragements.toUserId })
    .from(encouragements)
    .where(and(eq(encouragements.fromUserId, dadId), eq(encouragements.sentOn, day)));
  return rows.map((r) => r.to);
}

/** Records an encouragement; undefined when the dad already sent this son one that day. */
export async function insertEncouragement(
  db: Queryable,
  values: { fromUserId: string; toUserId: string; sentOn: string; message: string },
): Promise<{ id: number; message: string } | undefined> {
  const [row] = await db.insert(encouragements).values(values).onConflictDoNothing().returning({ id: encouragements.id, message: encouragements.message });
  return row;
}

/** The person's encouragements of the last 14 days (newest first), marked seen. */
export async function takeEncouragements(db: Queryable, userId: string): Promise<Array<{ id: number; from: string; message: string; createdAt: string }>> {
  const rows = await db.execute<{ id: number; from_name: string; message: string; created_at: string }>(sql`
    select e.id, p.full_name as from_name, e.message, e.created_at::text
      from encouragements e join profiles p on p.id = e.from_user_id
     where e.to_user_id = ${userId} and e.created_at >= now() - interval '14 days'
     order by e.created_at desc limit 10`);
  await db
    .update(encouragements)
    .set({ seenAt: new Date() })
    .where(and(eq(encouragements.toUserId, userId), sql`${encouragements.seenAt} is null`));
  return rows.rows.map((r) => ({ id: r.id, from: r.from_name, message: r.message, createdAt: new Date(r.created_at).toISOString() }));
}

export async function lockRunRow(db: Queryable, runId: number): Promise<void> {
  await db.execute(sql`select id from plan_runs where id = ${runId} for update`);
}

export async function insertPause(db: Queryable, runId: number, startsOn: string, reason: string): Promise<void> {
  await db.insert(planRunPauses).values({ planRunId: runId, startsOn, reason });
}

/** Ends the run's open pause today; false when none was open. */
export async function endPause(db: Queryable, runId: number, today: string): Promise<boolean> {
  const open = and(eq(planRunPauses.planRunId, runId), sql`${planRunPauses.endsOn} is null`);
  return (await updateRows(db, planRunPauses, { endsOn: today }, open)) > 0;
}

/** Whether the family's run of its plan is paused now (reminders wait). */
export async function isPaused(db: Queryable, ownerId: string, planId: number | null): Promise<boolean> {
  const rows = await db.execute<{ paused: boolean }>(sql`
    select exists (select 1 from plan_run_pauses pp join plan_runs r on r.id = pp.plan_run_id
                    where r.user_id = ${ownerId} and r.plan_id is not distinct from ${planId}::int and pp.ends_on is null) as paused`);
  return rows.rows[0]?.paused === true;
}
