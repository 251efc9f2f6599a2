import { describe, expect, it } from "vitest";
import { pickUniqueSonEmail, sonEmailLocalPart } from "./son-email.ts";

describe("son's generated email", () => {
  it("lowercases the name and turns spaces into dots", () => {
    expect(sonEmailLocalPart("Luke  Skywalker")).toBe("luke.skywalker");
    expect(sonEmailLocalPart(" José María O'Neil ")).toBe("jose.maria.oneil");
    expect(sonEmailLocalPart("!!!")).toBe("son");
  });

  it("picks the first free address", () => {
    expect(pickUniqueSonEmail("sam", new Set(), "x.app")).toBe("sam@x.app");
    expect(pickUniqueSonEmail("sam", new Set(["sam@x.app", "sam.2@x.app"]), "x.app")).toBe("sam.3@x.app");
  });
});
