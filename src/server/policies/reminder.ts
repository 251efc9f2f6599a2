// Reminders, the weekly recap, encouragement, the family streak and pausing a plan run. Each person's reminder is his
// own (the service reads it by the session's user); a dad acts on a son's reminder or encourages him only on his own
// son who confirmed the family link.
import { AppError, badRequest } from "../lib/app-error.ts";
import { reminderText, type ReminderChannelName } from "../../shared/schemas/reminders.ts";
import type { ActionPolicy } from "./rule.ts";
import { action, rowRule } from "./rule.ts";
import { confirmedSon } from "./son.ts";

/** Whose reminder it is, and his dad's consent on record (null: none given, or withdrawn). */
export interface OwnReminder {
  /** A son's confirmed dad, else null. */
  familyDadId: string | null;
  consentAt: Date | null;
}

/**
 * A person saves his own reminder; a son on a confirmed link only while his dad's consent is on record (COPPA:
 * reminders are contact with a child). Only his dad gives it, and withdrawing it clears it, so the son cannot turn
 * them back on himself.
 */
const ownReminder = rowRule<OwnReminder, { userId: string }>({
  when: "it is his own; a son on a confirmed link only while his dad's consent is on record (403)",
  allows: (_viewer, reminder) => reminder.familyDadId === null || reminder.consentAt !== null,
  refuse: () => new AppError("FORBIDDEN", "Ask your dad to turn reminders on for you first."),
});

/** A reminder as saved: the channels it goes by, and whether its holder is a son under 13. */
export interface ReminderChannels {
  channels: readonly ReminderChannelName[];
  holderUnder13: boolean;
}

/**
 * A reminder goes by e-mail only to a person of 13 or older: a son under 13 is reminded in the app and by
 * notification (COPPA: no mail to a child's address). Whoever saves it — the son, or his dad for him.
 */
const mailOnlyFrom13 = rowRule<ReminderChannels, { userId: string }>({
  when: "its holder is not a son under 13, or it does not go by e-mail (400)",
  allows: (_viewer, reminder) => !(reminder.holderUnder13 && reminder.channels.includes("email")),
  refuse: () => badRequest(reminderText.sonUnder13Mail, { channels: reminderText.sonUnder13Mail }),
});

/** The family whose plan run is paused or resumed: its owner, the dad (a son on a confirmed link belongs to his dad's). */
export interface FamilyRun {
  ownerId: string;
}

const ownsTheRun = rowRule<FamilyRun, { userId: string }>({
  when: "he owns the family's run: a dad, or anyone on no family link (a son on a confirmed link: 403)",
  allows: (viewer, family) => family.ownerId === viewer.userId,
  refuse: () => new AppError("FORBIDDEN", reminderText.onlyDadPauses),
});

export const reminderPolicy = {
  "reminders.read": action("family", "A dad or a son: his own reminder; a dad also his confirmed sons'."),
  "reminders.update": action("family", "A dad or a son: his own reminder (a confirmed son only while his dad's consent stands).", { row: ownReminder }),
  "reminders.son.update": action("dad", "A dad sets his confirmed son's reminder, giving or withdrawing his consent.", { row: confirmedSon }),
  "reminders.mail": action("family", "Whoever saves a reminder may send it by e-mail, except a confirmed son under 13's.", {
    row: mailOnlyFrom13,
    inside: ["reminders.update", "reminders.son.update"],
  }),
  "reminders.unsubscribe": action("public", "Anyone holding a signed unsubscribe token (RFC 8058 one-click)."),
  "push.publicKey": action("signedIn", "Any signed-in viewer: the server's VAPID public key."),
  "push.subscribe": action("family", "A dad or a son: this browser's subscription for himself."),
  "recap.read": action("dad", "A dad: his own family's week."),
  "recap.encourage": action("dad", "A dad encourages his confirmed son, once a day.", { row: confirmedSon }),
  "encouragements.read": action("family", "A dad or a son: the encouragements sent to him."),
  "streak.read": action("family", "A dad or a son: his family's streak."),
  "planRun.pause": action("family", "A dad or a son pauses and resumes his family's run; a confirmed son may not.", { row: ownsTheRun }),
} as const satisfies Record<string, ActionPolicy>;
