// Shared end-to-end helpers: the seeded demo accounts, fresh families (through the API, like a real
// registration), and signing in through the UI. Import `test` and `expect` from here in every spec.
import { test as base, expect, request as playwrightRequest, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, type SeedAccount } from "../../../src/server/db/seed/accounts.ts";
import { e2eServer } from "./e2e-server.ts";

export { expect };

/** An account's sign-in details and name, as the demo accounts are kept. */
export type Account = SeedAccount;

/**
 * Seeded by the server (SEED_DEMO=1): written out here as the README documents them, and checked against the
 * seed's own list, so a changed demo account fails the journeys instead of passing unnoticed.
 */
export const demo = {
  dad: { email: "dad@demo.strongbond.app", password: "Demo-Dad-2026", fullName: "David Miller" },
  son: { email: "son@demo.strongbond.app", password: "Demo-Son-2026", fullName: "Sam Miller" },
  admin: { email: "admin@demo.strongbond.app", password: "Demo-Admin-2026", fullName: "StrongBond Admin" },
  leader: { email: "leader@demo.strongbond.app", password: "Demo-Leader-2026", fullName: "Pastor Mark Ellis" },
} satisfies Record<keyof typeof DEMO_ACCOUNTS, Account>;
if (JSON.stringify(demo) !== JSON.stringify(DEMO_ACCOUNTS)) throw new Error("the demo accounts differ from src/server/db/seed/accounts.ts");

export const TEST_PASSWORD = "Strong-Bond-Test-2026";

/** A short random tag that makes names and addresses unique across tests and runs. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function uniqueEmail(label: string): string {
  return `${label}.${uniqueTag()}@example.com`;
}

/**
 * A request context that calls the API as the web app does (its server's Origin; `data` objects are sent as
 * JSON): the shared e2e server by default, or a spec's own server.
 */
export async function apiContext(baseURL: string = e2eServer().baseURL): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
}

export interface Family {
  dad: Account;
  son: Account;
}

/**
 * POST /api/accounts/register; with a page's `request` the page is signed in as the dad afterwards. `baseURL`: the
 * server `request` talks to, when it is not the shared e2e server (the son chooses his password there too).
 */
async function register(options: {
  withSon: boolean;
  sonEmail?: string;
  request?: APIRequestContext;
  baseURL?: string;
  /** The family's clock, as the registration form sends the browser's zone; UTC when absent. */
  timeZone?: string;
}): Promise<{ dad: Account; son: Account | null }> {
  const tag = uniqueTag();
  const dad: Account = { email: `dad.${tag}@example.com`, password: TEST_PASSWORD, fullName: `Test Dad ${tag}` };
  const sonName = `Test Son ${tag}`;
  const context = options.request ?? (await apiContext());
  try {
    const response = await context.post("/api/accounts/register", {
      data: {
        fullName: dad.fullName,
        email: dad.email,
        password: dad.password,
        confirmPassword: dad.password,
        includeSon: options.withSon,
        ...(options.timeZone ? { timeZone: options.timeZone } : {}),
        ...(options.withSon ? { sonFullName: sonName, sonEmail: options.sonEmail ?? "", sonPassword: `${TEST_PASSWORD}-son`, sonAgeBand: "13_plus" } : {}),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const body = (await response.json()) as { sonEmail: string | null };
    const son =
      options.withSon && body.sonEmail
        ? { email: body.sonEmail, password: await chooseOwnPassword(body.sonEmail, `${TEST_PASSWORD}-son`, options.baseURL), fullName: sonName }
        : null;
    return { dad, son };
  } finally {
    if (!options.request) await context.dispose();
  }
}

/**
 * The password a dad types for his son of 13 or older is temporary (his dad knows it). The son signs in with it once and
 * chooses his own, as /account has him do (through the API here; sons.spec and family.spec show the screens).
 * Answers the son's own password.
 */
export async function chooseOwnPassword(email: string, dadsPassword: string, baseURL?: string): Promise<string> {
  const own = `${dadsPassword}-own`;
  const context = await apiContext(baseURL);
  try {
    const signedIn = await context.post("/api/auth/sign-in/email", { data: { email, password: dadsPassword } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const chosen = await context.post("/api/account/password", { data: { currentPassword: dadsPassword, newPassword: own, confirmPassword: own } });
    expect(chosen.status(), await chosen.text()).toBe(200);
    return own;
  } finally {
    await context.dispose();
  }
}

/**
 * A family: a dad and his son, registered together (as tests/support/actors.ts registerFamily means it). With a
 * page's `request` the page is signed in as the dad afterwards; with a standalone context (the default) it is not.
 */
export async function registerFamily(options: { sonEmail?: string; request?: APIRequestContext; baseURL?: string; timeZone?: string } = {}): Promise<Family> {
  const { dad, son } = await register({ ...options, withSon: true });
  if (!son) throw new Error("registration answered no son");
  return { dad, son };
}

/** A dad registered alone (no son). */
export async function registerDad(options: { request?: APIRequestContext } = {}): Promise<{ dad: Account }> {
  const { dad } = await register({ ...options, withSon: false });
  return { dad };
}

/**
 * Signs in through the login screen and waits until the app has left it. On a page that is not the login screen it
 * opens /login afresh, which knows no page to come back to: to prove a return, click the page's own sign-in link
 * first (it hands the screen router state `from`), then call this.
 */
export async function signInThroughUi(page: Page, account: Pick<Account, "email" | "password">): Promise<void> {
  if (!new URL(page.url(), "http://x").pathname.startsWith("/login")) await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * A second user in the same test: a new browser context that opens `path` signed out, is sent to the sign-in
 * screen, signs in there and is brought back to `path`. `permissions` are granted for the app's origin.
 */
export async function signedInPage(
  browser: Browser,
  account: Pick<Account, "email" | "password">,
  path: string,
  options: { viewport?: { width: number; height: number }; permissions?: string[] } = {},
): Promise<Page> {
  const context = await browser.newContext(options.viewport ? { viewport: options.viewport } : {});
  if (options.permissions) await context.grantPermissions(options.permissions, { origin: e2eServer().baseURL });
  const page = sendAsTheApp(await context.newPage());
  // A public page (the marketplace, a plan's page) opens signed out: he signs in first, then opens it.
  const isPublic = /^\/(marketplace|o\/)/.test(path);
  await page.goto(isPublic ? "/login" : path);
  await expect(page).toHaveURL(/\/login/);
  await signInThroughUi(page, account);
  if (isPublic) await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  return page;
}

const STATE_CHANGING = ["post", "put", "patch", "delete", "fetch"] as const;
type RequestOptions = NonNullable<Parameters<APIRequestContext["post"]>[1]>;

/**
 * `page.request` calls as the web app makes them (the server refuses a write without a trusted Origin and a
 * POST that is not JSON: src/server/lib/request-guard.ts): the page's own origin (the shared server's before
 * the first navigation), and `Content-Type: application/json` when no body type is given. A header the test
 * sets wins; tests about a missing or foreign Origin build their own request context. The browser's own
 * requests are untouched, so pages on another server (a spec's extra server) send their real Origin.
 */
export function sendAsTheApp(page: Page): Page {
  const request = page.request as APIRequestContext & { __sendsAsTheApp?: true };
  if (request.__sendsAsTheApp) return page;
  const origin = () => {
    const url = new URL(page.url(), e2eServer().baseURL);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : e2eServer().baseURL;
  };
  for (const method of STATE_CHANGING) {
    const original = request[method].bind(request) as (url: string, options?: RequestOptions) => ReturnType<APIRequestContext["post"]>;
    const wrapped = (url: string, options: RequestOptions = {}) => {
      const headers: Record<string, string> = { origin: origin() };
      const verb = method === "fetch" ? ((options as { method?: string }).method?.toLowerCase() ?? "get") : method;
      const hasBody = options.data !== undefined || options.form !== undefined || options.multipart !== undefined;
      if (verb !== "get" && verb !== "head" && !hasBody) headers["content-type"] = "application/json";
      return original(url, { ...options, headers: { ...headers, ...(options.headers ?? {}) } });
    };
    Object.defineProperty(request, method, { value: wrapped, configurable: true });
  }
  Object.defineProperty(request, "__sendsAsTheApp", { value: true });
  return page;
}

/** `family`: a freshly registered dad with his son (generated address), not signed in on the page. */
export const test = base.extend<{ family: Family }>({
  page: async ({ page }, use) => {
    await use(sendAsTheApp(page));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  family: async ({}, use) => {
    await use(await registerFamily());
  },
});
