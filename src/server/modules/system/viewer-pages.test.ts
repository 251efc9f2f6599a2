// The dashboards rendered per request with the viewer's data: who gets his data in the page,
// who gets the prerendered page instead (and nobody else's data), the embedded answers equal to the API's, no-store,
// on-the-fly compression, the escaped data block, and a failing renderer answered with the prerendered page.
// The renderer here is a stand-in module with the build's interface (tests/support/viewer-pages-build.ts);
// the real one (src/web/prerender-entry.tsx) is tested with hydration in src/web/server-render.test.tsx and end to
// end in tests/e2e/performance.spec.ts.
import fs from "node:fs";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_STATE_ID, type DashboardState } from "../../../shared/embedded-state.ts";
import { createGlobalAdmin, enableTwoFactor, registerFamily, type Actor, type Family } from "../../../../tests/support/actors.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../../tests/support/test-app.ts";
import { profiles } from "../../db/schema/index.ts";
import { preferredEncoding } from "./viewer-pages.ts";
import { SKELETON, THROWING_NAME, writeViewerPagesBuild } from "../../../../tests/support/viewer-pages-build.ts";
import { itAnswersEach } from "../../../../tests/support/answer-table.ts";

const webRoot = writeViewerPagesBuild();
let t: TestApp;
let family: Family;

beforeAll(async () => {
  t = await createTestApp({}, { webRoot });
  family = await registerFamily(t, { dadName: "Peter Page", sonName: "Simon Page" });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** The page's embedded state, or null. */
function embeddedState(html: string): DashboardState | null {
  const match = new RegExp(`<script type="application/json" id="${EMBEDDED_STATE_ID}">([^<]*)</script>`).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as DashboardState) : null;
}

function page(actor: Actor | null, url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return actor ? actor.request({ method: "GET", url, headers }) : t.app.inject({ method: "GET", url, headers });
}

function expectPrerendered(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/html/);
  expect(response.headers["cache-control"]).toBe("no-cache");
  expect(response.body).toContain(SKELETON);
  expect(response.body).not.toContain(EMBEDDED_STATE_ID);
  for (const name of ["Peter Page", "Simon Page"]) expect(response.body).not.toContain(name);
}

describe("the dashboards rendered with the viewer's data", () => {
  it("gives a signed-in dad his dashboard with his data and the API's answers embedded, never stored", async () => {
    const response = await page(family.dad, "/dashboard/dad");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.body).toContain("<h1>/dashboard/dad for Peter Page</h1>");
    expect(response.body).not.toContain(SKELETON);

    const state = embeddedState(response.body);
    expect(state).not.toBeNull();
    // Exactly what the API answers him.
    expect(state?.session).toEqual((await family.dad.get("/api/session")).json());
    expect(state?.dashboard).toEqual((await family.dad.get("/api/dashboard")).json());
    expect(state?.session.user?.id).toBe(family.dad.id);
    expect(response.body).toContain(`<p>week ${state?.dashboard.week.weekNumber}</p>`);
  });

  it("gives a son his own dashboard on /dashboard/son, and the prerendered page on the dad's (his app sends him to his own)", async () => {
    const own = await page(family.son, "/dashboard/son");
    expect(own.headers["cache-control"]).toBe("no-store");
    const state = embeddedState(own.body);
    expect(state?.session.user?.id).toBe(family.son.id);
    expect(state?.dashboard).toEqual((await family.son.get("/api/dashboard")).json());

    expectPrerendered(await page(family.son, "/dashboard/dad"));
    // And a dad on the son's page.
    expectPrerendered(await page(family.dad, "/dashboard/son"));
  });

  it("gives the prerendered page to a visitor without a session, with a forged cookie, and to an admin", async () => {
    expectPrerendered(await page(null, "/dashboard/dad"));
    expectPrerendered(await page(null, "/dashboard/dad", { cookie: "better-auth.session_token=forged.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=" }));
    const admin = await createGlobalAdmin(t);
    expectPrerendered(await page(admin, "/dashboard/dad"));
  });

  it("gives the prerendered page while a two-factor sign-in is not finished, as the API answers no user", async () => {
    const { dad } = await registerFamily(t, { dadName: "Second Factor" });
    await enableTwoFactor(t, dad);
    const first = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: TEST_ORIGIN },
      payload: { email: dad.email, password: dad.password },
    });
    expect(first.json<{ twoFactorRedirect?: boolean }>().twoFactorRedirect).toBe(true);
    const setCookie = first.headers["set-cookie"];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ""]).map((c) => c.split(";")[0]).join("; ");
    expect((await page(null, "/api/session", { cookie })).json()).toEqual({ user: null });
    const response = await page(null, "/dashboard/dad", { cookie });
    expectPrerendered(response);
    expect(response.body).not.toContain("Second Factor");
  });

  it("gives the prerendered page after a sign-out", async () => {
    const { dad } = await registerFamily(t, { dadName: "Signed Out" });
    expect((await page(dad, "/dashboard/dad")).headers["cache-control"]).toBe("no-store");
    expect((await dad.post("/api/auth/sign-out")).statusCode).toBe(200);
    const after = await page(dad, "/dashboard/dad");
    expectPrerendered(after);
    expect(after.body).not.toContain("Signed Out");
  });

  it("compresses the page on the fly for a browser that accepts it", async () => {
    const brotli = await page(family.dad, "/dashboard/dad?from=mail", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain("for Peter Page</h1>");
    const gzip = await page(family.dad, "/dashboard/dad", { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain("for Peter Page</h1>");
  });

  it("escapes the embedded data so no name can end the element", async () => {
    const { dad } = await registerFamily(t, { dadName: "Evil Dad" });
    const name = "</script><script>alert(1)</script>";
    await t.db.update(profiles).set({ fullName: name }).where(eq(profiles.id, dad.id));
    const response = await page(dad, "/dashboard/dad");
    expect(response.body).not.toContain("<script>alert(1)");
    expect(embeddedState(response.body)?.session.user?.fullName).toBe(name);
  });

  it("answers the prerendered page, not an error, when rendering fails", async () => {
    const { dad } = await registerFamily(t, { dadName: THROWING_NAME });
    const response = await page(dad, "/dashboard/dad");
    expectPrerendered(response);
    expect(response.body).not.toContain(THROWING_NAME);
  });
});

describe("preferredEncoding", () => {
  // Brotli first, then gzip; q=0 refuses an encoding.
  const answers: [string | undefined, string | null][] = [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["identity", null],
    [undefined, null],
  ];
  itAnswersEach(preferredEncoding, "answers %j with %j", answers);

  it("answers the same when asked again (the answers are remembered per header value)", () => {
    for (const [header, encoding] of answers) expect(preferredEncoding(header)).toBe(encoding);
  });
});
