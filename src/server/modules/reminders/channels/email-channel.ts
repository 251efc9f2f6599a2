// Reminders by e-mail: one mail on the app's mail queue, with a stop link that names this mail (RFC 8058 one-click
// too), and the dad's recap when it rides along.
import type { Database } from "../../../db/client.ts";
import type { MailMessage } from "../../../integrations/mail/mail-message.ts";
import { reminderText } from "../../../../shared/schemas/reminders.ts";
import { recapFor, unsubscribeToken } from "../reminders.service.ts";
import { firstName, type ReminderChannel } from "./reminder-channel.ts";

export interface EmailChannelDeps {
  db: Database;
  appUrl: string;
  /** Signs the stop links. */
  secret: string;
}

export function emailChannel(deps: EmailChannelDeps): ReminderChannel<"email"> {
  return {
    name: "email",
    async deliver(reminder, person, tx) {
      // A son under 13 is never mailed (COPPA); a son 13+ only with his dad's consent, checked before any channel.
      if (person.under13) return { status: "skipped", reason: "a son under 13 is never mailed" };
      // The stop link names this mail: it expires with it, and cannot undo a later choice (reminders.service.ts).
      const token = unsubscribeToken(deps.secret, { userId: person.userId, mailId: reminder.deliveryId });
      const recap = reminder.withRecap ? await recapLines(deps, person.userId, reminder.now) : [];
      const open = reminder.kind === "stopped" ? "Turn reminders back on" : "Open this week";
      const text = [
        reminder.body,
        "",
        ...recap,
        `${open}: ${deps.appUrl}${reminder.path}`,
        "",
        `Stop these reminders: ${deps.appUrl}/unsubscribe?token=${token}`,
      ].join("\n");
      const message: MailMessage = {
        to: person.email,
        subject: recap.length > 0 ? reminderText.recapSubject : reminder.title,
        text,
        headers: {
          "List-Unsubscribe": `<${deps.appUrl}/api/unsubscribe/one-click?token=${token}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      };
      await tx.queue("mail", message);
      return { status: "queued", messages: 1 };
    },
  };
}

/** The recap's lines in the dad's reminder mail: each son's week, shared entries, the streak, next week. */
async function recapLines(deps: EmailChannelDeps, dadId: string, now: Date): Promise<string[]> {
  const recap = await recapFor(deps.db, dadId, now.toISOString().slice(0, 10));
  const lines = [`Your family's week ${recap.familyWeek}:`];
  for (const son of recap.sons) {
    lines.push(`- ${firstName(son.name)}: ${son.finished ? "finished the week" : `${son.itemsDone} of 3 done`}`);
    for (const entry of son.sharedEntries) lines.push(`  shared "${entry.title}"`);
  }
  if (recap.streak.weeks > 0) lines.push(`Family streak: ${recap.streak.weeks} ${recap.streak.weeks === 1 ? "week" : "weeks"} together.`);
  if (recap.nextWeekTitle) lines.push(`Next week: "${recap.nextWeekTitle}".`);
  if (recap.sons.length > 0) lines.push(`Encourage your sons with one tap: ${deps.appUrl}/reminders#recap`);
  lines.push("");
  return lines;
}
