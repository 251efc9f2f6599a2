// The statements of the reminder sweep and its jobs. They run on one pg connection inside the job's transaction,
// because pg-boss queues the follow-up jobs on that same connection (`jobsOn`): the claim and the jobs commit together.
import type pg from "pg";

/** A pool or a client checked out of it: what these statements run on. */
export type SqlClient = Pick<pg.PoolClient, "query">;

/** Runs `work` in one transaction on one connection of `pool`; rolled back when it throws. */
export async function inJobTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** pg-boss's view of a connection: its jobs are inserted by the caller's transaction. */
export function jobsOn(client: SqlClient) {
  return { executeSql: async (text: string, values?: unknown[]) => client.query(text, values as unknown[]) };
}

/**
 * The sweep's statement: the due rows (oldest first, one batch), claimed and moved to their next week. The next
 * due time is the same weekday and wall time one week on, in the person's zone; a sweep that comes late (the
 * server was down) moves it as many weeks as needed to be in the future.
 */
export const SWEEP_SQL = `
  with due as (
    select user_id, next_due_at from reminder_settings
     where enabled and stopped_at is null and next_due_at <= $1
     order by next_due_at
     limit $2
     for update skip locked
  )
  update reminder_settings r
     set next_due_at = ((date_trunc('day', due.next_due_at at time zone r.time_zone)
                         + make_interval(days => 7 * greatest(1, ceil(extract(epoch from ($1::timestamptz - due.next_due_at)) / 604800.0)::int),
                                         hours => r.hour, mins => r.minute)) at time zone r.time_zone),
         updated_at = now()
    from due
   where r.user_id = due.user_id
  returning r.user_id, due.next_due_at, r.time_zone`;

export interface DueReminder {
  user_id: string;
  next_due_at: Date;
  time_zone: string;
}

/** Claims up to `limit` reminders due at `now` and moves each to its next week (SWEEP_SQL). */
export async function claimDueReminders(client: SqlClient, now: Date, limit: number): Promise<DueReminder[]> {
  const { rows } = await client.query<DueReminder>(SWEEP_SQL, [now, limit]);
  return rows;
}

/** A person's reminder with what its channels need to know about him, locked until the job's transaction ends. */
export interface ReminderRecipientRow {
  enabled: boolean;
  stopped_at: Date | null;
  channels: string[];
  recap: boolean;
  unanswered_count: number;
  last_sent_at: Date | null;
  consent_at: Date | null;
  email: string;
  full_name: string;
  role: "dad" | "son";
  under13: boolean;
  /** profiles.language: the language his reminders speak (null: English). */
  language: string | null;
}

export async function lockReminderRecipient(client: SqlClient, userId: string): Promise<ReminderRecipientRow | undefined> {
  const { rows } = await client.query<ReminderRecipientRow>(
    `select s.enabled, s.stopped_at, s.channels, s.recap, s.unanswered_count, s.last_sent_at, s.consent_at, u.email, p.full_name, p.role::text as role, p.language,
            coalesce((select son_age_band = 'under_13' from family_links where son_id = s.user_id), false) as under13
       from reminder_settings s join users u on u.id = s.user_id join profiles p on p.id = s.user_id
      where s.user_id = $1 for update of s`,
    [userId],
  );
  return rows[0];
}

/** A visit since `since`: a sign-in or a session refreshed, a tick, or a journal entry (never app opens alone). */
export async function visitedSince(client: SqlClient, userId: string, since: Date): Promise<boolean> {
  const { rows } = await client.query<{ visited: boolean }>(
    `select exists (select 1 from sessions where user_id = $1 and (created_at > $2 or updated_at > $2))
         or exists (select 1 from progress where user_id = $1 and updated_at > $2)
         or exists (select 1 from journal_entries where user_id = $1 and created_at > $2) as visited`,
    [userId, since],
  );
  return rows[0]?.visited === true;
}

/** Claims (person, kind, period) once: its reminder_deliveries id, or undefined when it was claimed already. */
export async function claimDelivery(client: SqlClient, claim: { userId: string; kind: string; period: string }): Promise<number | undefined> {
  const { rows } = await client.query<{ id: number }>(
    `insert into reminder_deliveries (user_id, kind, period) values ($1, $2, $3) on conflict do nothing returning id`,
    [claim.userId, claim.kind, claim.period],
  );
  return rows[0]?.id;
}

/** A reminder went out at `at`; `unanswered` counts those in a row without a visit. */
export async function recordReminderSent(client: SqlClient, userId: string, at: Date, unanswered: number): Promise<void> {
  await client.query(`update reminder_settings set last_sent_at = $2, unanswered_count = $3, updated_at = now() where user_id = $1`, [userId, at, unanswered]);
}

/** The reminders stop by themselves (too many unanswered) until the person saves them again. */
export async function recordRemindersStopped(client: SqlClient, userId: string, at: Date, unanswered: number): Promise<void> {
  await client.query(
    `update reminder_settings set stopped_at = $2, stopped_reason = 'unanswered', unanswered_count = $3, updated_at = now() where user_id = $1`,
    [userId, at, unanswered],
  );
}

/** The ids of the person's browsers that take notifications. */
export async function pushSubscriptionIds(client: SqlClient, userId: string): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(`select id from push_subscriptions where user_id = $1 order by id`, [userId]);
  return rows.map((row) => row.id);
}

export async function findPushTarget(client: SqlClient, subscriptionId: number): Promise<{ endpoint: string; p256dh: string; auth: string } | undefined> {
  const { rows } = await client.query<{ endpoint: string; p256dh: string; auth: string }>(
    `select endpoint, p256dh, auth from push_subscriptions where id = $1`,
    [subscriptionId],
  );
  return rows[0];
}

export async function dropPushSubscription(client: SqlClient, subscriptionId: number): Promise<void> {
  await client.query(`delete from push_subscriptions where id = $1`, [subscriptionId]);
}

/** What an encouragement's mail needs of the son: his address, his dad's consent, his age band, his channels. */
export async function findEncouragementRecipient(
  client: SqlClient,
  sonId: string,
): Promise<{ email: string; consent_at: Date | null; under13: boolean; channels: string[] | null; language: string | null } | undefined> {
  const { rows } = await client.query<{ email: string; consent_at: Date | null; under13: boolean; channels: string[] | null; language: string | null }>(
    `select u.email, s.consent_at, s.channels, coalesce(l.son_age_band = 'under_13', false) as under13, p.language
       from users u left join profiles p on p.id = u.id left join reminder_settings s on s.user_id = u.id
            left join family_links l on l.son_id = u.id where u.id = $1`,
    [sonId],
  );
  return rows[0];
}
