// The studio's Markdown outline: a plan written as a document. The plan's title is the
// first heading, weeks are headings ("Week 1: …"), and each week's devotional, challenge and Dad's Corner are
// sub-headings; a few "Label: value" lines carry the fields a form would ask for. Export writes exactly what
// import reads; import says what it understood and, line by line, what it did not.
import { LANGUAGES, type Language } from "../../../shared/language.ts";
import { MAX_DASHBOARD_WEEK, PLAN_CATEGORIES, type PlanCategory } from "../../../shared/constants.ts";
import { ZChallengeDraft, ZDadsCornerDraft, ZDevotionalDraft, studioMessages, type TStudioDocument, type TStudioWeek } from "../../../shared/schemas/studio.ts";
import { badRequest } from "../../lib/app-error.ts";
import { localizeMessage, translatorFor } from "../../lib/i18n.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { FITNESS_VERSIONS, formatFitnessNumber, type FitnessUnit, type StoredChallengeMeasure } from "../../../shared/fitness.ts";

type SectionKind = "devotional" | "challenge" | "dadsCorner";

/** How an import line names a week's section ("Week 2, Devotional"). */
const SECTION_LABEL_KEYS = {
  devotional: "studioServer.import.weekDevotional",
  challenge: "studioServer.import.weekChallenge",
  dadsCorner: "studioServer.import.weekDadsCorner",
} as const;

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The plan as the studio's Markdown outline. */
export function documentToMarkdown(document: TStudioDocument): string {
  const { details } = document;
  const out: string[] = [`# ${oneLine(details.title)}`, ""];
  if (details.description) out.push(details.description.trim(), "");
  if (details.category) out.push(`Category: ${details.category}`);
  if (details.tags.length > 0) out.push(`Tags: ${details.tags.join(", ")}`);
  // English is the default, so an English plan's outline reads as it always did.
  if (details.language !== "en") out.push(`Language: ${details.language}`);
  if (details.category || details.tags.length > 0 || details.language !== "en") out.push("");
  for (const week of [...document.weeks].sort((a, b) => a.weekNumber - b.weekNumber)) {
    out.push(`## Week ${week.weekNumber}`, "");
    if (week.devotional) {
      const d = week.devotional;
      out.push(`### Devotional: ${oneLine(d.title)}`, "", `Scripture: ${oneLine(d.scriptureReference)}`);
      if (d.memoryVerse) out.push(`Memory verse: ${oneLine(d.memoryVerse)}`);
      out.push("", d.content.trim(), "");
      if (d.discussionQuestions.length > 0) out.push("Questions:", ...d.discussionQuestions.map((q) => `- ${oneLine(q)}`), "");
    }
    if (week.challenge) {
      const c = week.challenge;
      out.push(`### Challenge: ${oneLine(c.title)}`, "", `Focus: ${oneLine(c.fitnessFocus)}`, `Difficulty: ${c.difficulty}`, `Minutes: ${c.durationMinutes}`);
      if (c.equipmentNeeded.length > 0) out.push(`Equipment: ${c.equipmentNeeded.map(oneLine).join(", ")}`);
      out.push("", c.description.trim(), "");
      if (c.measures.length > 0) out.push("Measures:", ...c.measures.map((m) => `- ${measureLine(m)}`), "");
    }
    if (week.dadsCorner) {
      const dc = week.dadsCorner;
      out.push(`### Dad's Corner: ${oneLine(dc.title)}`, "", dc.content.trim(), "");
      if (dc.resources.length > 0) out.push("Resources:", ...dc.resources.map((r) => `- [${oneLine(r.label)}](${r.url})`), "");
    }
  }
  return `${out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}

/** The word an outline names a unit with (distance is in metres). */
const UNIT_WORD: Record<FitnessUnit, string> = {
  repetitions: "repetitions",
  seconds: "seconds",
  minutes: "minutes",
  distance: "metres",
  rounds: "rounds",
  centimetres: "centimetres",
};
const UNIT_OF_WORD: Record<string, FitnessUnit> = {
  repetitions: "repetitions",
  repetition: "repetitions",
  reps: "repetitions",
  rep: "repetitions",
  seconds: "seconds",
  second: "seconds",
  secs: "seconds",
  minutes: "minutes",
  minute: "minutes",
  mins: "minutes",
  rounds: "rounds",
  round: "rounds",
  centimetres: "centimetres",
  centimeters: "centimetres",
  cm: "centimetres",
  metres: "distance",
  meters: "distance",
  m: "distance",
  distance: "distance",
};

/** "Run-walk intervals: rounds (standard 8, easier 6, harder 10)": a measure as one line of the outline. */
function measureLine(m: Pick<StoredChallengeMeasure, "unit" | "label" | "targets">): string {
  const targets = FITNESS_VERSIONS.flatMap((version) => {
    const target = m.targets[version];
    return target === null ? [] : [`${version} ${formatFitnessNumber(target).replaceAll(",", "")}`];
  });
  return `${oneLine(m.label)}: ${UNIT_WORD[m.unit]}${targets.length > 0 ? ` (${targets.join(", ")})` : ""}`;
}

const MEASURE_LINE = /^(.+?)\s*:\s*([a-z]+)\.?\s*(?:\((.*)\))?\s*$/i;
const TARGET_PART = /^(standard|easier|harder)\s+(\d+(?:\.\d+)?)$/i;

/** A "Measures:" item read back, or null when it is not "Name: unit (targets)". */
function readMeasure(item: string): StoredChallengeMeasure | null {
  const match = MEASURE_LINE.exec(item.trim());
  const unit = UNIT_OF_WORD[(match?.[2] ?? "").toLowerCase()];
  if (!match || !unit) return null;
  const targets: StoredChallengeMeasure["targets"] = { standard: null, easier: null, harder: null };
  for (const part of (match[3] ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const target = TARGET_PART.exec(part);
    if (!target) return null;
    targets[(target[1] ?? "").toLowerCase() as keyof typeof targets] = Number(target[2]);
  }
  return { label: oneLine(match[1] ?? ""), unit, targets };
}

interface Section {
  kind: SectionKind;
  title: string;
  fields: Map<string, string>;
  list: { name: string; items: string[] } | null;
  lists: Map<string, string[]>;
  body: string[];
}

interface DraftWeek {
  heading: string;
  sections: Section[];
}

const WEEK_HEADING = /^week\s*(\d+)?\b\s*[:.\-–—]?\s*(.*)$/i;
const SECTION_HEADING = /^(devotional|fitness challenge|challenge|dad['’]?s corner|dads corner)\b\s*[:.\-–—]?\s*(.*)$/i;
const FIELD_LINE = /^(scripture|scripture reference|memory verse|focus|fitness focus|difficulty|minutes|duration|equipment)\s*:\s*(.*)$/i;
const LIST_START = /^(questions|discussion questions|resources|measures)\s*:\s*$/i;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;

function kindOf(label: string): SectionKind {
  const lower = label.toLowerCase();
  if (lower.startsWith("devotional")) return "devotional";
  if (lower.includes("challenge")) return "challenge";
  return "dadsCorner";
}

const fieldKey = (label: string): string => {
  const lower = label.toLowerCase();
  if (lower.startsWith("scripture")) return "scripture";
  if (lower.includes("focus")) return "focus";
  if (lower === "minutes" || lower === "duration") return "minutes";
  return lower;
};

const toNumber = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

const splitList = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * Reads the outline into a plan document and the list of what was not understood. An outline with no week is a
 * 400 with a clear message; a section that misses a required field is left out of its week and named. The lines
 * not understood are in `locale`, the reader's language (the outline's own words stay English: they are its syntax).
 */
export function markdownToDocument(markdown: string, locale: Locale = "en"): { document: TStudioDocument; notUnderstood: string[] } {
  const { t } = translatorFor(locale);
  const notUnderstood: string[] = [];
  let title = "";
  const descriptionLines: string[] = [];
  let category: PlanCategory | null = null;
  let tags: string[] = [];
  let language: Language = "en";
  const weeks: DraftWeek[] = [];
  let section: Section | null = null;

  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  for (const raw of lines) {
    const line = raw.trimEnd();
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const text = oneLine(heading[2] ?? "").replace(/^\*\*(.*)\*\*$/, "$1");
      const week = WEEK_HEADING.exec(text);
      if (week) {
        weeks.push({ heading: text, sections: [] });
        section = null;
        continue;
      }
      const sectionMatch = SECTION_HEADING.exec(text);
      const current = weeks.at(-1);
      if (sectionMatch && current) {
        section = { kind: kindOf(sectionMatch[1] ?? ""), title: oneLine(sectionMatch[2] ?? ""), fields: new Map(), list: null, lists: new Map(), body: [] };
        current.sections.push(section);
        continue;
      }
      if (!title && weeks.length === 0) {
        title = text;
        continue;
      }
      if (section) {
        // A heading inside a section's body is formatting the writer wanted (kept as a Markdown heading).
        section.body.push(`### ${text}`);
        continue;
      }
      notUnderstood.push(t("studioServer.import.headingNotUnderstood", { heading: text }));
      continue;
    }
    if (weeks.length === 0) {
      const meta = /^(category|tags|language)\s*:\s*(.*)$/i.exec(line.trim());
      if (meta) {
        const value = (meta[2] ?? "").trim();
        const key = (meta[1] ?? "").toLowerCase();
        if (key === "tags") tags = splitList(value);
        else if (key === "language") {
          const found = LANGUAGES.find((candidate) => candidate === value.toLowerCase());
          if (found) language = found;
          else notUnderstood.push(t("studioServer.import.languageUnknown", { value, choices: LANGUAGES.join(", ") }));
        } else {
          const found = PLAN_CATEGORIES.find((candidate) => candidate === value.toLowerCase());
          if (found) category = found;
          else notUnderstood.push(t("studioServer.import.categoryUnknown", { value, choices: PLAN_CATEGORIES.join(", ") }));
        }
        continue;
      }
      descriptionLines.push(line);
      continue;
    }
    if (!section) {
      if (line.trim()) notUnderstood.push(t("studioServer.import.textOutside", { text: oneLine(line).slice(0, 80) }));
      continue;
    }
    const trimmed = line.trim();
    if (section.list) {
      const item = LIST_ITEM.exec(line);
      if (item) {
        section.list.items.push((item[1] ?? "").trim());
        continue;
      }
      if (!trimmed) continue;
      section.list = null;
    }
    const listStart = LIST_START.exec(trimmed);
    if (listStart) {
      const word = (listStart[1] ?? "").toLowerCase();
      const name = word.includes("resource") ? "resources" : word === "measures" ? "measures" : "questions";
      section.list = { name, items: [] };
      section.lists.set(name, section.list.items);
      continue;
    }
    const field = FIELD_LINE.exec(trimmed);
    if (field && section.body.every((bodyLine) => !bodyLine.trim())) {
      section.fields.set(fieldKey(field[1] ?? ""), (field[2] ?? "").trim());
      continue;
    }
    section.body.push(line);
  }

  if (weeks.length === 0) throw badRequest(studioMessages.importNoWeeks, { file: studioMessages.importNoWeeks });
  if (weeks.length > MAX_DASHBOARD_WEEK) throw badRequest(studioMessages.importTooManyWeeks, { file: studioMessages.importTooManyWeeks });

  const documentWeeks: TStudioWeek[] = weeks.map((week, index) => {
    const weekNumber = index + 1;
    const result: TStudioWeek = { weekNumber, devotional: null, challenge: null, dadsCorner: null };
    for (const part of week.sections) {
      const label = t(SECTION_LABEL_KEYS[part.kind], { week: weekNumber });
      if (result[part.kind]) {
        notUnderstood.push(t("studioServer.import.secondLeftOut", { label }));
        continue;
      }
      const body = part.body.join("\n").trim();
      const parsed = (() => {
        if (part.kind === "devotional") {
          return ZDevotionalDraft.safeParse({
            title: part.title,
            scriptureReference: part.fields.get("scripture") ?? "",
            content: body,
            memoryVerse: part.fields.get("memory verse") ?? "",
            discussionQuestions: part.lists.get("questions") ?? [],
          });
        }
        if (part.kind === "challenge") {
          const measures: StoredChallengeMeasure[] = [];
          for (const item of part.lists.get("measures") ?? []) {
            const measure = readMeasure(item);
            if (measure) measures.push(measure);
            else notUnderstood.push(t("studioServer.import.measureLeftOut", { label, measure: oneLine(item).slice(0, 80) }));
          }
          return ZChallengeDraft.safeParse({
            measures,
            title: part.title,
            description: body,
            fitnessFocus: part.fields.get("focus") ?? "",
            difficulty: toNumber(part.fields.get("difficulty"), 1),
            durationMinutes: toNumber(part.fields.get("minutes"), 30),
            equipmentNeeded: splitList(part.fields.get("equipment")),
          });
        }
        const resources = (part.lists.get("resources") ?? []).map((item) => {
          const link = /^\[(.+?)\]\((\S+?)\)$/.exec(item.trim());
          return link ? { label: link[1] ?? "", url: link[2] ?? "" } : { label: item, url: "" };
        });
        return ZDadsCornerDraft.safeParse({ title: part.title, content: body, resources });
      })();
      if (!parsed.success) {
        const reasons = [...new Set(parsed.error.issues.map((issue) => localizeMessage(locale, issue.message)))].join("; ");
        notUnderstood.push(t("studioServer.import.leftOut", { label, reasons }));
        continue;
      }
      if (part.kind === "devotional") result.devotional = parsed.data as TStudioWeek["devotional"];
      else if (part.kind === "challenge") result.challenge = parsed.data as TStudioWeek["challenge"];
      else result.dadsCorner = parsed.data as TStudioWeek["dadsCorner"];
    }
    return result;
  });

  const description = descriptionLines.join("\n").trim();
  return {
    document: {
      details: {
        title: title || t("studioServer.import.defaultTitle"),
        description: description || null,
        durationWeeks: documentWeeks.length,
        category,
        tags,
        language,
        isPublic: true,
        priceCents: 0,
        coverImageUrl: null,
      },
      weeks: documentWeeks,
    },
    notUnderstood,
  };
}
