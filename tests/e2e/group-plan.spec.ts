// A group runs a plan, in real Chromium, in separate browser contexts: a leader and two families,
// one with a son under 13. The group runs a plan from a start date, both families see the same week, a dad posts
// in the week's conversation, the leader sees no counts while two families keep their progress to themselves and
// 1 of 2 finished with the drop-off chart once both share, and the young son sees no conversation and appears by his
// first name only.
import type { Browser, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { leaderStartsGroupPlan } from "./support/group-world.ts";
import { screenshotAtTwoWidths } from "./support/screenshots.ts";
import { expect, registerDad, sendAsTheApp, test, TEST_PASSWORD, uniqueTag } from "./support/fixtures.ts";
import { groupMessages } from "../../src/shared/schemas/groups.ts";

/** The machine runs several suites at once: a first paint after a navigation may take longer than the default. */
const SLOW = { timeout: 60_000 };

/**
 * A person's own browser context, signed in through the API (the sign-in screen is auth.spec's; on a busy machine it
 * can take longer than its helper waits), then on `path`.
 */
async function signedIn(
  browser: Browser,
  account: { email: string; password: string },
  path: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = sendAsTheApp(await (await browser.newContext(viewport ? { viewport } : {})).newPage());
  const response = await page.request.post("/api/auth/sign-in/email", { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(path);
  return page;
}

test("a group runs a plan: one week for every family, a conversation for the dads, counts for the leader", async ({ browser }) => {
  // Four people in four browser contexts and several accessibility scans, on machines shared by other suites.
  test.setTimeout(360_000);
  const tag = uniqueTag();
  const { dad: leaderAccount } = await registerDad();
  const { dad: dadA } = await registerDad();
  const { dad: dadB } = await registerDad();

  // The leader starts the group (the create screen is groups.spec's) and chooses the plan and today as its start.
  const leader = await signedIn(browser, leaderAccount, "/groups");
  const { group, planTitle } = await leaderStartsGroupPlan(leader, { name: `Saturday Breakfast ${tag}` });

  // Dad A joins with the code typed as he reads it: lower case, with a space (codes are forgiving).
  const a = await signedIn(browser, dadA, "/groups");
  await a.getByRole("button", { name: "Join Group" }).first().click(SLOW);
  const dialog = a.getByRole("dialog", { name: "Join Group" });
  await dialog.getByLabel("Group code").fill(`${group.code.slice(0, 3).toLowerCase()} ${group.code.slice(3).toLowerCase()}`);
  await expect(dialog.getByLabel("Group code")).toHaveValue(group.code);
  await dialog.getByRole("button", { name: "Join Group" }).click();
  await expect(a).toHaveURL(new RegExp(`/group/${group.id}$`), SLOW);
  await a.getByRole("button", { name: "Follow with the group" }).click(SLOW);
  await expect(a.getByText("Your family now follows the group's plan on its schedule.")).toBeVisible(SLOW);

  // Dad B and his son under 13 (added by his dad, no address): the dad joins, then the son joins with him there.
  const b = await signedIn(browser, dadB, "/family");
  const sonName = `Eli Young${tag}`;
  const added = await b.request.post("/api/family/sons", {
    data: { fullName: sonName, password: `${TEST_PASSWORD}-young`, ageBand: "under_13", consent: true },
  });
  expect(added.status()).toBe(201);
  const sonEmail = ((await added.json()) as { son: { signInEmail: string } }).son.signInEmail;
  expect((await b.request.post("/api/groups/join", { data: { code: group.code } })).status()).toBe(200);
  await b.goto(`/group/${group.id}`);
  await b.getByRole("button", { name: "Follow with the group" }).click(SLOW);
  await expect(b.getByText("Your family follows this plan on the group's schedule.")).toBeVisible(SLOW);

  const son = await signedIn(browser, { email: sonEmail, password: `${TEST_PASSWORD}-young` }, "/groups", { width: 390, height: 844 });
  expect((await son.request.post("/api/groups/join", { data: { code: group.code } })).status()).toBe(200);

  // Both families — and the son — see the same week of the same plan.
  await a.reload();
  await expect(a.getByTestId("group-week")).toBeVisible(SLOW);
  await expect(b.getByTestId("group-week")).toBeVisible(SLOW);
  const weekA = (await a.getByTestId("group-week").textContent())?.trim();
  const weekB = (await b.getByTestId("group-week").textContent())?.trim();
  expect(weekA).toMatch(/week 1 of \d+/);
  expect(weekB).toBe(weekA);
  await expect(a.getByText(planTitle, { exact: true })).toBeVisible();

  // Dad A posts in the week's conversation; dad B reads it.
  const conversation = a.getByRole("heading", { name: "Week 1 conversation" });
  await expect(conversation).toBeVisible(SLOW);
  await a.getByLabel("Post in week 1").fill("We read it at breakfast and did the push-ups together.");
  await a.getByRole("button", { name: "Post", exact: true }).click();
  await expect(a.getByRole("list", { name: "Posts of week 1" }).getByText("We read it at breakfast")).toBeVisible(SLOW);
  await expectNoSeriousA11yViolations(a);
  await screenshotAtTwoWidths(a, "group-plan-dad", { target: conversation });
  await b.reload();
  await expect(b.getByRole("list", { name: "Posts of week 1" }).getByText("We read it at breakfast")).toBeVisible(SLOW);

  // Family A finishes week 1 (the week page's ticks are weekly-journey.spec's).
  for (const flag of ["devotional", "challenge", "journal"]) {
    expect((await a.request.put("/api/progress/1", { data: { flag, completed: true } })).status()).toBe(200);
  }

  // The young son: the group's week, no conversation at all.
  await son.goto(`/group/${group.id}`);
  await expect(son.getByTestId("group-week")).toHaveText(weekA ?? "", SLOW);
  await expect(son.getByRole("heading", { name: /conversation/i })).toHaveCount(0);
  await expect(son.getByText("We read it at breakfast")).toHaveCount(0);
  await expectNoSeriousA11yViolations(son);

  // The leader: two families that keep their progress to themselves are too few to count (the counts would tell
  // them apart), so he reads the suppression instead of numbers; the young son by his first name only.
  await leader.reload();
  await expect(leader.getByTestId("leader-week-summary")).toHaveText("Week 1: fewer than 3 families to count", SLOW);
  await expect(leader.getByText(groupMessages.countsHidden)).toBeVisible();
  await expect(leader.getByRole("img", { name: "Families started and finished by week" })).toHaveCount(0);
  await expect(leader.getByText("2 families keep their progress to themselves.")).toBeVisible();
  await expect(leader.getByText("Eli", { exact: true })).toBeVisible();
  await expect(leader.getByText(sonName)).toHaveCount(0);
  await expectNoSeriousA11yViolations(leader);

  // Dad B's /family says what each of his organizations and groups can see, with the switch.
  await b.goto("/family");
  await expect(b.getByRole("heading", { name: "Your organizations and groups" })).toBeVisible(SLOW);
  await b.getByRole("switch", { name: new RegExp(`Saturday Breakfast ${tag}`) }).click();
  await expect(b.getByText("On: its leaders see which weeks your family finished.")).toBeVisible(SLOW);
  await expectNoSeriousA11yViolations(b);
  await leader.reload();
  await expect(leader.getByText(`${dadB.fullName}`, { exact: false }).first()).toBeVisible();
  await expect(leader.getByText(/with Eli: no week finished yet/)).toBeVisible(SLOW);
  // One family left to itself: still no counts, or they would be its weeks.
  await expect(leader.getByTestId("leader-week-summary")).toHaveText("Week 1: fewer than 3 families to count");

  // Dad A shares too: the counts hide nobody now. 1 of 2 finished, the chart with its table.
  expect((await a.request.put(`/api/groups/${group.id}/sharing`, { data: { sharesProgress: true } })).status()).toBe(200);
  await leader.reload();
  await expect(leader.getByTestId("leader-week-summary")).toHaveText(/Week 1: 1 of 2 families finished, 1 started/, SLOW);
  const chart = leader.getByRole("img", { name: "Families started and finished by week" });
  await expect(chart).toBeVisible();
  await expect(leader.getByRole("table").getByRole("row", { name: /Week 1/ })).toContainText("1 of 2");
  await expectNoSeriousA11yViolations(leader);
  await screenshotAtTwoWidths(leader, "group-plan-leader", { target: leader.getByRole("heading", { name: "How the group is doing" }) });
});
