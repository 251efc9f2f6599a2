import { describe, expect, it } from "vitest";
import { GROUP_CODE_ALPHABET, generateGroupCode } from "./group-code.ts";

describe("group codes", () => {
  it("leave out the characters people confuse", () => {
    for (const lookAlike of ["0", "O", "1", "I", "L"]) expect(GROUP_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(GROUP_CODE_ALPHABET).size).toBe(GROUP_CODE_ALPHABET.length);
    expect(GROUP_CODE_ALPHABET).toMatch(/^[A-Z0-9]+$/);
  });

  it("are six symbols drawn from the whole alphabet", () => {
    const draws = [0, 30, 5, 12, 22, 29];
    const asked: number[] = [];
    const code = generateGroupCode((max) => {
      asked.push(max);
      return draws.shift() ?? 0;
    });
    expect(code).toBe("A9FPZ8");
    expect(asked).toEqual(Array(6).fill(GROUP_CODE_ALPHABET.length));
  });

  it("match the database's format and vary from draw to draw", () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateGroupCode()));
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(codes.size).toBeGreaterThan(195);
  });
});
