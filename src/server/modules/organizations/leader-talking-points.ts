// A leader's talking points for a week, drawn from its content and said in the reader's language (the plan's own
// words, its titles and verse, are quoted as written).
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { TChallenge, TDevotional } from "../../../shared/schemas/content.ts";
import { translatorFor } from "../../lib/i18n.ts";

/** What to open with, the verse, the challenge, the close. */
export function leaderTalkingPoints(week: { devotional: TDevotional | null; challenge: TChallenge | null }, locale: Locale = "en"): string[] {
  const { t } = translatorFor(locale);
  const points: string[] = [];
  const { devotional, challenge } = week;
  if (devotional) {
    points.push(t("studioServer.leaderGuide.open", { reference: devotional.scriptureReference }));
    if (devotional.memoryVerse) points.push(t("studioServer.leaderGuide.memoryVerse", { verse: devotional.memoryVerse }));
    points.push(t("studioServer.leaderGuide.askFathers", { title: devotional.title }));
  }
  if (challenge) {
    const values = { title: challenge.title, focus: challenge.fitnessFocus, minutes: challenge.durationMinutes };
    points.push(
      challenge.equipmentNeeded.length > 0
        ? t("studioServer.leaderGuide.challengeWithEquipment", { ...values, equipment: challenge.equipmentNeeded.join(", ") })
        : t("studioServer.leaderGuide.challenge", values),
    );
  }
  points.push(t("studioServer.leaderGuide.close"));
  return points;
}
