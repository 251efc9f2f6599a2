// A way a reminder reaches a person (mail, push; a calendar feed or SMS next). The sweep's job decides whether and
// what to send, then hands the same reminder to each channel the person chose; a channel knows only its transport.
// A new one is a file here, its name in REMINDER_CHANNELS and the table's check, and an entry in the runtime's list.
import type { JobQueue, JobPayloads, QueueName } from "../../../jobs/job-queue.ts";
import type { Locale } from "../../../../shared/i18n/locales.ts";
import type { ReminderChannelName } from "../../../../shared/schemas/reminders.ts";
import type { SqlClient } from "../reminder-jobs.queries.ts";

/** One reminder as the job decided it: the same words whichever way it goes, in the recipient's language. */
export interface Reminder {
  /** "reminder", or "stopped": the last one, which says they stop. */
  kind: "reminder" | "stopped";
  /** The person's local day it is for: with the kind, it keys every message, so a retried job sends nothing new. */
  period: string;
  /** Its reminder_deliveries row: what a mail's stop link names. */
  deliveryId: number;
  title: string;
  body: string;
  /** Where it opens in the app ("/week/3", or "/reminders" for the last one). */
  path: string;
  /** The dad's recap rides along (his own reminder, his choice); a channel that can carry it does. */
  withRecap: boolean;
  now: Date;
}

/** Who it goes to. Consent and pauses are checked before any channel is asked. */
export interface ReminderRecipient {
  userId: string;
  email: string;
  firstName: string;
  role: "dad" | "son";
  /** A son under 13: never mailed (COPPA). */
  under13: boolean;
  /** The language his messages speak: his stored choice, else English. */
  locale: Locale;
}

/** What a channel did with one reminder. */
export type DeliveryOutcome = { status: "queued"; messages: number } | { status: "skipped"; reason: string };

/**
 * The job's transaction as a channel sees it: what it reads and the jobs it queues commit with the claim of the
 * reminder, so each message leaves once, and a failure before the commit leaves nothing behind.
 */
export interface DeliveryTransaction {
  client: SqlClient;
  queue<Q extends QueueName>(queue: Q, data: JobPayloads[Q], options?: { singletonKey?: string }): Promise<void>;
}

export interface ReminderChannel<Name extends string = ReminderChannelName> {
  readonly name: Name;
  /** Queues this channel's messages for one reminder, in the job's transaction. */
  deliver(reminder: Reminder, person: ReminderRecipient, tx: DeliveryTransaction): Promise<DeliveryOutcome>;
  /** Starts this process's worker for the channel's own queue, when it has one. */
  start?(jobs: JobQueue): Promise<void>;
}

/** The name a message greets a person by. */
export function firstName(fullName: string): string {
  return fullName.split(" ")[0] || fullName;
}
