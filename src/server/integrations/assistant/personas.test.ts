import { describe, expect, it } from "vitest";
import { DAD_PERSONA, SON_PERSONA, personaFor } from "./personas.ts";

describe("personaFor", () => {
  it("gives sons the son persona and dads and admins the dad persona", () => {
    expect(personaFor("son")).toBe(SON_PERSONA);
    expect(personaFor("dad")).toBe(DAD_PERSONA);
    expect(personaFor("admin")).toBe(DAD_PERSONA);
    expect(SON_PERSONA).not.toBe(DAD_PERSONA);
  });
});

describe("personas", () => {
  it.each([
    ["dad", DAD_PERSONA],
    ["son", SON_PERSONA],
  ])("the %s persona carries the crisis lines and the safety rules", (_role, persona) => {
    expect(persona).toContain("988");
    expect(persona).toContain("911");
    expect(persona).toMatch(/never ask for personal/i);
    expect(persona).toMatch(/self-harm/);
    expect(persona).toMatch(/non-denominational/);
    expect(persona).toContain("This week's plan");
  });

  it("the son persona is written for boys and points him to his dad or a trusted adult", () => {
    expect(SON_PERSONA).toMatch(/8 and 17/);
    expect(SON_PERSONA).toMatch(/talk with his dad, or another trusted adult/);
    expect(SON_PERSONA).toMatch(/never ask him to keep secrets/i);
  });
});
