// Read aloud: what the "Listen" control says and how it feeds the browser's speech synthesis.
// An 8-year-old follows King James English slowly, so the text goes in short pieces (a sentence or so each: Chrome
// stops a long utterance after about 15 s, and a speed change restarts only the current piece) at a gentle speed.
import type { TChallenge, TDevotional } from "../../../shared/schemas/content.ts";
import { splitParagraphs } from "./week-page-rules.ts";
import "../../lib/catalog-parts/week.ts";

export const READING_SPEEDS = [
  { rate: 0.7, label: "listen.speed.slow" },
  { rate: 0.85, label: "listen.speed.steady" },
  { rate: 1, label: "listen.speed.normal" },
  { rate: 1.2, label: "listen.speed.quick" },
] as const;
export const DEFAULT_READING_RATE = 0.85;

/** Markdown's marks are not read out: `**bold**`, `[text](url)`, headings, quotes, list bullets. */
export function spokenText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, "")
    .replace(/(\*\*|__|\*|_|`)/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** One piece to speak and its language: a Spanish Bible is read with a Spanish voice, the page's words in English. */
export interface SpeechPiece {
  text: string;
  lang: string;
}

/** The passage as the reader's version has it, for Listen: its text and its language ("en", "es"). */
export interface SpokenPassage {
  text: string;
  lang: string;
}

const MAX_PIECE = 220;

/** The text in pieces to speak one after another: by paragraph, then sentence, then at a comma or space if still long. */
export function speechPieces(parts: readonly string[]): string[] {
  const pieces: string[] = [];
  for (const part of parts) {
    for (const paragraph of splitParagraphs(spokenText(part))) {
      // A piece ends at . ! ? or ; followed by a space (not inside "Joshua 1:9" or "3.5").
      const sentences = paragraph.replace(/\s*\n\s*/g, " ").split(/(?<=[.!?;]["'’”)]*)\s+/);
      for (const raw of sentences) {
        let sentence = raw.trim();
        while (sentence.length > MAX_PIECE) {
          const cut = Math.max(sentence.lastIndexOf(", ", MAX_PIECE), sentence.lastIndexOf(" ", MAX_PIECE));
          const at = cut > 40 ? cut + 1 : MAX_PIECE;
          pieces.push(sentence.slice(0, at).trim());
          sentence = sentence.slice(at).trim();
        }
        if (sentence) pieces.push(sentence);
      }
    }
  }
  return pieces;
}

const inEnglish = (pieces: readonly string[]): SpeechPiece[] => pieces.map((text) => ({ text, lang: "en" }));

/** A passage's text read aloud: its verse numbers ("[16]", "[2:1]") are printed, not spoken. */
export function passageSpeech(passage: SpokenPassage): SpeechPiece[] {
  const text = passage.text.replace(/\[\d+(?::\d+)?\]\s*/g, "");
  return speechPieces([text]).map((piece) => ({ text: piece, lang: passage.lang }));
}

/**
 * What "Listen" reads on the devotional tab: title, scripture (the passage itself in the reader's version when it
 * could be read), memory verse, the devotional and its questions.
 */
export function devotionalSpeech(devotional: TDevotional, passage?: SpokenPassage): SpeechPiece[] {
  return [
    ...inEnglish(speechPieces([devotional.title, `Scripture: ${devotional.scriptureReference}.`])),
    ...(passage ? passageSpeech(passage) : []),
    ...inEnglish(
      speechPieces([
        ...(devotional.memoryVerse ? [`Memory verse: ${devotional.memoryVerse}`] : []),
        devotional.content,
        ...(devotional.discussionQuestions.length > 0 ? ["Discussion questions.", ...devotional.discussionQuestions] : []),
      ]),
    ),
  ];
}

/** What "Listen" reads on the challenge tab: title, time, equipment and the description. */
export function challengeSpeech(challenge: TChallenge): string[] {
  return speechPieces([
    challenge.title,
    `${challenge.fitnessFocus}. ${challenge.durationMinutes} minutes.`,
    challenge.equipmentNeeded.length > 0 ? `Equipment needed: ${challenge.equipmentNeeded.join(", ")}.` : "No equipment needed.",
    challenge.description,
  ]);
}
