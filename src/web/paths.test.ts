import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";

describe("paths", () => {
  it("builds parameterised paths", () => {
    expect(paths.week(3)).toBe("/week/3");
    expect(paths.week(2, "challenge")).toBe("/week/2#challenge");
    expect(paths.planDetail(7)).toBe("/marketplace/plans/7");
    expect(paths.groupDetail("12")).toBe("/group/12");
    expect(paths.adminStudio.planContent(4)).toBe("/admin/plans/4/content");
  });

  it("builds the journal's query and leaves out what is not set", () => {
    expect(paths.journal()).toBe("/journal");
    expect(paths.journal({ week: 2, type: "fitness", title: "Fitness Log: Push-ups" })).toBe("/journal?week=2&title=Fitness+Log%3A+Push-ups&type=fitness");
  });

  it("picks the dashboard by role", () => {
    expect(paths.dashboardFor("dad")).toBe("/dashboard/dad");
    expect(paths.dashboardFor("son")).toBe("/dashboard/son");
    expect(paths.dashboardFor("admin")).toBe("/admin");
    expect(paths.dashboardFor(null)).toBe("/");
  });
});
