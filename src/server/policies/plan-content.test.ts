// The rule "which plan a group may run" (also used by a church's new group): a listed plan that is
// not kept for members anywhere; an organization's own plans — members-only and unlisted ones included — only in
// that organization's groups.
import { describe, expect, it } from "vitest";
import { groupMayRunPlan } from "./plan-content.ts";

const church = 7;
const listed = { isPublic: true, membersOnly: false, organizationId: null };
const churchMembersOnly = { isPublic: true, membersOnly: true, organizationId: church };
const churchUnlisted = { isPublic: false, membersOnly: false, organizationId: church };
const otherChurchMembersOnly = { isPublic: true, membersOnly: true, organizationId: 8 };

describe("groupMayRunPlan", () => {
  it("lets any group run a listed plan that is not members-only", () => {
    expect(groupMayRunPlan({ plan: listed, groupOrganizationId: null })).toBe(true);
    expect(groupMayRunPlan({ plan: listed, groupOrganizationId: church })).toBe(true);
  });

  it("runs a church's members-only and unlisted plans in that church's groups only", () => {
    expect(groupMayRunPlan({ plan: churchMembersOnly, groupOrganizationId: church })).toBe(true);
    expect(groupMayRunPlan({ plan: churchUnlisted, groupOrganizationId: church })).toBe(true);
    expect(groupMayRunPlan({ plan: churchMembersOnly, groupOrganizationId: null })).toBe(false);
    expect(groupMayRunPlan({ plan: churchMembersOnly, groupOrganizationId: 8 })).toBe(false);
    expect(groupMayRunPlan({ plan: churchUnlisted, groupOrganizationId: null })).toBe(false);
    expect(groupMayRunPlan({ plan: otherChurchMembersOnly, groupOrganizationId: church })).toBe(false);
  });

  it("runs no unknown (or unpublished) plan", () => {
    expect(groupMayRunPlan({ plan: undefined, groupOrganizationId: church })).toBe(false);
  });
});
