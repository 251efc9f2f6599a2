// The assistant in real Chromium: the week page's panel and the floating widget streaming replies
// from a stand-in model (a local server speaking the OpenAI chat-completions streaming format), failures
// with retry, the son's switch on the dad's dashboard, a phone-sized screen, and a server without a model.
//
// The shared e2e server has no model configured, so this file starts a second server of the same build with
// OPENAI_BASE_URL pointing at the stand-in, which runs in this worker so each test can script its replies.
import type { Browser, Page } from "@playwright/test";
import { chatText } from "../../src/shared/schemas/chat.ts";
import { DAD_PERSONA, SON_PERSONA } from "../../src/server/integrations/assistant/personas.ts";
import { startFakeOpenAI, type FakeChatRequestBody, type FakeOpenAI } from "../support/fake-openai-server.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { startExtraServer, type ExtraServer } from "./support/extra-server.ts";
import { apiContext, demo, expect, registerFamily, signedInPage, signInThroughUi, test, type Account, type Family } from "./support/fixtures.ts";

test.describe.configure({ mode: "serial" });

let fake: FakeOpenAI;
let server: ExtraServer | undefined;
let base: string;

// eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their first argument
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  fake = await startFakeOpenAI();
  server = await startExtraServer(
    "assistant",
    { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: "e2e-test-key", ASSISTANT_MODEL: "stand-in-model" },
    // Through nginx and two app processes, like the other journeys under E2E_CLUSTER=1.
    { throughCluster: process.env.E2E_CLUSTER === "1" },
  );
  base = server.baseURL;
});

// eslint-disable-next-line no-empty-pattern -- Playwright hooks must destructure their first argument
test.afterAll(async ({}, testInfo) => {
  testInfo.setTimeout(60_000);
  await server?.stop();
  await fake?.close();
});

test.beforeEach(() => {
  fake.requests.length = 0;
  fake.script({});
});

/** A dad and his son registered on the assistant's server (not signed in anywhere). */
async function registerOnAssistantServer(): Promise<Family & { son: Account }> {
  const context = await apiContext(base);
  try {
    const family = await registerFamily({ request: context, baseURL: base });
    if (!family.son) throw new Error("son not registered");
    return { dad: family.dad, son: family.son };
  } finally {
    await context.dispose();
  }
}

async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto(`${base}/login`);
  await signInThroughUi(page, account);
}

function lastModelRequest(): FakeChatRequestBody {
  const body = fake.requests.at(-1)?.body;
  if (!body) throw new Error("the stand-in model received no request");
  return body;
}

const messageBox = (scope: Page | ReturnType<Page["getByRole"]>) => scope.getByRole("textbox", { name: "Message to the StrongBond Assistant" });

test("on the week page a dad asks, watches the reply stream in, and finds the conversation in the widget's history", async ({ page }) => {
  test.slow(); // a streamed reply, the widget's history and an accessibility scan, on a 2-core machine
  const family = await registerOnAssistantServer();
  await signIn(page, family.dad);
  await page.goto(`${base}/week/1`);
  const panel = page.getByRole("region", { name: "Chat with StrongBond Assistant" });
  await expect(panel).toBeVisible();
  // Below the week's text: it is filled once he scrolls to it, with no touch on the page.
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByText("Your questions are sent with Week 1's content.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  fake.script({ reply: ["Start with ", "prayer.", " ###", " Then do the farmer carry together."], chunkDelayMs: 400 });
  await messageBox(panel).fill("How do we begin this week?");
  await messageBox(panel).press("Enter");

  await expect(panel.getByText("StrongBond Assistant is typing...")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Send message" })).toBeDisabled();
  const log = panel.getByRole("log", { name: "Conversation" });
  await expect(log.getByText("How do we begin this week?")).toBeVisible();
  await expect(log.getByText(/Start with prayer\./)).toBeVisible();
  await expect(panel.getByText("StrongBond Assistant is typing...")).toBeHidden();
  const reply = log.locator("li").last();
  await expect(reply).toContainText("Then do the farmer carry together.");
  // '###' became a line break.
  expect(await reply.innerText()).toContain("Start with prayer.\nThen do the farmer carry together.");

  // The model got the fathers' persona and the week's content, Dad's Corner included, before the question.
  const sent = lastModelRequest();
  expect(sent.model).toBe("stand-in-model");
  expect(sent.messages[0]).toEqual({ role: "system", content: DAD_PERSONA });
  // Then how to answer him: his language (the browser's English here) and the version he reads.
  expect(sent.messages[1]?.role).toBe("system");
  expect(sent.messages[1]?.content).toMatch(/English[\s\S]* He reads the Bible in the /);
  const question = sent.messages.at(-1)?.content ?? "";
  expect(question).toMatch(/^This week's plan \(week 1\):/);
  expect(question).toContain("Devotional: ");
  expect(question).toContain("Dad's Corner: ");
  expect(question).toMatch(/My question: How do we begin this week\?$/);

  // The floating widget shows the same conversation in its history.
  await page.getByRole("button", { name: "Open StrongBond Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "StrongBond Assistant" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "History" }).click();
  await messageBox(dialog).fill("Can I send now?");
  await expect(dialog.getByRole("button", { name: "Send message" })).toBeDisabled();
  await expect(dialog.getByText("Close the history to send a message.")).toBeVisible();
  // Preview: the first 50 characters of the last message, then '...'.
  const item = dialog.getByRole("button", { name: /^Start with prayer\./ });
  await expect(item).toContainText("...");
  await expectNoSeriousA11yViolations(page);
  await item.click();
  const dialogLog = dialog.getByRole("log", { name: "Conversation" });
  await expect(dialogLog.getByText("How do we begin this week?")).toBeVisible();
  await expect(dialogLog.getByText(/Then do the farmer carry together\./)).toBeVisible();

  // A new conversation starts empty and makes a new thread.
  await dialog.getByRole("button", { name: "New conversation" }).click();
  await expect(dialogLog.getByText("How do we begin this week?")).toBeHidden();
  fake.script({ reply: ["A fresh start."] });
  await messageBox(dialog).fill("Something else");
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(dialogLog.getByText("A fresh start.")).toBeVisible();
  expect(
    lastModelRequest()
      .messages.slice(2)
      .map((m) => m.role),
  ).toEqual(["user"]);
  await dialog.getByRole("button", { name: "History" }).click();
  await expect(dialog.getByRole("button", { name: /^A fresh start\./ })).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Start with prayer\./ })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Open StrongBond Assistant" })).toBeFocused();
});

test("a failed reply ends the typing indicator, keeps the question, and the dad can try again", async ({ page }) => {
  const family = await registerOnAssistantServer();
  await signIn(page, family.dad);
  await page.getByRole("button", { name: "Open StrongBond Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "StrongBond Assistant" });

  fake.script({ fail: { status: 500, retryAfterMs: 10 } });
  await messageBox(dialog).fill("Are you there?");
  await messageBox(dialog).press("Enter");
  await expect(dialog.getByRole("alert")).toContainText(chatText.replyFailed);
  await expect(dialog.getByText("StrongBond Assistant is typing...")).toBeHidden();
  await expect(dialog.getByRole("log", { name: "Conversation" }).getByText("Are you there?")).toBeVisible();

  fake.script({ reply: ["Yes, ", "I'm here."] });
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.getByRole("log", { name: "Conversation" }).getByText("Yes, I'm here.")).toBeVisible();
  await expect(dialog.getByRole("alert")).toBeHidden();
  expect(lastModelRequest().messages.slice(2)).toEqual([{ role: "user", content: "Are you there?" }]);
});

test("the journal's side panel sends the journal's week with the question", async ({ page }) => {
  const family = await registerOnAssistantServer();
  await signIn(page, family.dad);
  await page.goto(`${base}/journal?week=2`);
  const panel = page.getByRole("complementary", { name: "Chat with StrongBond Assistant" });
  await expect(panel.getByText("Your questions are sent with Week 2's content.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  fake.script({ reply: ["Write what you noticed."] });
  await messageBox(panel).fill("What should I write about?");
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(panel.getByRole("log", { name: "Conversation" }).getByText("Write what you noticed.")).toBeVisible();
  expect(lastModelRequest().messages.at(-1)?.content).toMatch(/^This week's plan \(week 2\):/);
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test("a son's assistant stays off until his dad switches it on from his Family page", async ({ page, browser }) => {
  const family = await registerOnAssistantServer();
  await signIn(page, family.son);
  await page.getByRole("button", { name: "Open StrongBond Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "StrongBond Assistant" });
  await expect(dialog.getByText(chatText.sonNeedsDad)).toBeVisible();
  await expect(messageBox(dialog)).toHaveCount(0);

  const dadPage = await newPage(browser);
  try {
    await signIn(dadPage, family.dad);
    await dadPage.goto(`${base}/family`);
    await expect(dadPage.getByRole("heading", { level: 2, name: family.son.fullName })).toBeVisible();
    await expect(dadPage.getByText(/sent to the AI model service/)).toBeVisible();
    const toggle = dadPage.getByRole("switch", { name: new RegExp(`Assistant for ${family.son.fullName}`) });
    await expect(toggle).not.toBeChecked();
    await expectNoSeriousA11yViolations(dadPage);
    await toggle.click();
    await expect(toggle).toBeChecked();
    await dadPage.reload();
    await expect(dadPage.getByRole("switch", { name: new RegExp(`Assistant for ${family.son.fullName}`) })).toBeChecked();
  } finally {
    await dadPage.context().close();
  }

  await page.goto(`${base}/week/1`);
  const panel = page.getByRole("region", { name: "Chat with StrongBond Assistant" });
  await panel.scrollIntoViewIfNeeded();
  fake.script({ reply: ["Great question!"] });
  await messageBox(panel).fill("What does this verse mean?");
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(panel.getByRole("log", { name: "Conversation" }).getByText("Great question!")).toBeVisible();
  const sent = lastModelRequest();
  expect(sent.messages[0]).toEqual({ role: "system", content: SON_PERSONA });
  expect(sent.messages.at(-1)?.content).toContain("Devotional: ");
  expect(sent.messages.at(-1)?.content).not.toContain("Dad's Corner");
});

test("on a phone the widget fits the screen and a blank message cannot be sent", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const family = await registerOnAssistantServer();
  await signIn(page, family.dad);
  await page.getByRole("button", { name: "Open StrongBond Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "StrongBond Assistant" });
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);

  await messageBox(dialog).fill("    ");
  await expect(dialog.getByRole("button", { name: "Send message" })).toBeDisabled();
  await messageBox(dialog).press("Enter");
  await expect(dialog.getByText("StrongBond Assistant is typing...")).toBeHidden();
  expect(fake.requests).toHaveLength(0);
  await expectNoSeriousA11yViolations(page);
});

test("without a model configured a family sees no assistant anywhere; an admin reads how to connect one", async ({ page, family, browser }) => {
  // The shared e2e server: no OPENAI_BASE_URL or OPENAI_API_KEY. No dead ends: no button, panel,
  // card or switch for the family, and no operator words (README, variable names).
  const son = family.son;
  if (!son) throw new Error("the family fixture registers a son");
  await signInThroughUi(page, family.dad);
  for (const path of ["/dashboard/dad", "/week/1", "/journal", "/family"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("button", { name: "Open StrongBond Assistant" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Chat with StrongBond Assistant" })).toHaveCount(0);
    // The assistant's switch only: /family has other switches (a 13+ son's full name in groups).
    await expect(page.getByRole("switch", { name: /^Assistant for/ })).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(/README|OPENAI|ASSISTANT_MODEL|not set up on this server/);
  }
  const sonPage = await signedInPage(browser, son, "/week/1");
  try {
    await sonPage.waitForLoadState("networkidle");
    await expect(sonPage.getByRole("button", { name: "Open StrongBond Assistant" })).toHaveCount(0);
    await expect(sonPage.getByRole("heading", { name: "Chat with StrongBond Assistant" })).toHaveCount(0);
  } finally {
    await sonPage.context().close();
  }

  const adminPage = await signedInPage(browser, demo.admin, "/admin");
  try {
    await adminPage.getByRole("button", { name: "Open StrongBond Assistant" }).click();
    const dialog = adminPage.getByRole("dialog", { name: "StrongBond Assistant" });
    await expect(dialog.getByText(chatText.notConfiguredAdmin)).toBeVisible();
    await expect(messageBox(dialog)).toHaveCount(0);
  } finally {
    await adminPage.context().close();
  }
});

test("signed out, there is no assistant button", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open StrongBond Assistant" })).toHaveCount(0);
});
