// The shape of a seeded plan (the sample plan and the launch library) and the small helpers its content uses.
//
// Editorial rules for every seeded plan:
// - Scripture is quoted from the version of the plan's language only: the King James Version in English, the
//   Reina-Valera 1909 in Spanish (both public domain). Every quotation is written as "…" (Book chapter:verse) — or
//   (chapter:verse) for the devotional's own book — and a test checks each one word for word against that text
//   (quotation-check.ts, plan-library-content.test.ts).
// - Devotionals speak to dad and son together; Dad's Corner speaks to the dad alone.
// - No links a test cannot check offline: Dad's Corner resources stay empty (or point inside the app).
// - A challenge's description is paragraphs: what to do, then "Easier version:", "Harder version:" and
//   "Safety:" (the week page shows each lead in bold). Equipment is what a home has.
import type { PlanCategory } from "../../../shared/constants.ts";
import type { StoredChallengeMeasure } from "../../../shared/fitness.ts";
import type { Language } from "../../../shared/language.ts";

export interface SeedDevotional {
  weekNumber: number;
  title: string;
  scriptureReference: string;
  content: string;
  memoryVerse: string;
  discussionQuestions: string[];
}

export interface SeedChallenge {
  weekNumber: number;
  title: string;
  description: string;
  fitnessFocus: string;
  difficulty: 1 | 2 | 3;
  durationMinutes: number;
  equipmentNeeded: string[];
  /** What a result counts, where the challenge asks to measure and compare. */
  measures?: readonly StoredChallengeMeasure[];
}

const noTargets = { standard: null, easier: null, harder: null };

/**
 * The four measurements of *Wisdom and Stature*'s fitness test (week 1, and again in week 5): what the challenge asks
 * a dad and his son to write down, each one loggable and charted.
 */
export const FITNESS_TEST_MEASURES: readonly StoredChallengeMeasure[] = [
  { unit: "repetitions", label: "Push-ups", targets: noTargets },
  { unit: "seconds", label: "Forearm plank", targets: noTargets },
  { unit: "centimetres", label: "Standing long jump", targets: noTargets },
  { unit: "centimetres", label: "Sit and reach", targets: noTargets },
];

export interface SeedDadsCorner {
  weekNumber: number;
  title: string;
  content: string;
  resources: { label: string; url: string }[];
}

export interface SeedPlanInfo {
  title: string;
  description: string;
  durationWeeks: number;
  category: PlanCategory;
  tags: string[];
  isPublic: true;
  /** A file in public/covers, served by the app with long-lived caching. */
  coverImageUrl: string;
  /** The language it is written in; English when not said. */
  language?: Language;
}

export interface SeedPlan {
  plan: SeedPlanInfo;
  devotionals: readonly SeedDevotional[];
  challenges: readonly SeedChallenge[];
  dadsCorner: readonly SeedDadsCorner[];
}

/** Paragraphs are separated by one blank line. */
export const paragraphs = (...parts: string[]): string => parts.join("\n\n");
/** Steps inside one paragraph are separated by single line breaks. */
export const lines = (...parts: string[]): string => parts.join("\n");

/** The leads of a challenge's easier, harder and safety notes in each language (the week page shows them in bold). */
export const CHALLENGE_LEADS: Readonly<Record<Language, { easier: string; harder: string; safety: string }>> = {
  en: { easier: "Easier version", harder: "Harder version", safety: "Safety" },
  es: { easier: "Versión más fácil", harder: "Versión más difícil", safety: "Seguridad" },
};

/** A challenge description in the library's shape: the intro, the steps, then the easier, harder and safety notes. */
export function challengeDescription(
  parts: { intro: string; steps: string[]; easier: string; harder: string; safety: string },
  language: Language = "en",
): string {
  const leads = CHALLENGE_LEADS[language];
  return paragraphs(
    parts.intro,
    lines(...parts.steps),
    `${leads.easier}: ${parts.easier}`,
    `${leads.harder}: ${parts.harder}`,
    `${leads.safety}: ${parts.safety}`,
  );
}
