// The church circle's first steps, across three browser contexts: a leader
// who is not a dad starts an organization from /churches without choosing a family plan, shares the invitation link
// (with its QR code); a family opens it, signs in, the dad accepts for his family and the roster shows it (the dad's
// name and one son, never the son's name); the dad leaves from /family and the roster is empty again; anyone reads the
// organization's public page; the leader prints a week's guide. Screenshots at 390 and 1280 px, axe on each screen.
import { expect, test, registerFamily, TEST_PASSWORD, uniqueTag, sendAsTheApp, signInThroughUi } from "./support/fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { waitForMail } from "./support/outbox.ts";
import { familyInvitationMessages } from "../../src/shared/schemas/organization-families.ts";
import { screenshotAtTwoWidths } from "./support/screenshots.ts";

test("a leader starts an organization from /churches, a family joins by the link and leaves, the public page and the leader guide", async ({
  page,
  browser,
}) => {
  // One journey across three contexts with five screenshots: longer than the default 30 s on a shared machine.
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const leaderEmail = `leader.${tag}@example.com`;
  const organizationName = `St Andrew Men ${tag}`;

  // The page for churches, signed out; the footer's "For Churches & Ministries" leads here.
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "For Churches & Ministries" })).toHaveAttribute("href", "/churches");
  await page.goto("/churches");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Bring your fathers and sons");
  await expect(page.getByText("12% commission")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What it costs" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "churches");

  // A leader's registration: no son, no family plan; straight on to creating the organization.
  await page.getByRole("link", { name: "Start your organization" }).first().click();
  await expect(page).toHaveURL(/\/register\?for=organization$/);
  await expect(page.getByRole("heading", { name: "Start Your Organization" })).toBeVisible();
  await expect(page.getByLabel("I want to register my son as well")).toBeHidden();
  await page.getByLabel("Full name", { exact: true }).fill(`Pastor Mark ${tag}`);
  await page.getByLabel("Email", { exact: true }).fill(leaderEmail);
  await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Confirm password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/organizations\/create$/);
  await page.getByLabel("Organization name").fill(organizationName);
  await page.getByLabel("Description (optional)").fill("Fathers and sons of St Andrew's, every Saturday at seven.");
  await page.getByRole("button", { name: "Create Organization" }).click();
  await expect(page).toHaveURL(/\/organizations$/);

  // The invitation link and its QR code.
  await page.getByRole("link", { name: "Families" }).click();
  await expect(page).toHaveURL(/\/organizations\/families$/);
  await expect(page.getByText("No family has joined yet.")).toBeVisible();
  await page.getByRole("button", { name: "Create invitation link" }).click();
  await expect(page.getByRole("img", { name: "QR code of the invitation link" })).toBeVisible();
  const link = await page.getByLabel("Link", { exact: true }).inputValue();
  expect(link).toMatch(/\/join\?token=[A-Za-z0-9_-]+$/);

  // A bad address in the e-mail list: the message names it, nothing is sent.
  await page.getByLabel("E-mail addresses").fill(`friend.${tag}@example.com, not-an-address`);
  await page.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByText('"not-an-address" is not a valid email address')).toBeVisible();
  await page.getByLabel("E-mail addresses").fill(`friend.${tag}@example.com`);
  await page.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByText("1 invitation sent.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Sent invitations" })).toContainText(`friend.${tag}@example.com`);

  // A family opens the link signed out, signs in, and the dad accepts for his family.
  const { dad, son } = await registerFamily();
  const familyContext = await browser.newContext();
  const dadPage = sendAsTheApp(await familyContext.newPage());
  await dadPage.goto(new URL(link).pathname + new URL(link).search);
  // A fresh context loads the whole app: on a machine shared by other suites that can take longer than the default.
  await expect(dadPage.getByRole("heading", { name: `Join ${organizationName}` })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(dadPage);
  // "Sign in to accept" opens the sign-in screen, which brings him back to the invitation.
  await dadPage.getByRole("link", { name: "Sign in to accept" }).click();
  await expect(dadPage).toHaveURL(/\/login$/);
  await signInThroughUi(dadPage, dad);
  await expect(dadPage).toHaveURL(new RegExp(`/join\\?token=${new URL(link).searchParams.get("token")}$`), { timeout: 30_000 });
  await dadPage.getByRole("button", { name: "Accept for my family" }).click();
  await expect(dadPage.getByText(`Your family joined ${organizationName}`)).toBeVisible();
  await screenshotAtTwoWidths(dadPage, "churches-join");

  // The roster: the family, one son, never the son's name.
  await page.reload();
  const roster = page.getByRole("region", { name: "Member families" });
  await expect(roster).toContainText(`${dad.fullName}'s family`);
  await expect(roster.getByRole("row").nth(1)).toContainText("1");
  await expect(page.locator("main")).not.toContainText(son.fullName);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "churches-families");

  // The dad leaves from his family page; the roster is empty again.
  await dadPage.goto("/family");
  const organizations = dadPage.getByRole("list", { name: "Your organizations" });
  await expect(organizations).toContainText(organizationName);
  await dadPage.getByRole("button", { name: `Leave ${organizationName}` }).click();
  await dadPage.getByRole("dialog").getByRole("button", { name: "Leave" }).click();
  await expect(dadPage.getByText(`Your family left ${organizationName}`)).toBeVisible();
  await page.reload();
  await expect(page.getByText("No family has joined yet.")).toBeVisible();
  // Out again, he opens the invitation mailed to his friend: it is for his friend's address; the page names it,
  // masked, and he cannot accept it.
  const mailed = new URL((await waitForMail(`friend.${tag}@example.com`, { subject: /^Join / })).links.find((url) => url.includes("/join?token=")) ?? "");
  await dadPage.goto(mailed.pathname + mailed.search);
  await expect(dadPage.getByText(familyInvitationMessages.sentTo("f***@example.com"), { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(dadPage.getByText(familyInvitationMessages.forAnotherAddress("f***@example.com"))).toBeVisible();
  await expect(dadPage.getByRole("button", { name: "Accept for my family" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(dadPage);
  await familyContext.close();

  // Anyone reads the organization's public page.
  const slug = await page.evaluate(async () => {
    const answer = (await (await fetch("/api/organizations/mine")).json()) as { organization: { slug: string } };
    return answer.organization.slug;
  });
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/o/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: organizationName })).toBeVisible();
  await expect(visitor.getByText(`${organizationName} has not published a plan yet.`)).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await screenshotAtTwoWidths(visitor, "churches-public-page");
  await visitorContext.close();

  // The leader guide of a week, and its print view.
  const leader = sendAsTheApp(page);
  const plan = await leader.request.post("/api/organizations/mine/plans", { data: { title: `Saturday Breakfast ${tag}`, durationWeeks: 2 } });
  const planId = ((await plan.json()) as { plan: { id: number } }).plan.id;
  const devotional = await leader.request.post("/api/organizations/mine/devotionals", {
    data: {
      title: "Iron Sharpens Iron",
      scriptureReference: "Proverbs 27:17",
      content: "As iron sharpens iron, a father and his son shape each other.",
      discussionQuestions: ["Who sharpened you this week?", "Where did you and your son work side by side?"],
      weekNumber: 1,
    },
  });
  const devotionalId = ((await devotional.json()) as { id: number }).id;
  expect(
    (
      await leader.request.put(`/api/organizations/mine/plans/${planId}/content`, {
        data: { weeks: [{ weekNumber: 1, devotionalId, challengeId: null, dadsCornerId: null }] },
      })
    ).status(),
  ).toBe(200);
  await page.goto("/organizations");
  await page.getByRole("link", { name: `Leader Guide for Saturday Breakfast ${tag}` }).click();
  await expect(page.getByRole("heading", { name: `Saturday Breakfast ${tag}: week 1` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Discussion questions" })).toBeVisible();
  await expect(page.getByText("Who sharpened you this week?")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtTwoWidths(page, "churches-leader-guide");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByText("Who sharpened you this week?")).toBeVisible();
  await page.setViewportSize({ width: 800, height: 1100 });
  await page.screenshot({ path: "docs/areas/img/churches-leader-guide-print.png" });
  await page.emulateMedia({ media: "screen" });
});
