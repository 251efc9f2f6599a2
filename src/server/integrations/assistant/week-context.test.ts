import { describe, expect, it } from "vitest";
import { formatWeekContext } from "./week-context.ts";

const devotional = {
  title: "A House for God",
  scriptureReference: "1 Chronicles 17:1-15",
  content: "David wanted to build God a house, but God promised to build David a house.",
  discussionQuestions: ["What did David want to do?", "What did God promise instead?"],
};
const challenge = { title: "Push-up Ladder", description: "Climb from 1 to 10 push-ups together.", fitnessFocus: "Strength", difficulty: 2 };
/** How the challenge above reads in the context, wherever the week has one. */
const CHALLENGE_LINES = ["Fitness challenge: Push-up Ladder", "Climb from 1 to 10 push-ups together.", "Focus: Strength", "Difficulty: 2"];
const dadsCorner = { title: "Leading by Serving", content: "Your son learns more from what you do than what you say." };

describe("formatWeekContext", () => {
  it("puts every part of the week before the question, in the spec's order", () => {
    expect(formatWeekContext({ weekNumber: 1, devotional, challenge, dadsCorner }, "  How do I explain this?  ")).toBe(
      [
        "This week's plan (week 1):",
        "",
        "Devotional: A House for God",
        "Scripture: 1 Chronicles 17:1-15",
        "David wanted to build God a house, but God promised to build David a house.",
        "Discussion questions:",
        "1. What did David want to do?",
        "2. What did God promise instead?",
        "",
        ...CHALLENGE_LINES,
        "",
        "Dad's Corner: Leading by Serving",
        "Your son learns more from what you do than what you say.",
        "",
        "My question: How do I explain this?",
      ].join("\n"),
    );
  });

  it("omits absent parts (a son's context never has Dad's Corner)", () => {
    const text = formatWeekContext({ weekNumber: 3, devotional: null, challenge, dadsCorner: null }, "Is this hard?");
    expect(text).toBe(["This week's plan (week 3):", "", ...CHALLENGE_LINES, "", "My question: Is this hard?"].join("\n"));
    expect(text).not.toContain("Dad's Corner");
    expect(text).not.toContain("Devotional");
  });

  it("omits the question list when there are no discussion questions", () => {
    const text = formatWeekContext({ weekNumber: 2, devotional: { ...devotional, discussionQuestions: [" "] } }, "Why?");
    expect(text).not.toContain("Discussion questions");
    expect(text).toContain("Scripture: 1 Chronicles 17:1-15");
  });

  it("still names the week when it has no content yet", () => {
    expect(formatWeekContext({ weekNumber: 6 }, "What is next?")).toBe("This week's plan (week 6):\n\nMy question: What is next?");
  });
});
