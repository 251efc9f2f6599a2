// The channels as the sweep's job sees them: it hands one reminder to each channel a person chose, knowing none of
// their transports — a third channel (here a fake SMS) goes out without a line of the job changing. And what each of
// the two real channels queues, on a stand-in for the job's transaction.
import { describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import type { JobPayloads, QueueName } from "../../../jobs/job-queue.ts";
import { deliverToChannels } from "../reminder-jobs.ts";
import { verifyUnsubscribeToken } from "../reminders.service.ts";
import type { SqlClient } from "../reminder-jobs.queries.ts";
import { emailChannel } from "./email-channel.ts";
import { pushChannel } from "./push-channel.ts";
import type { DeliveryTransaction, Reminder, ReminderChannel, ReminderRecipient } from "./reminder-channel.ts";

const reminder: Reminder = {
  kind: "reminder",
  period: "2026-05-03",
  deliveryId: 41,
  title: "Your family's week is ready",
  body: 'Hi Sam, this week\'s devotional is ready: "Courage".',
  path: "/week/3",
  withRecap: false,
  now: new Date("2026-05-03T19:00:00Z"),
};
const dad: ReminderRecipient = { userId: "user-1", email: "sam@example.org", firstName: "Sam", role: "dad", under13: false, locale: "en" };

/** A stand-in for the job's transaction: records what is queued; `ids` are the person's push subscriptions. */
function transaction(ids: number[] = []) {
  const queued: Array<{ queue: QueueName; data: unknown; options?: { singletonKey?: string } }> = [];
  const client = { query: async () => ({ rows: ids.map((id) => ({ id })) }) } as unknown as SqlClient;
  const tx: DeliveryTransaction = {
    client,
    async queue<Q extends QueueName>(queue: Q, data: JobPayloads[Q], options?: { singletonKey?: string }) {
      queued.push({ queue, data, options });
    },
  };
  return { tx, queued };
}

/** A channel that only remembers what it was handed. */
function fakeChannel<Name extends string>(name: Name, calls: Array<{ channel: string; reminder: Reminder; person: ReminderRecipient }>): ReminderChannel<Name> {
  return {
    name,
    async deliver(given, person) {
      calls.push({ channel: name, reminder: given, person });
      return { status: "queued", messages: 1 };
    },
  };
}

describe("the job hands a reminder to the channels a person chose", () => {
  it("asks each chosen channel once, in the list's order, with the same reminder; a third channel needs nothing more", async () => {
    const calls: Array<{ channel: string; reminder: Reminder; person: ReminderRecipient }> = [];
    const channels = [fakeChannel("email", calls), fakeChannel("push", calls), fakeChannel("sms", calls)];
    const outcomes = await deliverToChannels(channels, ["sms", "email"], reminder, dad, transaction().tx);
    expect(calls.map((call) => call.channel)).toEqual(["email", "sms"]);
    expect(calls.every((call) => call.reminder === reminder && call.person === dad)).toBe(true);
    expect(outcomes).toEqual([
      { channel: "email", status: "queued", messages: 1 },
      { channel: "sms", status: "queued", messages: 1 },
    ]);
  });

  it("a chosen name no channel answers to is skipped and said so; the others still go", async () => {
    const calls: Array<{ channel: string; reminder: Reminder; person: ReminderRecipient }> = [];
    const outcomes = await deliverToChannels([fakeChannel("push", calls)], ["calendar", "push"], reminder, dad, transaction().tx);
    expect(calls.map((call) => call.channel)).toEqual(["push"]);
    expect(outcomes).toContainEqual({ channel: "calendar", status: "skipped", reason: "no such channel here" });
  });

  it("nothing chosen, nothing asked", async () => {
    const calls: Array<{ channel: string; reminder: Reminder; person: ReminderRecipient }> = [];
    expect(await deliverToChannels([fakeChannel("email", calls)], [], reminder, dad, transaction().tx)).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe("the e-mail channel", () => {
  const secret = "a-test-secret-of-enough-length-0123456789";
  const channel = emailChannel({ db: {} as Database, appUrl: "https://app.test", secret });

  it("queues one mail with the week's link and a stop link that names this mail (one-click too)", async () => {
    const { tx, queued } = transaction();
    expect(await channel.deliver(reminder, dad, tx)).toEqual({ status: "queued", messages: 1 });
    expect(queued).toHaveLength(1);
    const mail = queued[0]?.data as JobPayloads["mail"];
    expect(queued[0]?.queue).toBe("mail");
    expect(mail).toMatchObject({ to: "sam@example.org", subject: "Your family's week is ready" });
    expect(mail.text).toContain("Open this week: https://app.test/week/3");
    const token = /\/unsubscribe\?token=(\S+)/.exec(mail.text)?.[1] ?? "";
    expect(verifyUnsubscribeToken(secret, token)).toEqual({ userId: "user-1", mailId: 41 });
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<https://app.test/api/unsubscribe/one-click?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("the last reminder points back to the reminders page", async () => {
    const { tx, queued } = transaction();
    await channel.deliver({ ...reminder, kind: "stopped", title: "We'll pause your reminders", path: "/reminders" }, dad, tx);
    expect((queued[0]?.data as JobPayloads["mail"]).text).toContain("Turn reminders back on: https://app.test/reminders");
  });

  it("never mails a son under 13", async () => {
    const { tx, queued } = transaction();
    const outcome = await channel.deliver(reminder, { ...dad, role: "son", under13: true }, tx);
    expect(outcome.status).toBe("skipped");
    expect(queued).toEqual([]);
  });
});

describe("the push channel", () => {
  const channel = pushChannel({ client: {} as SqlClient, push: {} as never, logger: {} as never });

  it("queues one push per browser, each keyed by browser, kind and day (a retry queues nothing new)", async () => {
    const { tx, queued } = transaction([3, 7]);
    expect(await channel.deliver(reminder, dad, tx)).toEqual({ status: "queued", messages: 2 });
    expect(queued.map((job) => [job.queue, (job.data as JobPayloads["push"]).subscriptionId, job.options?.singletonKey])).toEqual([
      ["push", 3, "3:reminder:2026-05-03"],
      ["push", 7, "7:reminder:2026-05-03"],
    ]);
    expect((queued[0]?.data as JobPayloads["push"]).payload).toEqual({
      title: reminder.title,
      body: reminder.body,
      url: "/week/3",
      tag: "reminder-2026-05-03",
    });
  });

  it("no browser with notifications on: skipped, nothing queued", async () => {
    const { tx, queued } = transaction([]);
    expect((await channel.deliver(reminder, dad, tx)).status).toBe("skipped");
    expect(queued).toEqual([]);
  });
});
