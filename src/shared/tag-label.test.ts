import { describe, expect, it } from "vitest";
import { tagLabel } from "./tag-label.ts";

describe("tagLabel", () => {
  it.each([
    ["fathers-and-sons", "Fathers and sons"],
    ["personal-growth", "Personal growth"],
    ["servant_leadership", "Servant leadership"],
    ["1-chronicles", "1 Chronicles"],
    ["nehemiah", "Nehemiah"],
    ["walking-with-god", "Walking with God"],
    ["courage", "Courage"],
    ["  prayer  ", "Prayer"],
    ["Iron sharpens iron", "Iron sharpens iron"],
    ["father-son time", "Father-son time"],
    ["ESV", "ESV"],
    ["legacy--of--faith", "Legacy of faith"],
  ])("reads %j as %j", (tag, label) => {
    expect(tagLabel(tag)).toBe(label);
  });

  it("leaves an empty tag empty", () => {
    expect(tagLabel("   ")).toBe("");
    expect(tagLabel("---")).toBe("");
  });
});
