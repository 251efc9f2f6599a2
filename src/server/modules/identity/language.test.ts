// PUT /api/account/language and the reader's language through the real app: stored per person (a son in Spanish,
// his dad in English), kept in the cookie, refused with a field message and nothing stored for an unknown code, and
// the server's refusals said in the stored language, else the browser's.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, users } from "../../db/schema/index.ts";
import { messages } from "../../../shared/messages.ts";
import { TEST_ORIGIN, testAppForFile } from "../../../../tests/support/test-app.ts";
import { registerFamily, TEST_PASSWORD, uniqueEmail } from "../../../../tests/support/actors.ts";

const t = testAppForFile();

const languageOf = async (userId: string) => (await t.db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId)))[0]?.language;

describe("PUT /api/account/language", () => {
  it("refuses a signed-out visitor with 401", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/account/language",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: { language: "es" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("keeps each person's own language: a son reads in Spanish while his dad reads in English", async () => {
    const { dad, son } = await registerFamily(t);
    const answer = await son.put("/api/account/language", { language: "es" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: "Idioma guardado.", language: "es" });
    expect(String(answer.headers["set-cookie"])).toMatch(/sb_lang=es; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(await languageOf(son.id)).toBe("es");
    expect(await languageOf(dad.id)).toBeNull();
    expect((await son.get("/api/session")).json()).toMatchObject({ user: { language: "es" } });
    expect((await dad.get("/api/session")).json()).toMatchObject({ user: { language: null } });
  });

  it("keeps the language a family registered in, when it is not English: the dad's and his son's", async () => {
    const email = uniqueEmail("papa");
    const sonEmail = uniqueEmail("hijo");
    const spanish = await t.app.inject({
      method: "POST",
      url: "/api/accounts/register",
      headers: { origin: TEST_ORIGIN, "accept-language": "es-MX,es;q=0.9" },
      payload: {
        fullName: "Daniel Ramírez",
        email,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        includeSon: true,
        sonFullName: "Mateo",
        sonEmail,
        sonPassword: TEST_PASSWORD,
        sonAgeBand: "13_plus",
      },
    });
    expect(spanish.statusCode, spanish.body).toBe(201);
    const ids = await t.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [email, sonEmail]));
    for (const { id } of ids) expect(await languageOf(id)).toBe("es");
    const { dad } = await registerFamily(t);
    expect(await languageOf(dad.id)).toBeNull();
  });

  it("answers 400 with a field message for an unknown code, and stores nothing", async () => {
    const { dad } = await registerFamily(t);
    for (const language of ["fr", "ES", "", null, 7]) {
      const response = await dad.put("/api/account/language", { language });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: "VALIDATION_FAILED", fields: { language: messages.languageUnknown } } });
    }
    expect(await languageOf(dad.id)).toBeNull();
  });

  it("says the server's refusals in the stored language, else the browser's", async () => {
    const { son } = await registerFamily(t);
    await son.put("/api/account/language", { language: "es" });
    const refused = await son.put("/api/account/language", { language: "fr" });
    expect(refused.json()).toMatchObject({ error: { message: "Elige inglés o español.", fields: { language: "Elige inglés o español." } } });
    const stranger = await t.app.inject({ method: "GET", url: "/api/account", headers: { "accept-language": "es-ES,es;q=0.9" } });
    expect(stranger.json()).toMatchObject({ error: { message: "Inicia sesión para continuar." } });
    const english = await t.app.inject({ method: "GET", url: "/api/account", headers: { "accept-language": "en-US" } });
    expect(english.json()).toMatchObject({ error: { message: messages.signInRequired } });
  });
});
