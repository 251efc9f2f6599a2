// Background jobs on PostgreSQL with pg-boss: a job is a row, one worker in one process claims it
// (FOR UPDATE SKIP LOCKED), a failed job is retried with backoff, and a job whose process died is retried
// once its claim expires. The schema (pgboss.*) is installed by the release migration, never by app processes.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PgBoss, type Job } from "pg-boss";
import type pg from "pg";
import type { SchemaInstaller } from "../db/client.ts";
import type { Logger } from "pino";
import type { MailMessage } from "../integrations/mail/mail-message.ts";

export const JOB_SCHEMA = "pgboss";

/** Every queue and its delivery rules. A mail job that is still active after a minute (its process died) is retried. */
export const QUEUES = {
  mail: { name: "mail", options: { expireInSeconds: 60, retryLimit: 8, retryDelay: 5, retryBackoff: true, retryDelayMax: 600, notify: true } },
  // Reminders and recaps: one job per person and due time (singleton key), retried on failure.
  reminder: { name: "reminder", options: { expireInSeconds: 120, retryLimit: 8, retryDelay: 10, retryBackoff: true, retryDelayMax: 900, notify: true } },
  // One Web Push message to one subscription; a 404/410 drops the subscription and completes the job.
  push: { name: "push", options: { expireInSeconds: 60, retryLimit: 6, retryDelay: 10, retryBackoff: true, retryDelayMax: 900, notify: true } },
} as const;

export interface JobPayloads {
  mail: MailMessage;
  reminder: { userId: string; dueAt: string; period: string };
  push: { subscriptionId: number; payload: { title: string; body: string; url: string; tag: string } };
}
export type QueueName = keyof JobPayloads;
export type JobHandler<Q extends QueueName> = (data: JobPayloads[Q], job: { id: string; retryCount: number }) => Promise<void>;

export interface JobQueue {
  send<Q extends QueueName>(queue: Q, data: JobPayloads[Q]): Promise<string>;
  /** Runs `handler` for this queue's jobs in this process (alongside the other processes' workers). */
  work<Q extends QueueName>(queue: Q, handler: JobHandler<Q>): Promise<void>;
  /** Waits until no job of `queue` is waiting or running (tests and the cluster check). */
  settled(queue: QueueName, timeoutMs?: number): Promise<void>;
  /** Finishes the jobs in hand (bounded), then stops polling. */
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

function adapter(client: pg.Pool | pg.PoolClient) {
  return { executeSql: async (text: string, values?: unknown[]) => client.query(text, values) };
}

/**
 * Installs or upgrades pg-boss's schema and creates our queues, on a connection that already holds the
 * migration lock (see migrateDatabase).
 */
export async function installJobQueue(client: pg.PoolClient): Promise<void> {
  const boss = new PgBoss({ db: adapter(client), schema: JOB_SCHEMA, migrate: true, supervise: false, schedule: false, registerInstance: false });
  boss.on("error", () => {});
  await boss.start();
  try {
    for (const queue of Object.values(QUEUES)) {
      if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, queue.options);
      else await boss.updateQueue(queue.name, queue.options);
    }
  } finally {
    await boss.stop({ graceful: false });
  }
}

/** pg-boss's schema version when installed (null otherwise): MIGRATE=0 processes wait for it too. */
export async function installedJobSchemaVersion(pool: pg.Pool): Promise<number | null> {
  try {
    const { rows } = await pool.query<{ version: number }>(`select version from ${JOB_SCHEMA}.version`);
    return rows[0]?.version ?? null;
  } catch {
    return null; // not installed yet
  }
}

/** pg-boss's schema version this code was built with (its package.json). */
function requiredJobSchemaVersion(): number {
  const bossPackage = path.join(path.dirname(createRequire(import.meta.url).resolve("pg-boss")), "..", "package.json");
  return (JSON.parse(fs.readFileSync(bossPackage, "utf8")) as { pgboss: { schema: number } }).pgboss.schema;
}

/** The job queue's schema as migrateDatabase installs it and MIGRATE=0 processes wait for it. */
export const jobQueueInstaller: SchemaInstaller = {
  name: "job queue schema",
  install: installJobQueue,
  version: { required: requiredJobSchemaVersion, installed: installedJobSchemaVersion },
};

export async function startJobQueue(opts: { connectionString: string; logger: Logger; pollingIntervalSeconds?: number }): Promise<JobQueue> {
  const { logger } = opts;
  const boss = new PgBoss({
    connectionString: opts.connectionString,
    schema: JOB_SCHEMA,
    application_name: "strongbond-jobs",
    max: 4,
    migrate: false,
    createSchema: false,
    schedule: false,
    supervise: true,
    useListenNotify: true,
  });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  boss.on("warning", (warning) => logger.warn({ warning }, "job queue warning"));
  await boss.start();

  return {
    boss,
    async send(queue, data) {
      const id = await boss.send(QUEUES[queue].name, data as object);
      if (!id) throw new Error(`the ${queue} job was not queued`);
      return id;
    },
    async work(queue, handler) {
      const name = QUEUES[queue].name;
      const polling = opts.pollingIntervalSeconds ?? 2;
      // Batches of up to 10, fetched back to back while full; LISTEN/NOTIFY wakes the workers when a job is
      // queued, polling is the backstop. Each job settles on its own: one failure is retried alone.
      await boss.work<JobPayloads[typeof queue]>(
        name,
        { batchSize: 10, burstWhenBatchFull: true, localConcurrency: 2, pollingIntervalSeconds: polling, notifyPollingIntervalSeconds: Math.max(polling, 5) },
        async (jobs: Array<Job<JobPayloads[typeof queue]>>) => {
          for (const job of jobs) {
            try {
              await handler(job.data, { id: job.id, retryCount: job.retryCount });
            } catch (error) {
              logger.warn({ err: error, queue, jobId: job.id, retryCount: job.retryCount }, "job failed; it will be retried");
              await boss.fail(name, { id: job.id, retryCount: job.retryCount }, { message: error instanceof Error ? error.message : String(error) });
            }
          }
          // Returning completes the jobs still active (the failed ones are already back in the queue).
        },
      );
    },
    async settled(queue, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await boss
          .getDb()
          .executeSql(`select count(*)::int as n from ${JOB_SCHEMA}.job where name = $1 and state in ('created', 'retry', 'active')`, [QUEUES[queue].name]);
        if ((rows[0] as { n: number } | undefined)?.n === 0) return;
        if (Date.now() > deadline) {
          const { rows: states } = await boss
            .getDb()
            .executeSql(`select state, count(*)::int as n from ${JOB_SCHEMA}.job where name = $1 group by state`, [QUEUES[queue].name]);
          throw new Error(`the ${queue} queue did not settle within ${timeoutMs} ms: ${JSON.stringify(states)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
