// The authorization matrix: every route of the OpenAPI document × every actor, with the status each
// one gets. A denied write changes no row (a checksum of every table before and after); no GET answer to anyone
// carries another person's private words (journal, chat, groups, drafts, a son's name and address). The test
// fails when a route exists that EXPECTED does not cover — read from the OpenAPI document and from every route's
// declared action — so a new route cannot ship without its row.
//
// Reading a row: `anonymous:401 dad:200 *:403` — anonymous gets 401, the dad 200, everyone else 403.
// Actors: dad and son are one family; otherDad/otherSon another; groupLeader and groupMember share a group none
// of the families is in; orgAdmin owns organization 1, otherOrgAdmin organization 2; globalAdmin has none.
// Signed-out requests carry the trusted Origin, as a browser page of ours would: the point here is the
// authorization check; refusing requests without one is privacy-defaults.test.ts's (sent with t.rawInject).
// MATRIX_RECORD=1 prints what each cell answered instead of comparing (to write a new row, then review it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai-server.ts";
import { startFakeStripeServer, type FakeStripeServer } from "../support/fake-stripe-server.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { attemptSignIn } from "../support/actors.ts";
import { ACTORS, buildFixtures, changedTables, tableChecksums, type ActorName, type Fixtures, type LiveActor } from "./matrix-fixtures.ts";
import { EXPECTED, parseRow } from "./authorization-expectations.ts";
import { ROUTES, urlOf, type RouteCall } from "./route-table.ts";
import { declaredRoutes, OUTSIDE_THE_MATRIX } from "./declared-routes.ts";

/** Routes kept out of the OpenAPI document on purpose, and where their guard is proven instead. */
export const OUTSIDE_THE_DOCUMENT = {
  "/api/auth/*": "Better Auth's endpoints: sign-in limits in modules/identity/sign-in-limits.test.ts, sessions in modules/identity/identity.test.ts",
  "/api/webhooks/stripe, /api/webhooks/stripe-connect": "Stripe's signature is the only credential: payments.test.ts refuses unsigned and mis-signed events",
  "/healthz, /readyz, /api/openapi.json, /api/docs": "public by design, no viewer data",
  "/api/unsubscribe/one-click": "RFC 8058 one-click unsubscribe: the signed token is the only credential; reminders.test.ts refuses a forged one",
};

const RECORD = process.env.MATRIX_RECORD === "1";

let t: TestApp;
let fx: Fixtures;
let stripe: FakeStripeServer;
let openai: FakeOpenAI;
const recorded: string[] = [];

beforeAll(async () => {
  [stripe, openai] = await Promise.all([startFakeStripeServer(), startFakeOpenAI()]);
  t = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_matrix",
    STRIPE_API_URL: stripe.url,
    OPENAI_BASE_URL: openai.baseUrl,
    OPENAI_API_KEY: "test-key",
  });
  const accountId = "acct_matrix1";
  stripe.setAccount(accountId, { transfers: "active", detailsSubmitted: true });
  fx = await buildFixtures(t, accountId);
}, 120_000);

afterAll(async () => {
  if (RECORD) console.warn(recorded.join("\n"));
  await t?.close();
  await Promise.all([stripe?.close(), openai?.close()]);
});

async function send(call: RouteCall, actor: Exclude<ActorName, "banned">, params: Record<string, string | number>) {
  const [method = "GET"] = call.route.split(" ");
  const url = urlOf(call, params, fx);
  const raw = call.raw?.(fx);
  const body = raw ? raw.payload : call.body?.(fx);
  if (actor === "anonymous") {
    return t.app.inject({
      method: method as "GET",
      url,
      ...(raw ? { headers: { "content-type": raw.contentType } } : {}),
      ...(body === undefined ? {} : { payload: body as string }),
    });
  }
  return fx.actors[actor].request({
    method: method as "GET",
    url,
    ...(raw ? { headers: { "content-type": raw.contentType } } : {}),
    ...(body === undefined ? {} : { payload: body as string }),
  });
}

describe("authorization matrix", () => {
  it("covers every route of the OpenAPI document, and nothing the document lacks", () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const tabled = ROUTES.map((call) => call.route);
    expect(
      documented.filter((route) => !tabled.includes(route)),
      "routes without a row in route-table.ts",
    ).toEqual([]);
    expect(
      tabled.filter((route) => !documented.includes(route)),
      "rows for routes that no longer exist",
    ).toEqual([]);
    if (!RECORD)
      expect(
        ROUTES.filter((call) => EXPECTED[call.route] === undefined).map((call) => call.route),
        "routes without expectations",
      ).toEqual([]);

    // The same, read from the routes' declared actions: every guarded route the app serves is here.
    const declared = declaredRoutes(t.app).filter((route) => !OUTSIDE_THE_MATRIX.has(route.action));
    expect(
      declared.filter((route) => !tabled.includes(route.route)).map((route) => `${route.route} (${route.action})`),
      "declared routes outside the matrix",
    ).toEqual([]);
  });

  // Banned through POST /api/admin/users/{userId}/ban by the global admin (matrix-fixtures.ts), after he signed in:
  // his sessions are gone, so his old cookie gets what anonymous gets on every route (401, or the public answer),
  // a refused write changes nothing, and signing in again is refused with ACCOUNT_SUSPENDED.
  it("a banned user: his old session cookie is refused everywhere, and so is signing in", async () => {
    const failures: string[] = [];
    // The tables as the last refused write left them, the "before" of the next one when nothing unchecked ran between.
    let unchanged: Map<string, string> | null = null;
    for (const call of ROUTES) {
      const [method = "GET"] = call.route.split(" ");
      const anonymous = parseRow(EXPECTED[call.route] ?? "*:0")("anonymous");
      const url = urlOf(call, call.params?.(fx) ?? {}, fx);
      const raw = call.raw?.(fx);
      const body = raw ? raw.payload : call.body?.(fx);
      const refused = method !== "GET" && anonymous >= 300;
      if (refused) await t.settleMail();
      const before = refused ? (unchanged ?? (await tableChecksums(t))) : null;
      unchanged = null;
      const response = await fx.banned.request({
        method: method as "GET",
        url,
        ...(raw ? { headers: { "content-type": raw.contentType } } : {}),
        ...(body === undefined ? {} : { payload: body as string }),
      });
      if (response.statusCode !== anonymous)
        failures.push(`${call.route}: expected ${anonymous} (as anonymous), got ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (before) {
        const after = await tableChecksums(t);
        const changed = changedTables(before, after);
        if (changed.length) failures.push(`${call.route}: refused (${response.statusCode}) but changed ${changed.join(", ")}`);
        unchanged = after;
      }
      if (response.statusCode < 300) {
        for (const marker of fx.markers) if (response.body.includes(marker.text)) failures.push(`${call.route}: answer carries "${marker.text}"`);
      }
    }
    const session = await fx.banned.get("/api/session");
    expect(session.statusCode).toBe(200);
    expect(session.body).not.toContain(fx.banned.id);
    const signIn = await attemptSignIn(t, fx.banned.email, fx.banned.password);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.body).toContain("ACCOUNT_SUSPENDED");
    expect(failures).toEqual([]);
  }, 120_000);

  const live = ACTORS.filter((actor): actor is Exclude<ActorName, "banned"> => actor !== "banned");
  for (const call of ROUTES) {
    it(
      call.route,
      async () => {
        const [method = "GET"] = call.route.split(" ");
        const isWrite = method !== "GET";
        const expected = RECORD ? null : parseRow(EXPECTED[call.route] ?? "");
        const observed: Record<string, number> = {};
        const failures: string[] = [];
        // The tables as the last denied write left them. Denied actors run one after another, with nothing between
        // them but settling mail, so one checksum serves as the "after" of one and the "before" of the next (half the
        // checksums; anything written in between is still caught, as a change by the next). A request that is not
        // checked (an allowed one, and its restore) ends the chain.
        let unchanged: Map<string, string> | null = null;
        // Denied actors first, on the shared fixture; then allowed ones, on a fresh target when success uses it up.
        const order = [...live].sort((x, y) => Number(expected ? expected(x) < 300 : 0) - Number(expected ? expected(y) < 300 : 0));
        for (const actor of order) {
          // Recording, every signed-in actor might be allowed: each gets a fresh target.
          const allowed = expected ? expected(actor) < 300 : actor !== "anonymous";
          const params = allowed && call.fresh && actor !== "anonymous" ? await call.fresh(fx, actor as LiveActor) : (call.params?.(fx) ?? {});
          if (isWrite && !allowed) await t.settleMail(); // mail queued by an earlier case lands before the checksum
          const before = isWrite && !allowed ? (unchanged ?? (await tableChecksums(t))) : null;
          unchanged = null;
          const response = await send(call, actor, params);
          observed[actor] = response.statusCode;
          if (expected && response.statusCode !== expected(actor))
            failures.push(`${actor}: expected ${expected(actor)}, got ${response.statusCode} ${response.body.slice(0, 200)}`);
          if (before) {
            const after = await tableChecksums(t);
            const changed = changedTables(before, after);
            if (changed.length) failures.push(`${actor}: refused (${response.statusCode}) but changed ${changed.join(", ")}`);
            unchanged = after;
          }
          if (method === "GET" && response.statusCode < 300) {
            for (const marker of fx.markers) {
              if (!marker.visibleTo.includes(actor) && response.body.includes(marker.text)) failures.push(`${actor}: answer carries "${marker.text}"`);
            }
          }
          if (response.statusCode < 300 && call.restore && actor !== "anonymous") await call.restore(fx, actor as LiveActor);
        }
        if (RECORD) {
          const counts = new Map<number, number>();
          for (const status of Object.values(observed)) counts.set(status, (counts.get(status) ?? 0) + 1);
          const common = [...counts.entries()].sort((x, y) => y[1] - x[1])[0]?.[0];
          const cells = live.filter((actor) => observed[actor] !== common).map((actor) => `${actor}:${observed[actor]}`);
          recorded.push(`  "${call.route}": "${[...cells, `*:${common}`].join(" ")}",`);
        }
        expect(failures).toEqual([]);
      },
      60_000,
    );
  }
});
