// The plan the content editor's tests load, in the reader's words: a two-week draft whose week 2 has devotional 11,
// with a devotional, a challenge and optionally a Dad's Corner entry to choose from.
import type { Locale } from "../../src/shared/i18n/locales.ts";
import type { TPlanContentResponse } from "../../src/shared/schemas/admin.ts";

export interface PlanContentWords {
  title: string;
  language: Locale;
  devotional: string;
  challenge: string;
  /** Without it, the plan's organization has written no Dad's Corner entry yet. */
  dadsCorner?: string;
}

export function planContent(words: PlanContentWords): TPlanContentResponse {
  return {
    plan: {
      id: 5,
      title: words.title,
      durationWeeks: 2,
      status: "draft",
      language: words.language,
      description: null,
      category: null,
      tags: [],
      isPublic: true,
      priceCents: 0,
      coverImageUrl: null,
    },
    weeks: [{ weekNumber: 2, devotionalId: 11, challengeId: null, dadsCornerId: null }],
    options: {
      devotionals: [{ id: 11, title: words.devotional, weekNumber: 1 }],
      challenges: [{ id: 21, title: words.challenge, weekNumber: 1 }],
      dadsCorner: words.dadsCorner === undefined ? [] : [{ id: 31, title: words.dadsCorner, weekNumber: 2 }],
    },
  };
}
