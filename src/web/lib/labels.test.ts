import { describe, expect, it } from "vitest";
import { capitalize, tagLabel, weeksLabel, welcomeLine } from "./labels.ts";

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

describe("capitalize and weeksLabel", () => {
  it("read as words", () => {
    expect(capitalize("published")).toBe("Published");
    expect(weeksLabel(1)).toBe("1 week");
    expect(weeksLabel(4)).toBe("4 weeks");
  });
});

describe("welcomeLine", () => {
  it("greets a first visit as new and every later one as returning", () => {
    expect(welcomeLine({ fullName: "Dan Reed", firstVisit: true })).toBe("Welcome, Dan Reed.");
    expect(welcomeLine({ fullName: "Dan Reed", firstVisit: false })).toBe("Welcome back, Dan Reed.");
    expect(welcomeLine({ fullName: "Dan Reed" })).toBe("Welcome back, Dan Reed.");
  });
});
