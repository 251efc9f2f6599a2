import { describe, expect, it } from "vitest";
import { finalizeReply, threadPreview } from "./reply-format.ts";

describe("finalizeReply", () => {
  it("turns each '###' marker into a line break", () => {
    expect(finalizeReply("Pray daily.###Train weekly.")).toBe("Pray daily.\nTrain weekly.");
    expect(finalizeReply("Step one ### Step two ### Step three")).toBe("Step one\nStep two\nStep three");
  });

  it("treats a longer run of '#' as one marker and trims the reply", () => {
    expect(finalizeReply("#### Week 1\nRun together.")).toBe("Week 1\nRun together.");
  });

  it("returns 'No response' for an empty or whitespace-only reply", () => {
    expect(finalizeReply("")).toBe("No response");
    expect(finalizeReply("  \n\t ")).toBe("No response");
    expect(finalizeReply("###")).toBe("No response");
  });

  it("leaves ordinary text alone", () => {
    expect(finalizeReply("Be strong and courageous. (Joshua 1:9) #1 tip: start today.")).toBe("Be strong and courageous. (Joshua 1:9) #1 tip: start today.");
  });
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
