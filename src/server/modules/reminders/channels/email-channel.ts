// Reminders by e-mail: one mail on the app's mail queue, with a stop link that names this mail (RFC 8058 one-click
// too), and the dad's recap when it rides along.
import type { Database } from "../../../db/client.ts";
import type { MailMessage } from "../../../integrations/mail/mail-message.ts";
import { mailWords } from "../../../integrations/mail/mail-words.ts";
import type { Translator } from "../../../../shared/i18n/translate.ts";
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
      const { t } = mailWords(person.locale);
      const recap = reminder.withRecap ? await recapLines(deps, person.userId, reminder.now, t) : [];
      const url = `${deps.appUrl}${reminder.path}`;
      const text = [
        reminder.body,
        "",
        ...recap,
        reminder.kind === "stopped" ? t("mail.reminder.turnBackOn", { url }) : t("mail.reminder.open", { url }),
        "",
        t("mail.reminder.stop", { url: `${deps.appUrl}/unsubscribe?token=${token}` }),
      ].join("\n");
      const message: MailMessage = {
        to: person.email,
        subject: recap.length > 0 ? t("mail.reminder.recapSubject") : reminder.title,
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
async function recapLines(deps: EmailChannelDeps, dadId: string, now: Date, t: Translator["t"]): Promise<string[]> {
  const recap = await recapFor(deps.db, dadId, now.toISOString().slice(0, 10));
  const lines = [t("mail.recap.heading", { week: recap.familyWeek })];
  for (const son of recap.sons) {
    const name = firstName(son.name);
    lines.push(son.finished ? t("mail.recap.finished", { name }) : t("mail.recap.itemsDone", { name, done: son.itemsDone }));
    for (const entry of son.sharedEntries) lines.push(t("mail.recap.shared", { title: entry.title }));
  }
  if (recap.streak.weeks > 0) lines.push(t("mail.recap.streak", { weeks: recap.streak.weeks }));
  if (recap.nextWeekTitle) lines.push(t("mail.recap.nextWeek", { title: recap.nextWeekTitle }));
  if (recap.sons.length > 0) lines.push(t("mail.recap.encourage", { url: `${deps.appUrl}/reminders#recap` }));
  lines.push("");
  return lines;
}
