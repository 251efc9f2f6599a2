// Reminders by Web Push: one `push` job per browser the person turned notifications on in, and this process's
// worker for that queue (it sends, drops a subscription the push service says is gone, and lets a failure retry).
import type { Logger } from "pino";
import type { JobPayloads } from "../../../jobs/job-queue.ts";
import type { PushSender } from "../push-sender.ts";
import { dropPushSubscription, findPushTarget, pushSubscriptionIds, type SqlClient } from "../reminder-jobs.queries.ts";
import type { ReminderChannel } from "./reminder-channel.ts";

export interface PushChannelDeps {
  /** Where the worker reads and drops subscriptions (the app's pool). */
  client: SqlClient;
  push: PushSender;
  logger: Logger;
}

export function pushChannel(deps: PushChannelDeps): ReminderChannel<"push"> {
  return {
    name: "push",
    async deliver(reminder, person, tx) {
      const subscriptions = await pushSubscriptionIds(tx.client, person.userId);
      if (subscriptions.length === 0) return { status: "skipped", reason: "no browser takes notifications" };
      const payload = { title: reminder.title, body: reminder.body, url: reminder.path, tag: `reminder-${reminder.period}` };
      for (const subscriptionId of subscriptions) {
        await tx.queue("push", { subscriptionId, payload }, { singletonKey: `${subscriptionId}:${reminder.kind}:${reminder.period}` });
      }
      return { status: "queued", messages: subscriptions.length };
    },
    start: (jobs) => jobs.work("push", (data) => sendPush(deps, data)),
  };
}

/** Handles one `push` job: sends, drops an expired subscription (404/410), throws otherwise (retried). */
export async function sendPush(deps: PushChannelDeps, data: JobPayloads["push"]): Promise<void> {
  const target = await findPushTarget(deps.client, data.subscriptionId);
  if (!target) return;
  const outcome = await deps.push.send(target, data.payload, { topic: data.payload.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32) });
  if (outcome.status === "gone") {
    await dropPushSubscription(deps.client, data.subscriptionId);
    deps.logger.info({ subscriptionId: data.subscriptionId }, "push subscription expired (404/410): dropped");
  } else if (outcome.status === "refused") {
    deps.logger.warn({ subscriptionId: data.subscriptionId, reason: outcome.reason }, "push not sent: the endpoint is refused");
  }
}
