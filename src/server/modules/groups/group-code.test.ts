import crypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
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

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("come from the operating system's cryptographic generator, never Math.random", () => {
    // A code admits people to a private group: a predictable generator (Math.random is xorshift128+, whose state
    // can be recovered from a few outputs) would let someone who made groups guess others' codes.
    const secure = vi.spyOn(crypto, "randomInt");
    const weak = vi.spyOn(Math, "random");
    for (let i = 0; i < 10; i++) generateGroupCode();
    expect(secure).toHaveBeenCalledTimes(60);
    for (const call of secure.mock.calls) expect(call).toEqual([GROUP_CODE_ALPHABET.length]);
    expect(weak).not.toHaveBeenCalled();
  });

  it("use every symbol about equally often (chi-square over 31 000 symbols)", () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 31_000 / 6; i++) for (const symbol of generateGroupCode()) seen.set(symbol, (seen.get(symbol) ?? 0) + 1);
    const total = [...seen.values()].reduce((sum, n) => sum + n, 0);
    const expected = total / GROUP_CODE_ALPHABET.length;
    const chiSquare = [...GROUP_CODE_ALPHABET].reduce((sum, symbol) => sum + ((seen.get(symbol) ?? 0) - expected) ** 2 / expected, 0);
    expect(seen.size).toBe(GROUP_CODE_ALPHABET.length);
    // 30 degrees of freedom: 59.7 is the 0.1% critical value, so an honest generator fails once in a thousand runs.
    expect(chiSquare).toBeLessThan(59.7);
  });

  it("match the database's format and vary from draw to draw", () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateGroupCode()));
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(codes.size).toBeGreaterThan(195);
  });
});
