// Reminders, the weekly recap, encouragement, the family streak and pausing a plan run (issue 31, decisions 047
// and 048). Each person's reminder is his own (the service reads it by the session's user); a dad acts on a son's
// reminder or encourages him only on his own son who confirmed the family link.
import type { ActionPolicy } from "./rule.ts";
import { confirmedSon } from "./son.ts";

export const reminderPolicy = {
  "reminders.read": { guard: "family", staffTwoFactor: false, who: "A dad or a son: his own reminder; a dad also his confirmed sons'." },
  "reminders.update": {
    guard: "family",
    staffTwoFactor: false,
    who: "A dad or a son: his own reminder (a son on a confirmed link only after his dad consented).",
  },
  "reminders.son.update": { guard: "dad", staffTwoFactor: false, who: "A dad sets his son's reminder, with his consent recorded.", row: confirmedSon },
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
