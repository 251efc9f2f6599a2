import { describe, expect, it } from "vitest";
import { languageFromHeader, requestLanguage } from "./request-language.ts";

describe("the request's language", () => {
  it("takes the first of English or Spanish the browser asks for, by quality", async () => {
    expect(languageFromHeader("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(languageFromHeader("fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4")).toBe("es");
    expect(languageFromHeader("en;q=0.5,es;q=0.9")).toBe("es");
    expect(languageFromHeader("en-US")).toBe("en");
    expect(languageFromHeader("es;q=0,en;q=0.1")).toBe("en");
    expect(languageFromHeader("fr, de")).toBeNull();
    expect(await requestLanguage({ headers: {} })).toBe("en");
    expect(await requestLanguage({ headers: { "accept-language": "es-ES" } })).toBe("es");
  });
});
