import { describe, expect, it } from "vitest";
import { formatMemberCount, type TGroupMember } from "../../../shared/schemas/groups.ts";
import { initials, leaveOutcome, normalizeCodeInput } from "./group-rules.ts";

const member = (userId: string, groupRole: TGroupMember["groupRole"]): TGroupMember => ({
  userId,
  fullName: userId,
  avatarUrl: null,
  accountRole: "dad",
  groupRole,
  joinedAt: "2026-01-01T00:00:00.000Z",
});

describe("group screen rules", () => {
  it("says '1 member' and 'n members'", () => {
    expect(formatMemberCount(1)).toBe("1 member");
    expect(formatMemberCount(0)).toBe("0 members");
    expect(formatMemberCount(12)).toBe("12 members");
  });

  it("uppercases a typed or pasted code and keeps at most 6 characters", () => {
    expect(normalizeCodeInput("abc")).toBe("ABC");
    expect(normalizeCodeInput(" ab cd ef ")).toBe("ABCDEF");
    expect(normalizeCodeInput("abcdefgh")).toBe("ABCDEF");
    expect(normalizeCodeInput("VYW NYM")).toBe("VYWNYM");
    expect(normalizeCodeInput("vyw-nym")).toBe("VYWNYM");
    expect(normalizeCodeInput("vywnym")).toBe("VYWNYM");
  });

  it("makes avatar initials from a name", () => {
    expect(initials("Mark Stone")).toBe("MS");
    expect(initials("  sam  ")).toBe("S");
    expect(initials("John Paul Jones")).toBe("JJ");
    expect(initials("")).toBe("?");
  });

  it("tells what leaving means", () => {
    expect(leaveOutcome({ myRole: "leader", memberCount: 1, members: [member("a", "leader")] })).toBe("deletes-group");
    expect(leaveOutcome({ myRole: "leader", memberCount: 2, members: [member("a", "leader"), member("b", "member")] })).toBe("must-promote-first");
    expect(leaveOutcome({ myRole: "leader", memberCount: 2, members: [member("a", "leader"), member("b", "leader")] })).toBe("leaves");
    expect(leaveOutcome({ myRole: "member", memberCount: 2, members: [member("a", "leader"), member("b", "member")] })).toBe("leaves");
  });
});
