// Pure rules of the week page (docs/areas/weekly-journey.md), kept apart from the components so they are unit tested.
import { t } from "../../lib/i18n.ts";
import type { JournalQuery, WeekTab } from "../../paths.ts";
import "../../lib/catalog-parts/week.ts";

/**
 * The week in /week/:id. A non-numeric id is ignored (week 1). A number is kept as it is, even 0 or 2.5:
 * the API then answers 'Invalid week number' and the page shows that, as the spec's lookup does.
 * There is no upper bound on the week page.
 */
export function weekFromParam(id: string | undefined): number {
  if (id === undefined || id.trim() === "") return 1;
  const n = Number(id);
  return Number.isFinite(n) ? n : 1;
}

export type WeekTabId = "devotional" | WeekTab;

/** The tab the URL hash selects: #challenge, #dadsCorner, else the devotional. Dad's Corner only when allowed. */
export function tabFromHash(hash: string, dadsCornerAvailable: boolean): WeekTabId {
  const name = hash.replace(/^#/, "");
  if (name === "challenge") return "challenge";
  if (name === "dadsCorner" && dadsCornerAvailable) return "dadsCorner";
  return "devotional";
}

/** A body of text as paragraphs: split at blank lines, single line breaks kept inside a paragraph. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

// The leads a challenge's paragraphs may start with (the seeded plans' shape: steps, then the easier and the
// harder version and a safety note, in English or in Spanish); the week page shows them in bold so a dad finds them at a glance.
const CHALLENGE_LEADS = ["Easier version", "Harder version", "Safety", "Versión más fácil", "Versión más difícil", "Seguridad"] as const;
const SAFETY_LEADS: readonly string[] = ["Safety", "Seguridad"];

/** "Safety: keep your back flat." → { lead: "Safety", text: "keep your back flat." }; any other paragraph has no lead. */
export function challengeParagraphLead(paragraph: string): { lead: string | null; text: string } {
  for (const lead of CHALLENGE_LEADS) {
    if (paragraph.startsWith(`${lead}:`)) return { lead, text: paragraph.slice(lead.length + 1).trimStart() };
  }
  return { lead: null, text: paragraph };
}

/** The challenge's "Safety:" paragraph (without its lead), shown again beside the fitness log form; null without one. */
export function safetyNote(description: string): string | null {
  for (const paragraph of splitParagraphs(description)) {
    const { lead, text } = challengeParagraphLead(paragraph);
    if (lead !== null && SAFETY_LEADS.includes(lead)) return text;
  }
  return null;
}

/**
 * The journal hand-off (docs/areas/weekly-journey.md): the devotional and Dad's Corner lead to a reflection, the challenge
 * to a fitness log, with the title prefilled.
 */
export function journalHandoff(week: number, item: "devotional" | "challenge" | "dadsCorner", itemTitle: string): JournalQuery {
  return item === "challenge"
    ? { week, type: "fitness", title: t("week.fitnessLogTitle", { title: itemTitle }) }
    : { week, type: "reflection", title: t("week.reflectionTitle", { title: itemTitle }) };
}
