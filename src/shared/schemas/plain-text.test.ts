import { describe, expect, it } from "vitest";
import { z } from "zod";
import { hasHiddenCharacters, HIDDEN_CHARACTER_MESSAGE, plainText } from "./plain-text.ts";

describe("hasHiddenCharacters", () => {
  it("finds every bidi control and zero-width character", () => {
    const hidden = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x200b, 0x200c, 0x200d, 0x2060, 0xfeff];
    for (const code of hidden) expect(hasHiddenCharacters(`Dad${String.fromCodePoint(code)}Alpha`), code.toString(16)).toBe(true);
  });

  it("keeps ordinary names, accents, other scripts and emoji sequences joined by U+200D", () => {
    for (const name of ["Dad Alpha", "José Núñez", "Ñandú", "שלום", "محمد", "李雷", "Dads 👨‍👦", "👨🏽‍👦 team", "❤️‍🔥"]) {
      expect(hasHiddenCharacters(name), name).toBe(false);
    }
  });

  it("refuses a zero-width joiner that does not join two pictographs", () => {
    for (const name of ["Dad\u200D", "\u200D👦", "👨\u200Dx"]) expect(hasHiddenCharacters(name), name).toBe(true);
  });
});

describe("plainText", () => {
  it("adds the field message to a string schema and keeps its other rules", () => {
    const name = plainText(z.string().trim().min(1, "Required").max(5, "Too long"));
    expect(name.safeParse(" Tim ").data).toBe("Tim");
    expect(name.safeParse("T\u202Eim").error?.issues.map((i) => i.message)).toEqual([HIDDEN_CHARACTER_MESSAGE]);
    expect(name.safeParse("").error?.issues[0]?.message).toBe("Required");
  });
});
