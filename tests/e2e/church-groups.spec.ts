// A church's group and the one invitation that brings a family all the way in, across two browser
// contexts: a leader starts his church, makes its group from the church dashboard with a plan and a start date and
// gets the group's short link and poster; a new dad opens the short link, creates his account with his son from it,
// accepts, and lands on the group's week, with the next step for his son; the leader sees the family counted, and the
// dad sees the church's groups on its page. Screenshots at 390 and 1280 px, axe on each screen.
import { expect, test, TEST_PASSWORD, uniqueTag, sendAsTheApp } from "./support/fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { localToday } from "./support/group-world.ts";
import { screenshotAtTwoWidths } from "./support/screenshots.ts";

const SLOW = { timeout: 30_000 };

test("a leader makes his church's group with a plan and a start date; a new dad joins by its short link and lands on the group's week", async ({
  page: leader,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const churchName = `Hope Chapel ${tag}`;
  const groupName = `Friday Fathers ${tag}`;

  // ---- The leader registers for his church and starts it.
  await leader.goto("/register?for=organization");
  await leader.getByLabel("Full name", { exact: true }).fill(`Pastor Paul ${tag}`);
  await leader.getByLabel("Email", { exact: true }).fill(`pastor.${tag}@example.com`);
  await leader.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await leader.getByLabel("Confirm password").fill(TEST_PASSWORD);
  await leader.getByRole("button", { name: "Create Account" }).click();
  await expect(leader).toHaveURL(/\/organizations\/create$/, SLOW);
  await leader.getByLabel("Organization name").fill(churchName);
  await leader.getByRole("button", { name: "Create Organization" }).click();
  await expect(leader).toHaveURL(/\/organizations$/, SLOW);

  // ---- The church's group: name, description, a plan the church may run, week 1 today. A bad name first.
  const groups = leader.getByRole("region", { name: "Groups", exact: true });
  await expect(groups.getByText("No groups yet")).toBeVisible(SLOW);
  await groups.getByRole("button", { name: "New group" }).click();
  const form = leader.getByRole("form", { name: "New group" });
  await form.getByRole("button", { name: "Create group" }).click();
  await expect(form.getByText("Group name is required")).toBeVisible();
  await expect(form.getByText("Choose a plan for the group")).toBeVisible();
  await form.getByLabel("Group name").fill(groupName);
  await form.getByLabel("Description (optional)").fill("Fridays at 6:30 in the fellowship hall, breakfast first.");
  const planSelect = form.getByLabel("Plan", { exact: true });
  await planSelect.selectOption({ index: 1 });
  const planTitle = ((await planSelect.locator("option:checked").textContent()) ?? "").replace(/ \(\d+ weeks?.*\)$/, "").trim();
  await form.getByLabel("Week 1 starts on").fill(await localToday(leader));
  await expectNoSeriousA11yViolations(leader);
  await form.getByRole("button", { name: "Create group" }).click();
  await expect(leader.getByText(`${groupName} is ready. Share its invitation link to bring families in.`)).toBeVisible(SLOW);
  const card = groups.getByRole("listitem", { name: groupName });
  await expect(card).toContainText(planTitle);
  await expect(card).toContainText("Week 1 of");
  await expect(card.getByTestId("church-group-counts")).toHaveText("1 member · 0 families on its plan");

  // Its invitation link: a short address, and a poster for the bulletin and the screen.
  await card.getByRole("button", { name: `Create invitation link for ${groupName}` }).click();
  const shortLink = card.getByLabel(`Invitation link for ${groupName}`);
  await expect(shortLink).toHaveValue(/\/j\/[A-Z2-9]{8}$/, SLOW);
  const shortUrl = new URL(await shortLink.inputValue());
  await card.getByRole("link", { name: `Print a poster for ${groupName}` }).click();
  await expect(leader).toHaveURL(/\/organizations\/families\/poster\?group=\d+$/);
  const poster = leader.getByRole("article", { name: "Poster" });
  await expect(poster.getByRole("heading", { level: 1, name: churchName })).toBeVisible(SLOW);
  await expect(poster.getByText(groupName)).toBeVisible();
  await expect(poster.getByTestId("poster-link")).toHaveText(shortUrl.href);
  await expect(poster.getByRole("img", { name: "QR code of the invitation link" })).toBeVisible();
  await expectNoSeriousA11yViolations(leader);
  await screenshotAtTwoWidths(leader, "church-group-poster");

  // ---- A new dad, on his phone: the short link opens the invitation, with the group, its plan and its week.
  const dadContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const dad = sendAsTheApp(await dadContext.newPage());
  await dad.goto(shortUrl.pathname);
  await expect(dad).toHaveURL(/\/join\?token=[A-Za-z0-9_-]+$/, SLOW);
  const joinUrl = new URL(dad.url());
  await expect(dad.getByRole("heading", { level: 1, name: `Join ${churchName}` })).toBeVisible(SLOW);
  await expect(dad.getByText(groupName)).toBeVisible();
  await expect(dad.getByTestId("invitation-schedule")).toHaveText(new RegExp(`^${planTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: week 1 of \\d+$`));
  await expectNoSeriousA11yViolations(dad);
  await screenshotAtTwoWidths(dad, "church-group-invitation");

  // He creates his family's account with his son from it, and comes back to the invitation.
  await dad.getByRole("link", { name: "Create your family's account" }).click();
  await expect(dad).toHaveURL(/\/register$/);
  await expect(dad.getByText("Then you come back to your invitation to accept it for your family.")).toBeVisible();
  await dad.getByLabel("Full name", { exact: true }).fill(`Mark Rivers ${tag}`);
  await dad.getByLabel("Email", { exact: true }).fill(`mark.${tag}@example.com`);
  await dad.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await dad.getByLabel("Confirm password").fill(TEST_PASSWORD);
  await dad.getByLabel("I want to register my son as well").check();
  await dad.getByLabel("Son's full name").fill(`Jake Rivers ${tag}`);
  await dad.getByLabel("Son's password").fill(`${TEST_PASSWORD}-son`);
  await dad.getByLabel("Son's age").selectOption({ label: "Under 13" });
  await dad.getByRole("button", { name: "Create Account" }).click();
  await expect(dad).toHaveURL(new RegExp(`/join\\?token=${joinUrl.searchParams.get("token")}$`), SLOW);

  // One tap: the church, the group and its plan's week; then the next step for his son.
  await dad.getByRole("button", { name: "Accept for my family" }).click(SLOW);
  await expect(dad.getByText(`Your family joined ${churchName} and its group ${groupName}`)).toBeVisible(SLOW);
  await expect(dad.getByText(`Your family is on week 1 of ${planTitle}, with ${groupName}.`)).toBeVisible();
  await expect(dad.getByRole("heading", { name: "Next: your sons" })).toBeVisible();
  await expect(dad.getByRole("link", { name: "Your sons' sign-in" })).toHaveAttribute("href", "/family");
  await expectNoSeriousA11yViolations(dad);
  await screenshotAtTwoWidths(dad, "church-group-joined");
  await dad.getByRole("link", { name: "Open week 1" }).click();
  await expect(dad).toHaveURL(/\/week\/1$/, SLOW);
  await expect(dad.getByRole("heading", { level: 1, name: "Week 1" })).toBeVisible(SLOW);

  // ---- The leader sees the family counted on his church's dashboard.
  await leader.goto("/organizations");
  await expect(groups.getByRole("listitem", { name: groupName }).getByTestId("church-group-counts")).toHaveText("2 members · 1 family on its plan", SLOW);
  await expectNoSeriousA11yViolations(leader);
  await screenshotAtTwoWidths(leader, "church-groups", { target: groups });

  // ---- The dad sees his church's groups on its page (a member family's view; the public never sees them).
  const slug = ((await (await leader.request.get("/api/organizations/mine")).json()) as { organization: { slug: string } }).organization.slug;
  await dad.goto(`/o/${slug}`);
  const list = dad.getByRole("list", { name: `Groups of ${churchName}` });
  await expect(list).toContainText(groupName, SLOW);
  await expect(list).toContainText("2 members");
  await expect(list.getByRole("link", { name: `Open ${groupName}` })).toBeVisible();
  await expectNoSeriousA11yViolations(dad);
  await dadContext.close();
});
