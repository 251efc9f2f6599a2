// Reminders, the weekly recap, encouragement, the family streak and pausing a plan run (decisions 047
// and 048). Each person's reminder is his own (the service reads it by the session's user); a dad acts on a son's
// reminder or encourages him only on his own son who confirmed the family link.
import { AppError } from "../lib/app-error.ts";
import type { ActionPolicy } from "./rule.ts";
import { rowRule } from "./rule.ts";
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

export const reminderPolicy = {
  "reminders.read": { guard: "family", staffTwoFactor: false, who: "A dad or a son: his own reminder; a dad also his confirmed sons'." },
  "reminders.update": {
    guard: "family",
    staffTwoFactor: false,
    who: "A dad or a son: his own reminder (a son on a confirmed link only after his dad consented).",
    row: ownReminder,
  },
  "reminders.son.update": { guard: "dad", staffTwoFactor: false, who: "A dad sets his son's reminder, giving or withdrawing his consent.", row: confirmedSon },
  "reminders.unsubscribe": { guard: "public", staffTwoFactor: false, who: "Anyone holding a signed unsubscribe token (RFC 8058 one-click)." },
  "push.publicKey": { guard: "signedIn", staffTwoFactor: false, who: "Any signed-in viewer: the server's VAPID public key." },
  "push.subscribe": { guard: "family", staffTwoFactor: false, who: "A dad or a son: this browser's subscription for himself." },
  "recap.read": { guard: "dad", staffTwoFactor: false, who: "A dad: his own family's week." },
  "recap.encourage": { guard: "dad", staffTwoFactor: false, who: "A dad encourages his son, once a day.", row: confirmedSon },
  "encouragements.read": { guard: "family", staffTwoFactor: false, who: "A dad or a son: the encouragements sent to him." },
  "streak.read": { guard: "family", staffTwoFactor: false, who: "A dad or a son: his family's streak." },
  "planRun.pause": {
    guard: "family",
    staffTwoFactor: false,
    who: "The run's owner (the dad) pauses and resumes his family's run; a son on a confirmed link is refused.",
  },
} as const satisfies Record<string, ActionPolicy>;
