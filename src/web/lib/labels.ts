// Labels: how stored values read on screen, in one place. Web only.
//
// How a plan tag reads on screen: tags are stored as typed, often as slugs ("fathers-and-sons"), and shown as
// words ("Fathers and sons"). The one helper for every place that shows tags (marketplace cards, the plan
// page, the admin plans tab), so a tag reads the same everywhere.
import { t } from "./i18n.ts";

// Names that keep their capital letter inside a tag: the Bible's books (those that are not also common
// words) and the people and places the plans are about.
const PROPER_NOUNS = new Set([
  "genesis",
  "exodus",
  "leviticus",
  "deuteronomy",
  "joshua",
  "ruth",
  "samuel",
  "chronicles",
  "ezra",
  "nehemiah",
  "esther",
  "psalm",
  "psalms",
  "proverbs",
  "ecclesiastes",
  "isaiah",
  "jeremiah",
  "lamentations",
  "ezekiel",
  "daniel",
  "hosea",
  "joel",
  "amos",
  "obadiah",
  "jonah",
  "micah",
  "nahum",
  "habakkuk",
  "zephaniah",
  "haggai",
  "zechariah",
  "malachi",
  "matthew",
  "luke",
  "john",
  "romans",
  "corinthians",
  "galatians",
  "ephesians",
  "philippians",
  "colossians",
  "thessalonians",
  "timothy",
  "titus",
  "philemon",
  "hebrews",
  "james",
  "peter",
  "jude",
  "god",
  "jesus",
  "christ",
  "lord",
  "bible",
  "david",
  "jonathan",
  "solomon",
  "moses",
  "abraham",
  "paul",
  "mary",
  "joseph",
  "nathan",
  "saul",
  "israel",
  "jerusalem",
  "easter",
  "christmas",
]);

/** "published" → "Published". */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 1 → "1 week", 4 → "4 weeks". */
export function weeksLabel(weeks: number): string {
  return weeks === 1 ? "1 week" : `${weeks} weeks`;
}

/** "fathers-and-sons" → "Fathers and sons", "1-chronicles" → "1 Chronicles", "Prayer" stays "Prayer". */
export function tagLabel(tag: string): string {
  const trimmed = tag.trim();
  // A slug (no spaces) reads its hyphens and underscores as spaces; a tag typed with spaces keeps its hyphens.
  const spaced = /\s/.test(trimmed) ? trimmed : trimmed.replace(/[-_]+/g, " ").trim();
  const words = spaced.split(/\s+/).filter((word) => word.length > 0);
  return words.map((word, index) => (index === 0 || PROPER_NOUNS.has(word.toLowerCase()) ? capitalize(word) : word)).join(" ");
}

/** The dashboard's greeting, in the page's language: "Welcome" on his first visit, "Welcome back" on every later one. */
export function welcomeLine(user: { fullName: string; firstVisit?: boolean | undefined }): string {
  return t(user.firstVisit ? "dash.welcome" : "dash.welcomeBack", { name: user.fullName });
}
