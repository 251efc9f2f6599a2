import { describe, expect, it } from "vitest";
import { formatMemberCount, type TGroupMember } from "../../../shared/schemas/groups.ts";
import { itAnswersEach } from "../../../../tests/support/answer-table.ts";
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
  describe("says '1 member' and 'n members'", () => {
    itAnswersEach(formatMemberCount, "%s → %s", [
      [1, "1 member"],
      [0, "0 members"],
      [12, "12 members"],
    ]);
  });

  describe("uppercases a typed or pasted code and keeps at most 6 characters", () => {
    itAnswersEach(normalizeCodeInput, "%j → %j", [
      ["abc", "ABC"],
      [" ab cd ef ", "ABCDEF"],
      ["abcdefgh", "ABCDEF"],
      ["VYW NYM", "VYWNYM"],
      ["vyw-nym", "VYWNYM"],
      ["vywnym", "VYWNYM"],
    ]);
  });

  describe("makes avatar initials from a name", () => {
    itAnswersEach(initials, "%j → %j", [
      ["Mark Stone", "MS"],
      ["  sam  ", "S"],
      ["John Paul Jones", "JJ"],
      ["", "?"],
    ]);
  });

  it("tells what leaving means", () => {
    expect(leaveOutcome({ myRole: "leader", memberCount: 1, members: [member("a", "leader")] })).toBe("deletes-group");
    expect(leaveOutcome({ myRole: "leader", memberCount: 2, members: [member("a", "leader"), member("b", "member")] })).toBe("must-promote-first");
    expect(leaveOutcome({ myRole: "leader", memberCount: 2, members: [member("a", "leader"), member("b", "leader")] })).toBe("leaves");
    expect(leaveOutcome({ myRole: "member", memberCount: 2, members: [member("a", "leader"), member("b", "member")] })).toBe("leaves");
  });
});
