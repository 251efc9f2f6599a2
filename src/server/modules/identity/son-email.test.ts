import { describe, expect, it } from "vitest";
import { familyAddressName, familySignInNameOf, generateFamilyAddress, isFamilyAddress } from "./son-email.ts";

describe("a son's generated sign-in address", () => {
  it("comes with a family sign-in name made from it, within the name rule, so the address is never shown", () => {
    expect(familySignInNameOf("eli.dvag25@family.strongbond.invalid")).toBe("eli-dvag25");
    expect(familySignInNameOf("4ty.abcdef@family.strongbond.invalid")).toBe("s4ty-abcdef");
    const long = familySignInNameOf(generateFamilyAddress("Maximilianalexander Long"));
    expect(long).toMatch(/^maximilianalexand-[a-z2-9]{6}$/);
    for (let i = 0; i < 50; i++) expect(familySignInNameOf(generateFamilyAddress("Éloïse 3rd"))).toMatch(/^[a-z][a-z0-9-]{2,23}$/);
  });

  it("starts with his first name, lowercased and reduced to a-z0-9", () => {
    expect(familyAddressName("Luke  Skywalker")).toBe("luke");
    expect(familyAddressName(" José María O'Neil ")).toBe("jose");
    expect(familyAddressName("!!!")).toBe("son");
  });

  it("is not guessable from his name: a random suffix, never name.surname, never twice the same", () => {
    const addresses = new Set(Array.from({ length: 200 }, () => generateFamilyAddress("Charlie Son")));
    expect(addresses.size).toBe(200);
    for (const address of addresses) {
      expect(address).toMatch(/^charlie\.[a-z2-9]{6}@family\.strongbond\.invalid$/);
      expect(address).not.toContain("charlie.son");
    }
  });

  it("lives at a reserved .invalid domain no real mailbox can have", () => {
    expect(generateFamilyAddress("Sam").endsWith(".invalid")).toBe(true);
    expect(isFamilyAddress(generateFamilyAddress("Sam"))).toBe(true);
    expect(isFamilyAddress("sam@example.com")).toBe(false);
  });
});
