import { describe, expect, it } from "vitest";
import { familyAddressName, generateFamilyAddress, isFamilyAddress } from "./son-email.ts";

describe("a son's generated sign-in address (decision 009)", () => {
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
