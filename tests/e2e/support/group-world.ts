// A group that runs a plan, set up as its leader does it: the group made through the API (the create screen is
// groups.spec's), then the plan — and, when given, week 1's start date — chosen on the group page. Shared by the
// group-plan and church-circle journeys.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

const SLOW = { timeout: 60_000 };

export interface GroupWithPlan {
  group: { id: number; code: string };
  /** The plan's title as the group page's plan list names it. */
  planTitle: string;
}

/** The browser's own today (YYYY-MM-DD), as the date fields use it. */
export function localToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  });
}

/**
 * `leader` (signed in) creates a group named `name` — an organization's when `organizationId` is given — and chooses
 * the first plan on offer on its page, starting on `startsOn` when given (else the page's default), and saves.
 */
export async function leaderStartsGroupPlan(leader: Page, options: { name: string; organizationId?: number; startsOn?: string }): Promise<GroupWithPlan> {
  const data = options.organizationId === undefined ? { name: options.name } : { name: options.name, organizationId: options.organizationId };
  const created = await leader.request.post("/api/groups", { data });
  expect(created.status(), await created.text()).toBe(201);
  const group = ((await created.json()) as { group: { id: number; code: string } }).group;
  await leader.goto(`/group/${group.id}`);
  await expect(leader.getByText("This group has not chosen a plan yet.")).toBeVisible(SLOW);
  const planSelect = leader.getByLabel("Plan", { exact: true });
  await expect(planSelect.locator("option")).not.toHaveCount(1, SLOW);
  await planSelect.selectOption({ index: 1 });
  if (options.startsOn) await leader.getByLabel("Week 1 starts on").fill(options.startsOn);
  await leader.getByRole("button", { name: "Save plan and start date" }).click();
  await expect(leader.getByText("The group's plan and start date are saved.")).toBeVisible(SLOW);
  const planTitle = (await planSelect.locator("option:checked").textContent())?.trim() ?? "";
  return { group, planTitle };
}
