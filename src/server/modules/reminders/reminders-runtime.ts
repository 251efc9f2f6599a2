// What the app holds for reminders: the push sender with its VAPID keys, the key that signs
// unsubscribe links, the channels a reminder goes by, and this process's workers and sweep timer.
import type { Logger } from "pino";
import type { AppConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { createPushSender, type PushSender } from "./push-sender.ts";
import { startReminderWorkers, type ReminderWorkerDeps } from "./reminder-jobs.ts";
import { emailChannel } from "./channels/email-channel.ts";
import { pushChannel } from "./channels/push-channel.ts";

export interface RemindersRuntime {
  push: PushSender;
  /** Signs and checks unsubscribe links (derived from the auth secret). */
  secret: string;
  workerDeps: ReminderWorkerDeps;
  /** One sweep now (the timer calls it every REMINDER_SWEEP_SECONDS; tests call it with a moved clock). */
  sweep(now?: Date): Promise<number>;
  stop(): void;
}

declare module "../../http/app-instance.ts" {
  interface AppDeps {
    /** Reminders and Web Push: the push sender, the unsubscribe key and this process's sweep. */
    reminders: RemindersRuntime;
  }
}

export async function startReminders(input: {
  config: AppConfig;
  db: Database;
  jobs: JobQueue;
  logger: Logger;
  secret: string;
  alsoOnSweep?: Array<(now: Date) => Promise<unknown>>;
}): Promise<RemindersRuntime> {
  const push = createPushSender(input.config);
  const { db, logger } = input;
  const appUrl = input.config.appUrl;
  // The ways a reminder goes, in this order; a person's row names the ones he chose (REMINDER_CHANNELS).
  const channels = [emailChannel({ db, appUrl, secret: input.secret }), pushChannel({ client: db.$client, push, logger })];
  const workerDeps: ReminderWorkerDeps = { db, jobs: input.jobs, channels, appUrl, logger };
  const workers = await startReminderWorkers(workerDeps, input.config.reminders.sweepSeconds, input.alsoOnSweep);
  return { push, secret: input.secret, workerDeps, sweep: workers.sweep, stop: workers.stop };
}
