// Fuzzed input: fast-check properties over every route of the OpenAPI document, sent by an actor the
// authorization matrix allows (so the request reaches validation and the handler, not just the guard).
//   1. Bodies: the route's valid body with one field replaced by an arbitrary value (unicode, huge, wrong type,
//      nested), a field dropped, an unknown field added, or the whole body replaced by any JSON value.
//   2. Path params and query strings: arbitrary strings in place of ids and query values.
// Properties: the answer is never 5xx; an answer of 4xx changed no row (a checksum of every table).
//   3. Unicode edge cases (RTL override, combining marks, 10 000 characters, emoji, NUL-free control characters)
//      in free-text fields: stored and read back intact, or refused with a 400 naming the field.
// Runs are bounded (FUZZ_RUNS per route and property, 2 by default: about a minute of requests on the shared
// 2-core machine under load; FUZZ_RUNS=20 for a deeper run).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai-server.ts";
import { startFakeStripeServer, type FakeStripeServer } from "../support/fake-stripe-server.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { EXPECTED, parseRow } from "./authorization-expectations.ts";
import { ACTORS, buildFixtures, changedTables, tableChecksums, type Fixtures, type LiveActor } from "./matrix-fixtures.ts";
import { ROUTES, urlOf, type Params, type RouteCall } from "./route-table.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? 20_2026);

let t: TestApp;
let fx: Fixtures;
let stripe: FakeStripeServer;
let openai: FakeOpenAI;

beforeAll(async () => {
  [stripe, openai] = await Promise.all([startFakeStripeServer(), startFakeOpenAI()]);
  t = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_fuzz", STRIPE_API_URL: stripe.url, OPENAI_BASE_URL: openai.baseUrl, OPENAI_API_KEY: "test-key" });
  stripe.setAccount("acct_fuzz1", { transfers: "active", detailsSubmitted: true });
  fx = await buildFixtures(t, "acct_fuzz1");
}, 120_000);

afterAll(async () => {
  await t?.close();
  await Promise.all([stripe?.close(), openai?.close()]);
});

/** Strings people and attackers actually send. */
export const UNICODE_EDGES: Record<string, string> = {
  rtlOverride: "Dad\u202Egnp.exe",
  combiningMarks: "Z\u0351\u0366\u036B\u0314a\u0310\u0346l\u0361\u0352g\u0302o",
  tenThousand: "x".repeat(10_000),
  emoji: "Strong 💪🏽 bond 👨‍👦 🙏",
  zeroWidth: "pass\u200Bword",
  astral: "𝔖𝔱𝔯𝔬𝔫𝔤",
  mixedScripts: "אבא and son — أب وابن",
  controlCharacters: "line\u0001\u0007\u001B[31mred",
  lonelySurrogate: "half \uD83D of an emoji",
};

const edgeString = fc.constantFrom(...Object.values(UNICODE_EDGES));
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  edgeString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, "1e309", "NaN", "-0", "", " ", "null", "[]", "{}"),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
  fc.constant({ __proto__: { admin: true } }),
  fc.constant({ role: "admin", isGlobalAdmin: true, organizationId: 1 }),
);

type Mutation =
  | { kind: "replace"; field: number; value: unknown }
  | { kind: "drop"; field: number }
  | { kind: "extra"; name: string; value: unknown }
  | { kind: "whole"; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("replace" as const), field: fc.nat(), value: anyValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("drop" as const), field: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("extra" as const),
      name: fc.constantFrom("role", "userId", "organizationId", "priceCents", "isGlobalAdmin", "__proto__", "constructor"),
      value: anyValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("whole" as const), value: fc.jsonValue({ maxDepth: 3 }) }) },
);

function mutate(body: unknown, change: Mutation): unknown {
  if (change.kind === "whole") return change.value;
  const record = body !== null && typeof body === "object" && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  const keys = Object.keys(record);
  if (change.kind === "extra") return { ...record, [change.name]: change.value };
  if (keys.length === 0) return { unexpected: change.kind === "replace" ? change.value : null };
  const key = keys[change.field % keys.length] as string;
  if (change.kind === "drop") delete record[key];
  else record[key] = change.value;
  return record;
}

/** The first actor the matrix allows on this route (fuzzing as someone refused would only test the guard). */
function allowedActor(call: RouteCall): LiveActor | null {
  const cell = parseRow(EXPECTED[call.route] ?? "*:0");
  const actor = ACTORS.find((name) => name !== "anonymous" && name !== "banned" && cell(name) < 300);
  return (actor as LiveActor | undefined) ?? null;
}

async function send(call: RouteCall, actor: LiveActor | null, url: string, payload: unknown) {
  const [method = "GET"] = call.route.split(" ");
  const options = {
    method: method as "POST",
    url,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { "content-type": "application/json" } }),
  };
  return actor ? fx.actors[actor].request(options) : t.app.inject(options);
}

async function checkNoServerErrorNoWrite(call: RouteCall, actor: LiveActor | null, url: string, payload: unknown): Promise<void> {
  const isWrite = !call.route.startsWith("GET ");
  if (isWrite) await t.settleMail();
  const before = isWrite ? await tableChecksums(t) : null;
  const response = await send(call, actor, url, payload);
  const what = `${call.route} as ${actor ?? "anonymous"}: ${url} ${JSON.stringify(payload)?.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, what).toBeLessThan(500);
  if (before && response.statusCode >= 400) expect(changedTables(before, await tableChecksums(t)), what).toEqual([]);
  if (response.statusCode === 400) {
    // A refusal the user can read: the one error shape, a message, never a stack or a database text.
    const body = response.json<{ error?: { code?: string; message?: string }; code?: string; message?: string }>();
    const message = body.error?.message ?? body.message ?? "";
    expect(message, what).not.toMatch(/at .+\.ts:\d+|ZodError|violates|syntax error|relation "/);
    expect(message.length, what).toBeGreaterThan(0);
  }
}

describe("fuzzed bodies: never 5xx, never a write when refused", () => {
  for (const call of ROUTES.filter((route) => route.body)) {
    it(
      call.route,
      async () => {
        const actor = allowedActor(call);
        const params: Params = call.params?.(fx) ?? {};
        await fc.assert(
          fc.asyncProperty(mutation, async (change) => {
            await checkNoServerErrorNoWrite(call, actor, urlOf(call, params, fx), mutate(call.body?.(fx), change));
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      },
      60_000,
    );
  }
});

describe("fuzzed path params and query strings: never 5xx", () => {
  for (const call of ROUTES.filter((route) => route.route.includes("{") || route.query)) {
    it(
      call.route,
      async () => {
        const actor = allowedActor(call);
        const valid: Params = call.params?.(fx) ?? {};
        const fuzzText = fc.oneof(
          fc.string({ unit: "grapheme", maxLength: 30 }),
          edgeString,
          fc.constantFrom("-1", "0", "1.5", "99999999999999999999", "1e3", "..%2f..", "%00", "null", " 1", "0x1F"),
        );
        await fc.assert(
          fc.asyncProperty(fuzzText, fc.boolean(), async (text, inQuery) => {
            const names = Object.keys(valid);
            const params: Params = { ...valid };
            const first = names[0];
            let url: string;
            if (first && !inQuery) {
              params[first] = text;
              url = urlOf(call, params, fx);
            } else {
              const base = urlOf({ ...call, query: undefined }, params, fx);
              const query = call.query?.(fx) ?? "q=1";
              url = `${base}?${query.replace(/=.*$/, `=${encodeURIComponent(text)}`)}`;
            }
            const body = call.raw ? undefined : call.body?.(fx);
            await checkNoServerErrorNoWrite(call, actor, url, body);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      },
      60_000,
    );
  }
});

describe("unicode edge cases: stored and shown intact, or refused naming the field", () => {
  type Target = {
    create: string;
    read: (id: number) => string;
    actor: LiveActor;
    body: (field: string, value: string) => Record<string, unknown>;
    idOf: (json: unknown) => number;
    pick: (json: unknown, field: string) => unknown;
  };
  const targets: Record<string, Target> = {
    journal: {
      create: "/api/journal/entries",
      read: (id) => `/api/journal/entries/${id}`,
      actor: "dad",
      body: (field, value) => ({ title: "Unicode", content: "Unicode entry", entryType: "other", isShared: false, [field]: value }),
      idOf: (json) => (json as { entry: { id: number } }).entry.id,
      pick: (json, field) => (json as { entry: Record<string, unknown> }).entry[field],
    },
    group: {
      create: "/api/groups",
      read: (id) => `/api/groups/${id}`,
      actor: "otherDad",
      body: (field, value) => ({ name: "Unicode group", [field]: value }),
      idOf: (json) => (json as { group: { id: number } }).group.id,
      pick: (json, field) => (json as { group: Record<string, unknown> }).group[field],
    },
    devotional: {
      create: "/api/organizations/mine/devotionals",
      read: (id) => `/api/organizations/mine/devotionals/${id}`,
      actor: "orgAdmin",
      body: (field, value) => ({ title: "Unicode devotional", scriptureReference: "John 1:1", content: "Words", weekNumber: 1, [field]: value }),
      idOf: (json) => (json as { id: number }).id,
      pick: (json, field) => (json as Record<string, unknown>)[field],
    },
  };
  const cases: [string, string][] = [
    ["journal", "title"],
    ["journal", "content"],
    ["group", "name"],
    ["group", "description"],
    ["devotional", "title"],
    ["devotional", "content"],
  ];
  for (const [targetName, field] of cases) {
    it(`${targetName}.${field}`, async () => {
      const target = targets[targetName];
      if (!target) throw new Error(targetName);
      const outcomes: Record<string, string> = {};
      for (const [edge, value] of Object.entries(UNICODE_EDGES)) {
        await t.settleMail();
        const before = await tableChecksums(t);
        const created = await fx.actors[target.actor].post(target.create, target.body(field, value));
        if (created.statusCode === 201 || created.statusCode === 200) {
          const read = await fx.actors[target.actor].get(target.read(target.idOf(created.json())));
          expect(read.statusCode).toBe(200);
          // Intact: exactly the code points sent (a lone surrogate is the one thing JSON cannot carry: it arrives as U+FFFD).
          const sent = edge === "lonelySurrogate" ? value.replace("\uD83D", "\uFFFD") : value;
          expect(target.pick(read.json(), field), `${edge} read back`).toBe(sent);
          outcomes[edge] = "stored intact";
        } else {
          expect(created.statusCode, `${edge}: ${created.body}`).toBe(400);
          const error = created.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
          expect(error.code).toBe("VALIDATION_FAILED");
          expect(Object.keys(error.fields ?? {}), `${edge}: the refusal names ${field}`).toEqual([field]);
          expect(error.fields?.[field]).toBe(error.message);
          expect(changedTables(before, await tableChecksums(t))).toEqual([]);
          outcomes[edge] = `refused: ${error.message}`;
        }
      }
      // The outcome of each edge case is part of the record (docs/security.md quotes it).
      if (process.env.FUZZ_REPORT) console.warn(`${targetName}.${field}`, outcomes);
    }, 60_000);
  }
});
