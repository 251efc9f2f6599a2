// Where StrongBond opens for each person: after sign-in and from the installed app's start page.
import { describe, expect, it } from "vitest";
import { patterns } from "../paths.ts";
import { APP_START_PATH, homePathOf, SIGNED_OUT_START_PATH } from "../../shared/home-path.ts";

const dad = { role: "dad" as const, isGlobalAdmin: false, organizationRole: null, selectedPlanId: 3 };

describe("homePathOf", () => {
  it("opens each person's own place", () => {
    expect(homePathOf(dad)).toBe(patterns.dashboardDad);
    expect(homePathOf({ role: "son", isGlobalAdmin: false })).toBe(patterns.dashboardSon);
    expect(homePathOf({ role: "admin", isGlobalAdmin: true })).toBe(patterns.admin);
    expect(homePathOf({ role: "admin", isGlobalAdmin: false, organizationRole: "owner" })).toBe(patterns.organizations);
  });

  it("opens a leader's church while his family has no plan, his family's week once it has one", () => {
    expect(homePathOf({ ...dad, organizationRole: "owner", selectedPlanId: null })).toBe(patterns.organizations);
    expect(homePathOf({ ...dad, organizationRole: "owner" })).toBe(patterns.dashboardDad);
  });

  it("opens only /account for a son who must choose his own password", () => {
    expect(homePathOf({ role: "son", isGlobalAdmin: false, mustChoosePassword: true })).toBe(patterns.account);
  });

  it("names paths of the app's registry", () => {
    expect(APP_START_PATH).toBe(patterns.appStart);
    expect(SIGNED_OUT_START_PATH).toBe(patterns.login);
  });
});
