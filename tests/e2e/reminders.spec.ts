// Coming back every week: a dad sets his reminder, the time is moved
// (the reminder's due time put in the past, never waited for), the server's sweep sends the mail, and one click on
// its stop link unsubscribes him signed out; a push reaches the push-service stand-in, decrypted with the
// subscription's keys; the family streak shows on the dashboard; the recap's "Encourage" reaches the son in the
// app. Axe on each screen; screenshots at 390 and 1280 px for docs/areas/reminders.md.
import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { startPushServiceStandIn } from "../support/push-service-stand-in.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { connectE2eDatabase } from "./support/database.ts";
import { waitForMail } from "./support/outbox.ts";
import { screenshotAtTwoWidths } from "./support/screenshots.ts";
import { expect, sendAsTheApp, signInThroughUi, test } from "./support/fixtures.ts";

// Each journey signs in, saves, checks axe and takes four screenshots: more than the default 30 s on 2 cores.
test.describe.configure({ timeout: 120_000 });

let db: Database;
connectE2eDatabase((opened) => (db = opened));

async function userIdOf(email: string): Promise<string> {
  const rows = await db.execute<{ id: string }>(sql`select id from users where lower(email) = lower(${email})`);
  const id = rows.rows[0]?.id;
  if (!id) throw new Error(`no user ${email}`);
  return id;
}

/** "The time moved": the person's next reminder is due a minute ago; the server's sweep (every second) sends it. */
async function moveClockPastReminder(userId: string): Promise<void> {
  await db.execute(sql`update reminder_settings set next_due_at = now() - interval '1 minute' where user_id = ${userId}`);
}

test("a reminder set, the time moved, the mail caught, unsubscribed in one click, signed out", async ({ page, family, browser }) => {
  await signInThroughUi(page, family.dad);
  // Reminders is one tap away: from /account and /family, and from the bar on every screen.
  for (const where of ["/account", "/family"]) {
    await page.goto(where);
    await expect(page.getByRole("link", { name: "Open Reminders" })).toHaveAttribute("href", "/reminders");
  }
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reminders" }).click();
  await expect(page).toHaveURL(/\/reminders$/);
  const form = page.getByRole("form", { name: "Your weekly reminder" });
  await expect(form).toBeVisible();
  await form.getByLabel("Day").selectOption({ label: "Sunday" });
  await form.getByLabel("Time", { exact: true }).fill("19:00");
  await form.getByLabel("Time zone").selectOption("America/Chicago");
  // The channels are boxes: neither is refused with a word beside them; both are kept; then e-mail only.
  const email = form.getByRole("checkbox", { name: "E-mail" });
  const phone = form.getByRole("checkbox", { name: "Notification on this phone" });
  await email.uncheck();
  await phone.uncheck();
  await form.getByRole("button", { name: "Save reminder" }).click();
  await expect(form.getByText("Choose e-mail, notifications on this phone, or both")).toBeVisible();
  await email.check();
  await phone.check();
  await form.getByRole("button", { name: "Save reminder" }).click();
  await expect(form.getByRole("status")).toHaveText("Reminder saved.");
  await page.reload();
  await expect(email).toBeChecked();
  await expect(phone).toBeChecked();
  await phone.uncheck();
  await form.getByRole("button", { name: "Save reminder" }).click();
  await expect(form.getByRole("status")).toHaveText("Reminder saved.");
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "reminders", { target: page.getByRole("heading", { name: "Reminders", level: 1 }) });

  const dadId = await userIdOf(family.dad.email);
  await moveClockPastReminder(dadId);
  const mail = await waitForMail(family.dad.email, { subject: /Your family's week is ready/, timeoutMs: 20_000 });
  expect(mail.text).not.toMatch(/lose|miss|fail/i);
  const stopLink = /Stop these reminders: (\S+)/.exec(mail.text)?.[1];
  expect(stopLink).toBeTruthy();

  // Signed out, in another browser: one click.
  const stranger = await browser.newContext();
  const outside = await stranger.newPage();
  await outside.goto(new URL(stopLink ?? "").pathname + new URL(stopLink ?? "").search);
  await expectNoSeriousA11yViolations(outside);
  await outside.getByRole("button", { name: "Stop these reminders" }).click();
  await expect(outside.getByText("You will not get these reminders any more.")).toBeVisible();
  // "Any time in the app" is a link to Reminders (signed out, the sign-in comes first).
  await expect(outside.getByRole("link", { name: "Reminders", exact: true })).toHaveAttribute("href", "/reminders");
  const after = await db.execute<{ enabled: boolean }>(sql`select enabled from reminder_settings where user_id = ${dadId}`);
  expect(after.rows[0]?.enabled).toBe(false);

  // A forged link says so and changes nothing.
  await outside.goto("/unsubscribe?token=Zm9yZ2Vk.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await outside.getByRole("button", { name: "Stop these reminders" }).click();
  await expect(outside.getByText("This unsubscribe link is not valid. Nothing was changed.", { exact: false })).toBeVisible();
  await stranger.close();
});

test("a push reaches the push service, encrypted for this subscription", async ({ page, family }) => {
  const push = await startPushServiceStandIn();
  try {
    await signInThroughUi(page, family.dad);
    const subscription = push.createSubscription();
    expect((await page.request.post("/api/push/subscriptions", { data: subscription })).status()).toBe(201);
    const saved = await page.request.put("/api/reminders", {
      data: { enabled: true, weekday: 0, time: "19:00", timeZone: "Europe/London", channels: ["push"] },
    });
    expect(saved.status()).toBe(200);
    await moveClockPastReminder(await userIdOf(family.dad.email));
    const [message] = await push.waitFor(1, 20_000);
    expect(message?.payload).toMatchObject({ title: "Your family's week is ready", url: "/week/1" });
    await page.goto("/reminders");
    await expect(page.getByText("Notifications are on for 1 device.")).toBeVisible();
  } finally {
    await push.close();
  }
});

test("the family streak in the recap, the recap's one-tap encouragement reaching the son", async ({ page, family, browser }) => {
  await signInThroughUi(page, family.dad);
  const son = sendAsTheApp(await (await browser.newContext()).newPage());
  await signInThroughUi(son, family.son);
  for (const who of [page, son]) {
    for (const flag of ["devotional", "challenge", "journal"]) {
      expect((await who.request.put("/api/progress/1", { data: { flag, completed: true } })).status()).toBe(200);
    }
  }
  await page.goto("/reminders");
  const recap = page.getByRole("region", { name: /Your family's week/ });
  await expect(recap).toBeVisible();
  const streak = recap.getByTestId("family-streak");
  await expect(streak).toContainText("1 week together in a row.");
  await screenshotAtTwoWidths(page, "reminders-streak", { target: streak });
  const firstName = family.son.fullName.split(" ")[0] ?? "";
  await recap.getByRole("button", { name: `Encourage ${firstName}` }).click();
  await expect(recap.getByRole("status").first()).toContainText(`Sent to ${firstName}.`);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "reminders-recap", { target: recap });

  await son.goto("/reminders");
  await expect(son.getByText(/proud of you/)).toBeVisible();
  // And on his own dashboard, where he looks every week (read by the app once it runs).
  await son.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(son).toHaveURL(/\/dashboard\/son$/);
  await expect(son.getByTestId("from-your-dad")).toContainText(/proud of you/);
  await expectNoSeriousA11yViolations(son);
  await son.context().close();
});
