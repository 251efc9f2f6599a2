// Reminders, push, the recap, encouragement and pauses: requests, answers and
// the words the routes and the screens share. Positive words, never guilt (UK Children's Code: no nudges that
// pressure a child).
import { z } from "zod";
import { listResponse, ZTimestamp } from "./common.ts";
import { wholeNumberField } from "./fields.ts";
import { updateOf } from "./update.ts";
import { isTimeZone } from "../reminder-schedule.ts";

export const reminderText = {
  invalidWeekday: "Choose a day of the week",
  invalidTime: "Choose a time between 00:00 and 23:59",
  invalidTimeZone: "Choose a time zone from the list (for example America/Chicago)",
  invalidChannel: "Choose e-mail, notifications on this phone, or both",
  consentRequired: "Reminding your son needs your consent: tick the box to give it.",
  sonUnder13Mail: "A son under 13 gets reminders in the app and by notification only, not by e-mail.",
  saved: "Reminder saved.",
  turnedOff: "Reminders are off. Turn them back on any time.",
  invalidEndpoint: "This notification address cannot be used: it must be an https address of a push service.",
  invalidKeys: "This browser's notification keys are not valid.",
  subscribed: "Notifications are on for this browser.",
  unsubscribedPush: "Notifications are off for this browser.",
  unsubscribeInvalid: "This unsubscribe link is not valid. Nothing was changed. Open Reminders in the app to change them.",
  unsubscribeDone: "You will not get these reminders any more. Turn them back on any time in the app.",
  unsubscribeExpired: "This unsubscribe link has expired. Nothing was changed. Open Reminders in the app to turn them off.",
  unsubscribeSuperseded: "You changed your reminders after this mail was sent, so this link changed nothing. Open Reminders in the app to turn them off.",
  reminderSubject: "Your family's week is ready",
  reminderLine: (name: string, title: string) => `Hi ${name}, this week's devotional is ready: "${title}". A few minutes together is all it takes.`,
  stoppedSubject: "We'll pause your reminders",
  stoppedLine: "We'll stop reminding you; turn it back on any time.",
  /** The whole subject when the dad's recap comes with his reminder (one subject, said once). */
  recapSubject: "Your family's week is ready, with your recap",
  encourageDefault: (dad: string) => `${dad} is proud of you. Keep going this week!`,
  encourageSent: (son: string) => `Sent to ${son}.`,
  encourageOncePerDay: "You already encouraged him today. Try again tomorrow.",
  pauseReason: "Choose holiday, illness or other",
  paused: "Plan paused. Your streak is safe; resume any time.",
  resumed: "Welcome back. Your plan continues.",
  alreadyPaused: "Your plan is already paused.",
  notPaused: "Your plan is not paused.",
  onlyDadPauses: "Your dad pauses your family's plan. Ask him.",
  pushNotConfigured: "Notifications are not set up on this server.",
} as const;

/** How long a reminder mail's stop link works (a newer mail carries a newer one). */
export const UNSUBSCRIBE_LINK_DAYS = 60;

/** Browsers kept per account for notifications; a new one beyond it takes the oldest one's place (a changed phone). */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

/** The ways a reminder goes; a person picks one or more. The server has one ReminderChannel for each. */
export const REMINDER_CHANNELS = ["email", "push"] as const;
export type ReminderChannelName = (typeof REMINDER_CHANNELS)[number];

/** The one-string choice older apps still send: "both" is the two channels. */
export const LEGACY_REMINDER_CHANNELS = { email: ["email"], push: ["push"], both: ["email", "push"] } as const satisfies Record<
  string,
  readonly ReminderChannelName[]
>;

/** The channels in their usual order, each once. */
export function orderedChannels(channels: readonly ReminderChannelName[]): ReminderChannelName[] {
  return REMINDER_CHANNELS.filter((name) => channels.includes(name));
}

const ZChannels = z
  .array(z.enum(REMINDER_CHANNELS, { error: reminderText.invalidChannel }), { error: reminderText.invalidChannel })
  .min(1, reminderText.invalidChannel)
  .refine((channels) => new Set(channels).size === channels.length, reminderText.invalidChannel);

const ZTime = z.string({ error: reminderText.invalidTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, reminderText.invalidTime);

export const ZReminderSettingsRequest = z.object({
  enabled: z.boolean(),
  weekday: wholeNumberField(0, 6, reminderText.invalidWeekday),
  time: ZTime,
  timeZone: z.string({ error: reminderText.invalidTimeZone }).refine(isTimeZone, reminderText.invalidTimeZone),
  channels: ZChannels,
  /** Deprecated: the single choice of older apps ("email", "push" or "both"); `channels` wins when both come. */
  channel: z.enum(["email", "push", "both"], { error: reminderText.invalidChannel }).optional(),
  recap: z.boolean().optional(),
});
export type TReminderSettingsRequest = z.infer<typeof ZReminderSettingsRequest>;

/** A dad setting his son's reminder: his consent is part of the request (COPPA: a child's contact). */
export const ZSonReminderRequest = ZReminderSettingsRequest.extend({ consent: z.boolean() });
export type TSonReminderRequest = z.infer<typeof ZSonReminderRequest>;

// A save names what it changes; the rest is kept (shared/schemas/update.ts). A son's save without `consent`
// keeps the consent on record.
export const ZReminderSettingsUpdateRequest = updateOf(ZReminderSettingsRequest);
export type TReminderSettingsUpdate = z.infer<typeof ZReminderSettingsUpdateRequest>;
export const ZSonReminderUpdateRequest = updateOf(ZSonReminderRequest);
export type TSonReminderUpdate = z.infer<typeof ZSonReminderUpdateRequest>;

export const ZReminderSettings = z.object({
  userId: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  weekday: z.number().int(),
  time: z.string(),
  timeZone: z.string(),
  channels: z.array(z.enum(REMINDER_CHANNELS)),
  recap: z.boolean(),
  nextDueAt: ZTimestamp.nullable(),
  stopped: z.boolean(),
  stoppedReason: z.string().nullable(),
  consentAt: ZTimestamp.nullable(),
  /** Under 13: e-mail needs the dad's consent and is never used without it. */
  under13: z.boolean(),
  configured: z.boolean(),
});
export type TReminderSettings = z.infer<typeof ZReminderSettings>;

export const ZRemindersResponse = z.object({
  mine: ZReminderSettings,
  sons: z.array(ZReminderSettings),
  pushAvailable: z.boolean(),
  pushSubscriptions: z.number().int(),
  message: z.string().optional(),
});
export type TRemindersResponse = z.infer<typeof ZRemindersResponse>;

export const ZPushSubscriptionRequest = z.object({
  endpoint: z.string({ error: reminderText.invalidEndpoint }).max(2048, reminderText.invalidEndpoint),
  keys: z.object({
    p256dh: z.string({ error: reminderText.invalidKeys }).regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, reminderText.invalidKeys),
    auth: z.string({ error: reminderText.invalidKeys }).regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, reminderText.invalidKeys),
  }),
});
export type TPushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequest>;
export const ZPushUnsubscribeRequest = z.object({ endpoint: z.string().max(2048) });
export const ZPushPublicKey = z.object({ publicKey: z.string().nullable() });

export { ZMessageResponse } from "./common.ts";

/** One son's week in the recap. */
export const ZRecapSon = z.object({
  userId: z.string(),
  name: z.string(),
  itemsDone: z.number().int(),
  itemsTotal: z.number().int(),
  finished: z.boolean(),
  sharedEntries: z.array(z.object({ id: z.number().int(), title: z.string() })),
  under13: z.boolean(),
  encouragedToday: z.boolean(),
});
import { ZStreak } from "./streak.ts";

export { ZStreak, type TStreak } from "./streak.ts";
export const ZRecap = z.object({
  familyWeek: z.number().int(),
  weekTitle: z.string().nullable(),
  nextWeekTitle: z.string().nullable(),
  sons: z.array(ZRecapSon),
  streak: ZStreak,
});
export type TRecap = z.infer<typeof ZRecap>;

export const ZEncouragement = z.object({ id: z.number().int(), from: z.string(), message: z.string(), createdAt: ZTimestamp });
export const ZEncouragementsResponse = listResponse("encouragements", ZEncouragement);
export type TEncouragementsResponse = z.infer<typeof ZEncouragementsResponse>;

export const PAUSE_REASONS = ["holiday", "illness", "other"] as const;
export const ZPauseRequest = z.object({ reason: z.enum(PAUSE_REASONS, { error: reminderText.pauseReason }) });
