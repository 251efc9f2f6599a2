// Two rules the weekly job and the streak keep whatever the rows say: a son's reminder goes out only with his dad's
// consent on record (any age: a row left enabled without it sends nothing), and a pause that starts or ends in the
// middle of a family week keeps that week out of the streak (neither counted nor breaking it).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { registerFamily } from "../../../../tests/support/actors.ts";
import { handleReminder } from "./reminder-jobs.ts";

const t = testAppForFile({ REMINDER_SWEEP_SECONDS: "0" });

const deliveriesOf = async (userId: string) =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from reminder_deliveries where user_id = ${userId}`)).rows[0]?.n ?? 0;

describe("a son's reminder without his dad's consent on record", () => {
  for (const band of ["under_13", "13_plus"] as const) {
    it(`${band === "under_13" ? "under 13" : "13 or older"}: a row left enabled without consent sends nothing; with it, the job sends`, async () => {
      const { dad, son } = await registerFamily(t, { sonAgeBand: band });
      const consented = await dad.put(`/api/reminders/sons/${son.id}`, {
        enabled: true,
        weekday: 0,
        time: "19:00",
        timeZone: "UTC",
        channels: ["push"],
        consent: true,
      });
      expect(consented.statusCode, consented.body).toBe(200);
      // The planted defect: enabled, but the consent is gone (an older version's row, a withdrawal that forgot it).
      await t.db.execute(sql`update reminder_settings set consent_at = null, consent_by = null where user_id = ${son.id}`);
      const job = { userId: son.id, dueAt: "2026-03-01T19:00:00.000Z", period: "2026-03-01" };
      expect(await handleReminder(t.app.deps.reminders.workerDeps, job)).toEqual([]);
      expect(await deliveriesOf(son.id)).toBe(0);

      // The same row with his dad's consent: the job claims it and asks its channel (no browser here: skipped, said so).
      await t.db.execute(sql`update reminder_settings set consent_at = now(), consent_by = ${dad.id} where user_id = ${son.id}`);
      expect(await handleReminder(t.app.deps.reminders.workerDeps, job)).not.toEqual([]);
      expect(await deliveriesOf(son.id)).toBe(1);
    });
  }
});

describe("a pause that starts or ends in the middle of a family week", () => {
  it("the weeks it touches neither count nor break the streak; without it those weeks are missed", async () => {
    const { dad, son } = await registerFamily(t);
    const finish = async (week: number) => {
      for (const who of [dad, son])
        for (const flag of ["devotional", "challenge", "journal"])
          expect((await who.put(`/api/progress/${week}`, { flag, completed: true })).statusCode).toBe(200);
    };
    await finish(1);
    // The run began four weeks ago (family week 5): weeks 1 and 4 finished together, weeks 2 and 3 not.
    await t.db.execute(sql`update plan_runs set starts_on = current_date - 28, schedule_set_on = current_date - 28 where user_id = ${dad.id}`);
    await finish(4);
    const streak = async () => (await dad.get("/api/streak")).json<{ weeks: number; graceUsed: number; paused: boolean }>();
    // Two missed weeks in a row: one is forgiven, the second ends it; only week 4 counts.
    expect(await streak()).toMatchObject({ weeks: 1, graceUsed: 1 });

    // A holiday from the Wednesday of week 2 to the Wednesday of week 3: both weeks are paused.
    const run = (await t.db.execute<{ id: number }>(sql`select id from plan_runs where user_id = ${dad.id}`)).rows[0];
    await t.db.execute(
      sql`insert into plan_run_pauses (plan_run_id, starts_on, ends_on, reason) values (${run?.id}, current_date - 28 + 10, current_date - 28 + 17, 'holiday')`,
    );
    expect(await streak()).toMatchObject({ weeks: 2, graceUsed: 0, paused: false });
    expect((await son.get("/api/streak")).json()).toMatchObject({ weeks: 2, graceUsed: 0 });
  });
});
