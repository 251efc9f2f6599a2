// Reminders, push subscriptions, the unsubscribe link, the streak, the recap, encouragement and pauses.
// Every function checks the row against the viewer itself.
import crypto from "node:crypto";
import type { Viewer } from "../../auth/viewer-type.ts";
import type { Database, Queryable } from "../../db/client.ts";
import { AppError, badRequest } from "../../lib/app-error.ts";
import { withSent } from "../../lib/keep-unsent.ts";
import { messages } from "../../../shared/messages.ts";
import { familyToday } from "../../lib/clock.ts";
import { nextDueAt } from "../../../shared/reminder-schedule.ts";
import { familyStreakOfRun } from "../../../shared/streak.ts";
import {
  LEGACY_REMINDER_CHANNELS,
  orderedChannels,
  PUSH_SUBSCRIPTIONS_MAX,
  reminderText,
  type ReminderChannelName,
  UNSUBSCRIBE_LINK_DAYS,
  type TPushSubscriptionRequest,
  type TRecap,
  type TReminderSettings,
  type TReminderSettingsRequest,
  type TReminderSettingsUpdate,
  type TSonReminderUpdate,
  type TStreak,
} from "../../../shared/schemas/reminders.ts";
import { getWeekContent } from "../content/week-content.ts";
import { recipientLocale } from "../../integrations/mail/mail-language.queries.ts";
import { mailWords } from "../../integrations/mail/mail-words.ts";
import { confirmedSonLink } from "../family/family.service.ts";
import { authorize } from "../../policies/index.ts";
import { findFamily, findFamilyWeek, findPauses, itemsDone, type FamilyMemberRow, type FamilyWeek } from "./family-week.queries.ts";
import { endpointProblem } from "./push-sender.ts";
import {
  countPushSubscriptions,
  deletePushSubscription,
  encouragedOn,
  endPause,
  findSettings,
  findUnsubscribeMail,
  insertEncouragement,
  insertPause,
  lockRunRow,
  sharedEntriesOfWeek,
  takeEncouragements,
  turnOffReminders,
  keepPushSubscription,
  upsertSettingsRow,
  type SettingsRow,
} from "./reminders.queries.ts";

export { isPaused } from "./reminders.queries.ts";

/** The default a person starts from: Sunday 7 pm in UTC until his browser says his zone. Off until he saves. */
const DEFAULTS = { weekday: 0, hour: 19, minute: 0, timeZone: "UTC", channels: ["email"] as ReminderChannelName[] };

/** A stored row's channels (the table's check keeps them to REMINDER_CHANNELS). */
const channelsOf = (row: SettingsRow) => orderedChannels(row.channels as ReminderChannelName[]);

function present(member: FamilyMemberRow, row: SettingsRow | undefined): TReminderSettings {
  return {
    userId: member.userId,
    name: member.name,
    enabled: row ? row.enabled && row.stoppedAt === null : false,
    weekday: row?.weekday ?? DEFAULTS.weekday,
    time: `${String(row?.hour ?? DEFAULTS.hour).padStart(2, "0")}:${String(row?.minute ?? DEFAULTS.minute).padStart(2, "0")}`,
    timeZone: row?.timeZone ?? DEFAULTS.timeZone,
    channels: row ? channelsOf(row) : DEFAULTS.channels,
    recap: row?.recap ?? member.role === "dad",
    nextDueAt: row?.enabled && row.stoppedAt === null && row.nextDueAt ? row.nextDueAt.toISOString() : null,
    stopped: row?.stoppedAt != null,
    stoppedReason: row?.stoppedReason ?? null,
    consentAt: row?.consentAt?.toISOString() ?? null,
    under13: member.under13,
    configured: row !== undefined,
  };
}

/** The viewer's own reminder and, for a dad, each confirmed son's. */
export async function getReminders(db: Queryable, viewer: Viewer, pushAvailable: boolean) {
  const family = await findFamily(db, viewer.userId);
  const me = family.members.find((m) => m.userId === viewer.userId) ?? {
    userId: viewer.userId,
    name: viewer.fullName,
    email: viewer.email,
    role: viewer.role === "son" ? ("son" as const) : ("dad" as const),
    under13: viewer.sonAgeBand === "under_13",
  };
  const sons = viewer.role === "dad" ? family.members.filter((m) => m.role === "son") : [];
  const rows = await findSettings(db, [me.userId, ...sons.map((s) => s.userId)]);
  return {
    mine: present(me, rows.get(me.userId)),
    sons: sons.map((s) => present(s, rows.get(s.userId))),
    pushAvailable,
    pushSubscriptions: await countPushSubscriptions(db, viewer.userId),
  };
}

function parseTime(time: string): { hour: number; minute: number } {
  const [hour = "0", minute = "0"] = time.split(":");
  return { hour: Number(hour), minute: Number(minute) };
}

/** Writes one person's reminder; `next_due_at` is computed in his zone (DST included) from `now`. */
async function upsertSettings(
  db: Queryable,
  userId: string,
  input: TReminderSettingsRequest,
  extra: { consentBy?: string | null; consentAt?: Date | null; recap: boolean },
  now: Date,
) {
  const { hour, minute } = parseTime(input.time);
  const next = input.enabled ? nextDueAt({ weekday: input.weekday, hour, minute, timeZone: input.timeZone }, now) : null;
  const values = {
    userId,
    enabled: input.enabled,
    weekday: input.weekday,
    hour,
    minute,
    timeZone: input.timeZone,
    channels: orderedChannels(input.channels),
    recap: extra.recap,
    nextDueAt: next,
    // Saving (turning them back on) starts the "three in a row" count afresh.
    unansweredCount: 0,
    stoppedAt: null,
    stoppedReason: null,
    savedAt: now,
    updatedAt: now,
    // Consent given is stamped; withdrawn (null) is cleared; not spoken of (undefined) is kept.
    ...(extra.consentBy ? { consentBy: extra.consentBy, consentAt: extra.consentAt ?? now } : {}),
    ...(extra.consentBy === null ? { consentBy: null, consentAt: null } : {}),
  };
  await upsertSettingsRow(db, values);
}

/**
 * A reminder as its form holds it: the stored one (or the defaults, turned on) with the fields a save sent laid
 * over it — what a save leaves out is kept (shared/schemas/update.ts).
 */
function savedReminder(row: SettingsRow | undefined, update: TReminderSettingsUpdate, recapByDefault: boolean): TReminderSettingsRequest {
  // An older app sends its one-string choice; a list sent beside it wins.
  const { channel: legacy, ...sent } = update;
  if (legacy && !sent.channels) sent.channels = [...LEGACY_REMINDER_CHANNELS[legacy]];
  const stored: TReminderSettingsRequest = row
    ? {
        enabled: row.enabled,
        weekday: row.weekday,
        time: `${String(row.hour).padStart(2, "0")}:${String(row.minute).padStart(2, "0")}`,
        timeZone: row.timeZone,
        channels: channelsOf(row),
        recap: row.recap,
      }
    : {
        enabled: true,
        weekday: DEFAULTS.weekday,
        time: `${String(DEFAULTS.hour).padStart(2, "0")}:${String(DEFAULTS.minute).padStart(2, "0")}`,
        timeZone: DEFAULTS.timeZone,
        channels: DEFAULTS.channels,
        recap: recapByDefault,
      };
  return withSent(stored, sent);
}

/** The viewer's own reminder. A son saves his own only after his dad consented (COPPA). */
export async function saveMine(db: Database, viewer: Viewer, sent: TReminderSettingsUpdate, now = new Date()) {
  const existing = (await findSettings(db, [viewer.userId])).get(viewer.userId);
  const input = savedReminder(existing, sent, viewer.role === "dad");
  authorize(viewer, "reminders.update", { familyDadId: viewer.role === "son" ? viewer.familyDadId : null, consentAt: existing?.consentAt ?? null });
  authorize(viewer, "reminders.mail", { channels: input.channels, holderUnder13: viewer.sonAgeBand === "under_13" });
  await upsertSettings(db, viewer.userId, input, { recap: input.recap ?? viewer.role === "dad" }, now);
  return { message: input.enabled ? reminderText.saved : reminderText.turnedOff };
}

/** A dad sets his confirmed son's reminder, with his consent recorded (an under-13 son: push in the app only). */
export async function saveSons(db: Database, viewer: Viewer, sonId: string, sent: TSonReminderUpdate, now = new Date()) {
  // Not his son: 404; his son on a link still pending: 403 with the family's reason.
  await confirmedSonLink(db, viewer.userId, "reminders.son.update", sonId);
  const family = await findFamily(db, viewer.userId);
  const son = family.members.find((m) => m.userId === sonId && m.role === "son");
  if (!son || family.ownerId !== viewer.userId) throw new AppError("NOT_FOUND", messages.notFound);
  const { consent: sentConsent, ...fields } = sent;
  const existing = (await findSettings(db, [sonId])).get(sonId);
  // A save that does not speak of consent keeps the consent on record; withdrawing it turns his reminders off.
  const withdrawn = sentConsent === false;
  const input = { ...savedReminder(existing, fields, false), consent: sentConsent ?? existing?.consentAt != null };
  if (withdrawn && fields.enabled !== true) input.enabled = false;
  if (input.enabled && !input.consent) throw badRequest(reminderText.consentRequired, { consent: reminderText.consentRequired });
  authorize(viewer, "reminders.mail", { channels: input.channels, holderUnder13: son.under13 });
  const consent = sentConsent ? { consentBy: viewer.userId, consentAt: now } : withdrawn ? { consentBy: null, consentAt: null } : {};
  await upsertSettings(db, sonId, input, { recap: false, ...consent }, now);
  return { message: input.enabled ? reminderText.saved : reminderText.turnedOff };
}

/**
 * Stores this browser's push subscription for the viewer (an endpoint moves to the latest account that used it);
 * past PUSH_SUBSCRIPTIONS_MAX browsers the oldest is replaced — a person who changed phones is not refused.
 */
export async function subscribePush(db: Database, viewer: Viewer, input: TPushSubscriptionRequest, allowPrivate: boolean) {
  if (endpointProblem(input.endpoint, allowPrivate)) throw badRequest(reminderText.invalidEndpoint, { endpoint: reminderText.invalidEndpoint });
  const subscription = { userId: viewer.userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db.transaction((tx) => keepPushSubscription(tx, subscription, PUSH_SUBSCRIPTIONS_MAX));
  return { message: reminderText.subscribed };
}

export async function unsubscribePush(db: Queryable, viewer: Viewer, endpoint: string) {
  await deletePushSubscription(db, viewer.userId, endpoint);
  return { message: reminderText.unsubscribedPush };
}

// ---- One-click unsubscribe (RFC 8058): a signed token names the person and the mail; it works signed out.

function unsubscribeKey(secret: string): Buffer {
  return crypto.createHmac("sha256", secret).update("strongbond:reminders:unsubscribe").digest();
}

/** Who a stop link is for, and which mail carried it (its reminder_deliveries row). */
export interface UnsubscribeClaim {
  userId: string;
  mailId: number;
}

const signedPart = (claim: UnsubscribeClaim) => `${Buffer.from(claim.userId).toString("base64url")}.${claim.mailId}`;

export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const signed = signedPart(claim);
  return `${signed}.${crypto.createHmac("sha256", unsubscribeKey(secret)).update(signed).digest("base64url")}`;
}

/** The person and mail a token names, or null when it is forged or malformed (compared in constant time). */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const expected = crypto.createHmac("sha256", unsubscribeKey(secret)).update(`${match[1]}.${match[2]}`).digest();
  const given = Buffer.from(match[3], "base64url");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { userId: Buffer.from(match[1], "base64url").toString(), mailId: Number(match[2]) };
}

/**
 * Turns the token's person's reminders off. A forged token, or one naming a mail that was not his, is a 400; a
 * mail older than UNSUBSCRIBE_LINK_DAYS is expired (400); a mail sent before he last saved his reminders (he turned
 * them back on since) changes nothing (409) — a replayed old link never undoes what he chose later.
 */
export async function unsubscribeByToken(db: Queryable, secret: string, token: string, now = new Date()) {
  const invalid = () => badRequest(reminderText.unsubscribeInvalid, { token: reminderText.unsubscribeInvalid });
  const claim = verifyUnsubscribeToken(secret, token);
  if (!claim) throw invalid();
  const mail = await findUnsubscribeMail(db, claim);
  if (!mail) throw invalid();
  if (now.getTime() - mail.sentAt.getTime() > UNSUBSCRIBE_LINK_DAYS * 24 * 3600 * 1000) {
    throw badRequest(reminderText.unsubscribeExpired, { token: reminderText.unsubscribeExpired });
  }
  if (mail.savedAt && mail.savedAt > mail.sentAt) throw new AppError("CONFLICT", reminderText.unsubscribeSuperseded);
  await turnOffReminders(db, claim.userId);
  return { message: reminderText.unsubscribeDone };
}

// ---- The streak

/** The family streak of `family` on `today`, counted by its family week: every member finished all three items. */
export async function streakOfFamily(db: Queryable, family: FamilyWeek, today: string): Promise<TStreak> {
  const ids = family.members.map((m) => m.userId);
  const done = await itemsDone(db, family.run.id, ids, family.familyWeek);
  const pauses = await findPauses(db, family.run.id);
  const finished = (week: number) => ids.length > 0 && ids.every((id) => (done.get(id)?.get(week) ?? 0) >= 3);
  return familyStreakOfRun({ startsOn: family.run.startsOn, familyWeek: family.familyWeek, today, pauses, finished });
}

export async function streakFor(db: Queryable, userId: string, on?: string): Promise<TStreak> {
  const family = await findFamilyWeek(db, userId, on);
  return streakOfFamily(db, family, family.today);
}

// ---- The recap (the dad's week)

async function weekTitle(db: Queryable, family: FamilyWeek, week: number): Promise<string | null> {
  if (family.totalWeeks !== null && week > family.totalWeeks) return null;
  const content = await getWeekContent(db, { weekNumber: week, planId: family.planId, includeDadsCorner: false, userId: family.ownerId });
  return content.devotional?.title ?? null;
}

/** What each son did this family week, the entries they shared, the streak and next week's title. */
export async function recapFor(db: Queryable, dadId: string, on?: string): Promise<TRecap> {
  const family = await findFamilyWeek(db, dadId, on);
  const today = family.today;
  const sons = family.members.filter((m) => m.role === "son");
  const done = await itemsDone(
    db,
    family.run.id,
    sons.map((s) => s.userId),
    family.familyWeek,
  );
  const shared = {
    rows: await sharedEntriesOfWeek(
      db,
      sons.map((s) => s.userId),
    ),
  };
  const encouraged = sons.length ? await encouragedOn(db, dadId, today) : [];
  return {
    familyWeek: family.familyWeek,
    weekTitle: await weekTitle(db, family, family.familyWeek),
    nextWeekTitle: await weekTitle(db, family, family.familyWeek + 1),
    sons: sons.map((s) => {
      const n = done.get(s.userId)?.get(family.familyWeek) ?? 0;
      return {
        userId: s.userId,
        name: s.name,
        itemsDone: n,
        itemsTotal: 3,
        finished: n >= 3,
        sharedEntries: shared.rows.filter((e) => e.user_id === s.userId).map((e) => ({ id: e.id, title: e.title })),
        under13: s.under13,
        encouragedToday: encouraged.includes(s.userId),
      };
    }),
    streak: await streakOfFamily(db, family, today),
  };
}

// ---- "Encourage my son"

/** Records the dad's nudge (once a day per son); the job sends it by push, and by mail only to a consenting 13+. */
export async function encourageSon(db: Queryable, viewer: Viewer, sonId: string, today = familyToday(viewer.timeZone)) {
  await confirmedSonLink(db, viewer.userId, "recap.encourage", sonId);
  const family = await findFamily(db, viewer.userId);
  const son = family.members.find((m) => m.userId === sonId && m.role === "son");
  if (!son || family.ownerId !== viewer.userId) throw new AppError("NOT_FOUND", messages.notFound);
  const firstName = viewer.fullName.split(" ")[0] ?? viewer.fullName;
  // The words are his son's to read (in the app, a notification, a mail): in his son's language.
  const { t } = mailWords(await recipientLocale(db, { userId: sonId }));
  const row = await insertEncouragement(db, {
    fromUserId: viewer.userId,
    toUserId: sonId,
    sentOn: today,
    message: t("mail.encourage.words", { dad: firstName === "" ? t("mail.encourage.yourDad") : t("mail.encourage.yourDadNamed", { name: firstName }) }),
  });
  if (!row) throw new AppError("CONFLICT", reminderText.encourageOncePerDay);
  return { id: row.id, son, words: row.message, message: reminderText.encourageSent(son.name.split(" ")[0] ?? son.name) };
}

/** The son's encouragements of the last 14 days (newest first); reading them marks them seen. */
export async function listEncouragements(db: Queryable, viewer: Viewer) {
  return { encouragements: await takeEncouragements(db, viewer.userId) };
}

// ---- Pause and resume (holiday, illness): the streak is kept, reminders wait

export async function pausePlan(db: Database, viewer: Viewer, reason: "holiday" | "illness" | "other", today = familyToday(viewer.timeZone)) {
  authorize(viewer, "planRun.pause", await findFamily(db, viewer.userId));
  const family = await findFamilyWeek(db, viewer.userId, today);
  return db.transaction(async (tx) => {
    await lockRunRow(tx, family.run.id);
    const open = (await findPauses(tx, family.run.id)).some((p) => p.endsOn === null);
    if (open) throw new AppError("CONFLICT", reminderText.alreadyPaused);
    await insertPause(tx, family.run.id, today, reason);
    return { message: reminderText.paused };
  });
}

export async function resumePlan(db: Database, viewer: Viewer, today = familyToday(viewer.timeZone)) {
  authorize(viewer, "planRun.pause", await findFamily(db, viewer.userId));
  const family = await findFamilyWeek(db, viewer.userId, today);
  if (!(await endPause(db, family.run.id, today))) throw new AppError("CONFLICT", reminderText.notPaused);
  return { message: reminderText.resumed };
}
