/**
 * Builds the text sent as the user's message when a plan week is open (spec: the message is
 * prefixed with that week's devotional, challenge and Dad's Corner, then the question).
 * The personas tell the model that the block headed "This week's plan" is background
 * material, so keep these headings in step with personas.ts.
 */

export interface WeekDevotional {
  title: string;
  scriptureReference: string;
  content: string;
  discussionQuestions: string[];
}

export interface WeekChallenge {
  title: string;
  description: string;
  fitnessFocus: string;
  difficulty: number;
}

export interface WeekDadsCorner {
  title: string;
  content: string;
}

export interface WeekContext {
  weekNumber: number;
  devotional?: WeekDevotional | null;
  challenge?: WeekChallenge | null;
  /**
   * Dad-only content. The caller must pass null for a son (Dad's Corner is never shown to
   * sons, and the model could quote it back); this function includes whatever it is given.
   */
  dadsCorner?: WeekDadsCorner | null;
}

/** Returns the full user message: the week's context, a blank line, then the question. */
export function formatWeekContext(ctx: WeekContext, question: string): string {
  const sections: string[] = [`This week's plan (week ${ctx.weekNumber}):`];

  const devotional = ctx.devotional;
  if (devotional) {
    const lines = [`Devotional: ${devotional.title.trim()}`, `Scripture: ${devotional.scriptureReference.trim()}`, devotional.content.trim()];
    const questions = devotional.discussionQuestions.map((q) => q.trim()).filter((q) => q !== "");
    if (questions.length > 0) {
      lines.push("Discussion questions:", ...questions.map((q, i) => `${i + 1}. ${q}`));
    }
    sections.push(joinLines(lines));
  }

  const challenge = ctx.challenge;
  if (challenge) {
    sections.push(
      joinLines([
        `Fitness challenge: ${challenge.title.trim()}`,
        challenge.description.trim(),
        `Focus: ${challenge.fitnessFocus.trim()}`,
        `Difficulty: ${challenge.difficulty}`,
      ]),
    );
  }

  const dadsCorner = ctx.dadsCorner;
  if (dadsCorner) {
    sections.push(joinLines([`Dad's Corner: ${dadsCorner.title.trim()}`, dadsCorner.content.trim()]));
  }

  sections.push(`My question: ${question.trim()}`);
  return sections.join("\n\n");
}

// Empty fields (e.g. a devotional saved without body text) would otherwise leave blank lines.
function joinLines(lines: string[]): string {
  return lines.filter((line) => line !== "").join("\n");
}
