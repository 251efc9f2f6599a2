import { describe, expect, it } from "vitest";
import { finalizeReply, threadPreview } from "./reply-format.ts";
import { itAnswersEach } from "../../../../tests/support/answer-table.ts";

describe("finalizeReply", () => {
  itAnswersEach(finalizeReply, "shows %j as %j", [
    // Each '###' marker becomes a line break.
    ["Pray daily.###Train weekly.", "Pray daily.\nTrain weekly."],
    ["Step one ### Step two ### Step three", "Step one\nStep two\nStep three"],
    // A longer run of '#' is one marker, and the reply is trimmed.
    ["#### Week 1\nRun together.", "Week 1\nRun together."],
    // An empty or whitespace-only reply says so.
    ["", "No response"],
    ["  \n\t ", "No response"],
    ["###", "No response"],
    // Ordinary text stays as it is.
    ["Be strong and courageous. (Joshua 1:9) #1 tip: start today.", "Be strong and courageous. (Joshua 1:9) #1 tip: start today."],
  ]);
});

describe("threadPreview", () => {
  it("keeps a message of exactly 50 characters as is", () => {
    const fifty = "a".repeat(50);
    expect(threadPreview(fifty)).toBe(fifty);
  });

  it("cuts a 51-character message to 50 characters plus '...'", () => {
    expect(threadPreview(`${"b".repeat(50)}c`)).toBe(`${"b".repeat(50)}...`);
  });

  it("defaults to 'New conversation' without a last message", () => {
    expect(threadPreview(null)).toBe("New conversation");
    expect(threadPreview("")).toBe("New conversation");
  });

  it("does not split an emoji at the cut", () => {
    expect(threadPreview(`${"x".repeat(49)}💪💪`)).toBe(`${"x".repeat(49)}💪...`);
  });
});
