// One rule for what an author writes, whichever way it comes in: every text of a devotional, a challenge, a Dad's
// Corner entry and a plan refuses HTML tags (it is Markdown), on the admin's and an organization's item forms
// (create and edit), the studio editor's week save and the Markdown import. The seeded plans pass the same
// schemas (plan-library-content.test.ts).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_HTML_MESSAGE } from "../../../shared/schemas/markdown-text.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerDad, type Actor } from "../../../../tests/support/actors.ts";

let t: TestApp;
let admin: Actor;
let owner: Actor;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_STAFF_TWO_FACTOR: "0" });
  admin = await createGlobalAdmin(t, { twoFactor: false });
  owner = await registerDad(t, "Careful Author");
  expect((await owner.post("/api/organizations", { name: "Careful Church", description: "" })).statusCode).toBe(201);
});
afterAll(async () => t?.close());

const HTML = '<img src=x onerror="alert(document.cookie)">';

type Body = Record<string, unknown>;
const KINDS: Array<{ path: string; table: string; body: Body; fields: Array<[string, (body: Body) => Body]> }> = [
  {
    path: "devotionals",
    table: "devotionals",
    body: { title: "Courage", scriptureReference: "Joshua 1:9", content: "Be strong.", weekNumber: 1, memoryVerse: "Be strong", discussionQuestions: ["Why?"] },
    fields: [
      ["title", (b) => ({ ...b, title: `Courage ${HTML}` })],
      ["scriptureReference", (b) => ({ ...b, scriptureReference: HTML })],
      ["content", (b) => ({ ...b, content: `Be strong. ${HTML}` })],
      ["memoryVerse", (b) => ({ ...b, memoryVerse: HTML })],
      ["discussionQuestions.0", (b) => ({ ...b, discussionQuestions: [HTML] })],
    ],
  },
  {
    path: "challenges",
    table: "challenges",
    body: {
      title: "Carry",
      description: "Carry a load.",
      difficulty: 2,
      weekNumber: 1,
      fitnessFocus: "Strength",
      durationMinutes: 20,
      equipmentNeeded: ["Backpack"],
      measures: [{ unit: "repetitions", label: "Push-ups", targets: { standard: 20, easier: null, harder: null } }],
    },
    fields: [
      ["title", (b) => ({ ...b, title: HTML })],
      ["description", (b) => ({ ...b, description: `Carry. ${HTML}` })],
      ["fitnessFocus", (b) => ({ ...b, fitnessFocus: HTML })],
      ["equipmentNeeded.0", (b) => ({ ...b, equipmentNeeded: [HTML] })],
      [
        "measures.0.label",
        (b) => ({ ...b, measures: [{ unit: "repetitions", label: "<b>Push-ups</b>", targets: { standard: 20, easier: null, harder: null } }] }),
      ],
    ],
  },
  {
    path: "dads-corner",
    table: "dads_corner",
    body: { title: "Lead", weekNumber: 1, content: "Go first.", resources: [{ label: "Guide", url: "https://example.com/guide" }] },
    fields: [
      ["title", (b) => ({ ...b, title: HTML })],
      ["content", (b) => ({ ...b, content: `<script>alert(1)</script>` })],
      ["resources.0.label", (b) => ({ ...b, resources: [{ label: HTML, url: "https://example.com/guide" }] })],
    ],
  },
];

const STUDIOS = [
  { name: "the admin's forms", base: "/api/admin", actor: () => admin },
  { name: "an organization's forms", base: "/api/organizations/mine", actor: () => owner },
];

async function rowCount(table: string): Promise<number> {
  const result = await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return result.rows[0]?.n ?? 0;
}

function expectRefused(response: { statusCode: number; body: string; json: <T>() => T }, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const fields = response.json<{ error: { fields?: Record<string, string> } }>().error.fields ?? {};
  expect(fields[field], JSON.stringify(fields)).toBe(NO_HTML_MESSAGE);
}

describe.each(STUDIOS)("$name", ({ base, actor }) => {
  describe.each(KINDS)("$path", ({ path, table, body, fields }) => {
    let itemId: number;
    beforeAll(async () => {
      const created = await actor().post(`${base}/${path}`, body);
      expect(created.statusCode, created.body).toBe(201);
      itemId = created.json<{ id: number }>().id;
    });

    it.each(fields)("creating one with HTML in %s is refused, nothing stored", async (field, withHtml) => {
      const before = await rowCount(table);
      expectRefused(await actor().post(`${base}/${path}`, withHtml(body)), field);
      expect(await rowCount(table)).toBe(before);
    });

    it.each(fields)("editing one with HTML in %s is refused, nothing changed", async (field, withHtml) => {
      expectRefused(await actor().put(`${base}/${path}/${itemId}`, withHtml(body)), field);
      const stored = (await actor().get(`${base}/${path}/${itemId}`)).json<Body>();
      expect(JSON.stringify(stored)).not.toContain("<");
    });
  });

  it("a plan's title and description refuse HTML too", async () => {
    expectRefused(await actor().post(`${base}/plans`, { title: HTML, durationWeeks: 1 }), "title");
    expectRefused(await actor().post(`${base}/plans`, { title: "Fine", description: HTML, durationWeeks: 1 }), "description");
  });
});

describe("the studio editor and the import", () => {
  it("a week save with HTML in any part (not only the body) is refused", async () => {
    const created = await owner.post("/api/organizations/mine/plans", { title: "Editor Plan", durationWeeks: 1 });
    const planId = created.json<{ plan: { id: number } }>().plan.id;
    const { version } = (await owner.get(`/api/organizations/mine/plans/${planId}/studio`)).json<{ plan: { version: number } }>().plan;
    const week = {
      version,
      devotional: { title: "Courage", scriptureReference: "Joshua 1:9", content: "Be strong.", memoryVerse: HTML },
      challenge: null,
      dadsCorner: null,
    };
    expectRefused(await owner.put(`/api/organizations/mine/plans/${planId}/weeks/1`, week), "devotional.memoryVerse");
  });

  it("a Markdown import leaves out a part with HTML in a question, and says why", async () => {
    const preview = await owner.post("/api/organizations/mine/plans/import/preview", {
      format: "markdown",
      text: `# P\n\n## Week 1\n\n### Devotional: X\n\nScripture: John 1:1\n\nBe strong.\n\nQuestions:\n- ${HTML}\n`,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<{ notUnderstood: string[] }>().notUnderstood.join(" ")).toContain(NO_HTML_MESSAGE);
  });
});
