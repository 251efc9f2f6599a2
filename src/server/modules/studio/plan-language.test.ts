// API tests of a plan's language: the studio sets it (an unknown code is a 400 with a field message, nothing
// stored), the publication checklist checks its quotations against its language's Bible (English: the KJV;
// Spanish: the Reina-Valera 1909), and the marketplace filters by it in its query.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_UNKNOWN } from "../../../shared/language.ts";
import { devotionalPlans } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerDad, type Actor } from "../../../../tests/support/actors.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_STAFF_TWO_FACTOR: "0" });
});
afterAll(async () => t.close());

const COVER = `/uploads/${"c".repeat(64)}.webp`;
const rowsTitled = (title: string) => t.db.select().from(devotionalPlans).where(eq(devotionalPlans.title, title));

const RIGHT = '"corrió, y echóse sobre su cuello, y besóle" (15:20)';
const WRONG = '"corrió, lo abrazó y lo besó" (15:20)';

/** A one-week plan by a global admin, with a cover, whose devotional quotes Luke 15:20 as given. */
async function oneWeekPlan(admin: Actor, title: string, language: string, quotation: string): Promise<number> {
  const created = await admin.post("/api/admin/plans", { title, description: "Una semana.", durationWeeks: 1, category: "faith", language });
  expect(created.statusCode, created.body).toBe(201);
  const planId = created.json<{ plan: { id: number } }>().plan.id;
  await admin.put(`/api/admin/plans/${planId}`, { coverImageUrl: COVER });
  const { plan } = (await admin.get(`/api/admin/plans/${planId}/studio`)).json<{ plan: { version: number } }>();
  const saved = await admin.put(`/api/admin/plans/${planId}/weeks/1`, {
    version: plan.version,
    devotional: { title: `${title} 1`, scriptureReference: "Lucas 15:11-32", content: `El padre ${quotation} antes de oír una palabra.` },
    challenge: { title: `${title} reto`, description: "Corran juntos.", difficulty: 1, fitnessFocus: "Velocidad", durationMinutes: 15 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return planId;
}

const checklistOf = async (admin: Actor, planId: number) =>
  (await admin.get(`/api/admin/plans/${planId}/studio`)).json<{ checklist: { key: string; message: string }[] }>().checklist;

describe("a plan's language in the studio", () => {
  it("is stored as chosen, English when not said, and an unknown code is a 400 with a field message and nothing stored", async () => {
    const admin = await createGlobalAdmin(t);
    const unknown = await admin.post("/api/admin/plans", { title: "Plan en francés", durationWeeks: 1, language: "fr" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toMatchObject({ language: LANGUAGE_UNKNOWN });
    expect(await rowsTitled("Plan en francés")).toHaveLength(0);

    const spanish = await admin.post("/api/admin/plans", { title: "Plan en español", durationWeeks: 1, language: "es" });
    expect(spanish.json().plan).toMatchObject({ language: "es" });
    const planId = spanish.json<{ plan: { id: number } }>().plan.id;
    const english = await admin.post("/api/admin/plans", { title: "Plan in English", durationWeeks: 1 });
    expect(english.json().plan).toMatchObject({ language: "en" });

    const badEdit = await admin.put(`/api/admin/plans/${planId}`, { language: "xx" });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().error.fields).toMatchObject({ language: LANGUAGE_UNKNOWN });
    expect((await rowsTitled("Plan en español"))[0]?.language).toBe("es");
    // An edit that does not name the language keeps it.
    expect((await admin.put(`/api/admin/plans/${planId}`, { title: "Plan en español 2" })).json().plan).toMatchObject({ language: "es" });
    expect((await admin.put(`/api/admin/plans/${planId}`, { language: "en" })).json().plan).toMatchObject({ language: "en" });
  });

  it("an organization's plan and an import take the language too", async () => {
    const owner = await registerDad(t);
    expect((await owner.post("/api/organizations", { name: "Iglesia Hispana", description: "Sirve a padres e hijos." })).statusCode).toBe(201);
    const created = await owner.post("/api/organizations/mine/plans", { title: "Hombres valientes", durationWeeks: 2, language: "es" });
    expect(created.json().plan).toMatchObject({ language: "es" });

    const outline = "# Plan importado\n\nLanguage: es\n\n## Week 1\n\n### Devotional: Uno\n\nScripture: Juan 3:16\n\nDios amó al mundo.\n";
    const preview = await owner.post("/api/organizations/mine/plans/import/preview", { format: "markdown", text: outline });
    expect(preview.json().document.details.language).toBe("es");
    const chosen = await owner.post("/api/organizations/mine/plans/import/preview", { format: "markdown", text: outline, language: "en" });
    expect(chosen.json().document.details.language).toBe("en");
    const saved = await owner.post("/api/organizations/mine/plans/import", { format: "markdown", text: outline });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().plan).toMatchObject({ language: "es" });
    const refused = await owner.post("/api/organizations/mine/plans/import", {
      format: "markdown",
      text: outline.replace("Plan importado", "Otro"),
      language: "fr",
    });
    expect(refused.statusCode).toBe(400);
    expect(await rowsTitled("Otro")).toHaveLength(0);
  });
});

describe("quotations checked at publication against the plan's language", () => {
  it("flags a Spanish quotation that is not the Reina-Valera's text in the checklist and refuses to publish until it is", async () => {
    const admin = await createGlobalAdmin(t);
    const planId = await oneWeekPlan(admin, "El padre que corre", "es", WRONG);
    const flagged = await checklistOf(admin, planId);
    expect(flagged).toEqual([expect.objectContaining({ key: "quotations.1", message: expect.stringContaining('"corrió, lo abrazó y lo besó"') })]);
    expect(flagged[0]?.message).toContain("Reina-Valera 1909");

    const refused = await admin.post(`/api/admin/plans/${planId}/publish`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain("corrió, lo abrazó y lo besó");
    expect((await rowsTitled("El padre que corre"))[0]?.status).toBe("draft");

    const { plan } = (await admin.get(`/api/admin/plans/${planId}/studio`)).json<{ plan: { version: number } }>();
    const fixed = await admin.put(`/api/admin/plans/${planId}/weeks/1`, {
      version: plan.version,
      devotional: { title: "El padre que corre 1", scriptureReference: "Lucas 15:11-32", content: `El padre ${RIGHT} antes de oír una palabra.` },
    });
    expect(fixed.json().checklist).toEqual([]);
    const published = await admin.post(`/api/admin/plans/${planId}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
  });

  it("says the quotation's item in the reader's language: Spanish for a Spanish browser, English word for word otherwise", async () => {
    const admin = await createGlobalAdmin(t);
    const planId = await oneWeekPlan(admin, "El padre que abraza", "es", WRONG);
    const inSpanish = { "accept-language": "es-MX,es;q=0.9" };
    const studio = await admin.request({ method: "GET", url: `/api/admin/plans/${planId}/studio`, headers: inSpanish });
    const spanishItem =
      'Cita en el devocional de la semana 1: "corrió, lo abrazó y lo besó" no está en Lucas 15:20 (Reina-Valera 1909); cítala palabra por palabra o corrige su referencia';
    expect(studio.json<{ checklist: { key: string; message: string }[] }>().checklist).toEqual([{ key: "quotations.1", message: spanishItem }]);
    expect((await checklistOf(admin, planId))[0]?.message).toBe(
      'Quotation in week 1 devotional: "corrió, lo abrazó y lo besó" is not in Lucas 15:20 (Reina-Valera 1909); quote it word for word or correct its reference',
    );

    const refused = await admin.request({ method: "POST", url: `/api/admin/plans/${planId}/publish`, payload: {}, headers: inSpanish });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(`Este plan todavía no está listo para publicarse: ${spanishItem}.`);
    expect(refused.json().error.fields).toEqual({ "quotations.1": spanishItem });

    // A week's save answers its checklist in the reader's language too; an unknown reference names the Bible.
    const { plan } = studio.json<{ plan: { version: number } }>();
    const saved = await admin.request({
      method: "PUT",
      url: `/api/admin/plans/${planId}/weeks/1`,
      headers: inSpanish,
      payload: { version: plan.version, devotional: { title: "El padre 1", scriptureReference: "Lucas 15:11-32", content: 'Dijo "gracia" (Lucas 99:1).' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().checklist[0].message).toBe(
      'Cita en el devocional de la semana 1: "Lucas 99:1" no es un pasaje de la Reina-Valera 1909; cítala palabra por palabra o corrige su referencia',
    );
  });

  it("checks an English plan against the King James Version: the Spanish text is not its quotation", async () => {
    const admin = await createGlobalAdmin(t);
    const planId = await oneWeekPlan(admin, "The Running Father", "en", RIGHT);
    expect((await checklistOf(admin, planId)).map((item) => item.key)).toEqual(["quotations.1"]);
  });
});

describe("the marketplace filters by language in its query", () => {
  it("lists only the plans in the language asked for, every language without one, and refuses an unknown code", async () => {
    const admin = await createGlobalAdmin(t);
    const spanishId = await oneWeekPlan(admin, "Plan de mercado", "es", RIGHT);
    expect((await admin.post(`/api/admin/plans/${spanishId}/publish`, {})).statusCode).toBe(200);
    const englishId = await oneWeekPlan(admin, "Market plan", "en", '"ran, and fell on his neck, and kissed him" (15:20)');
    expect((await admin.post(`/api/admin/plans/${englishId}/publish`, {})).statusCode).toBe(200);

    const dad = await registerDad(t);
    const idsOf = async (query: string) => {
      const response = await dad.get(`/api/marketplace/plans?limit=48${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ plans: { id: number; language: string }[] }>().plans;
    };
    const spanish = await idsOf("&language=es");
    expect(spanish.map((p) => p.id)).toContain(spanishId);
    expect(spanish.map((p) => p.id)).not.toContain(englishId);
    expect(spanish.every((p) => p.language === "es")).toBe(true);
    const english = await idsOf("&language=en");
    expect(english.map((p) => p.id)).toContain(englishId);
    expect(english.map((p) => p.id)).not.toContain(spanishId);
    const all = (await idsOf("&language=")).map((p) => p.id);
    expect(all).toEqual(expect.arrayContaining([spanishId, englishId]));

    const unknown = await dad.get("/api/marketplace/plans?language=fr");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toMatchObject({ language: LANGUAGE_UNKNOWN });
  });
});

describe("the first run's choices and a church's page: the reader's language first, filtered on request", () => {
  it("puts the Spanish reader's plans first, the English reader's first for him, and filters by the query", async () => {
    const { insertPlan } = await import("../../../../tests/support/plan-fixtures.ts");
    const owner = await registerDad(t);
    const started = await owner.post("/api/organizations", { name: "Iglesia del Camino", description: "Padres e hijos." });
    const { id: organizationId, slug } = started.json<{ organization: { id: number; slug: string } }>().organization;
    const spanishId = await insertPlan(t.db, { title: "Camino de padres", organizationId, language: "es" });
    // The English plan is newer: by date alone it would come first.
    const englishId = await insertPlan(t.db, { title: "Fathers' Road", organizationId, language: "en" });

    const dad = await registerDad(t);
    const choices = async (headers: Record<string, string>, query = "") => {
      const response = await t.app.inject({ method: "GET", url: `/api/family/plan-choices${query}`, headers: { cookie: dad.cookie, ...headers } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ plans: { id: number; language: string }[] }>().plans.filter((p) => p.id === spanishId || p.id === englishId);
    };
    expect((await choices({ "accept-language": "es-MX,es;q=0.9" })).map((p) => p.id)).toEqual([spanishId, englishId]);
    expect((await choices({ "accept-language": "en-US" })).map((p) => p.id)).toEqual([englishId, spanishId]);
    expect((await choices({}, "?language=es")).map((p) => [p.id, p.language])).toEqual([[spanishId, "es"]]);
    expect((await t.app.inject({ method: "GET", url: "/api/family/plan-choices?language=fr", headers: { cookie: dad.cookie } })).statusCode).toBe(400);

    const page = async (headers: Record<string, string>, query = "") => {
      const response = await t.app.inject({ method: "GET", url: `/api/public/organizations/${slug}${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers.vary).toContain("Accept-Language");
      return response.json<{ plans: { id: number; language: string }[] }>().plans.map((p) => p.id);
    };
    expect(await page({ "accept-language": "es" })).toEqual([spanishId, englishId]);
    expect(await page({})).toEqual([englishId, spanishId]);
    expect(await page({}, "?language=es")).toEqual([spanishId]);
    const unknown = await t.app.inject({ method: "GET", url: `/api/public/organizations/${slug}?language=pt` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toMatchObject({ language: LANGUAGE_UNKNOWN });
  });
});
