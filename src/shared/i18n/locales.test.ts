import { describe, expect, it } from "vitest";
import { chooseLocale, cookieLocale, isLocale, negotiateLocale, terminalLanguage } from "./locales.ts";

describe("the language of a request", () => {
  it("follows the browser's Accept-Language, by weight, a region counting as its language", () => {
    expect(negotiateLocale("es-ES,es;q=0.9,en;q=0.8")).toBe("es");
    expect(negotiateLocale("en-US,en;q=0.9,es;q=0.8")).toBe("en");
    expect(negotiateLocale("fr-FR,es;q=0.5,en;q=0.7")).toBe("en");
    expect(negotiateLocale("fr,de")).toBeNull();
    expect(negotiateLocale("*")).toBeNull();
    expect(negotiateLocale("es;q=0")).toBeNull();
    expect(negotiateLocale(undefined)).toBeNull();
  });

  it("reads only a known code from the cookie", () => {
    expect(cookieLocale("a=1; sb_lang=es; b=2")).toBe("es");
    expect(cookieLocale("sb_lang=fr")).toBeNull();
    expect(cookieLocale("")).toBeNull();
  });

  it("puts the stored choice first, then the cookie, then the browser, then English", () => {
    expect(chooseLocale({ stored: "en", cookie: "sb_lang=es", acceptLanguage: "es" })).toBe("en");
    expect(chooseLocale({ stored: null, cookie: "sb_lang=es", acceptLanguage: "en" })).toBe("es");
    expect(chooseLocale({ stored: null, cookie: null, acceptLanguage: "es-MX" })).toBe("es");
    expect(chooseLocale({ stored: "xx", cookie: "sb_lang=zz", acceptLanguage: "de" })).toBe("en");
    expect(chooseLocale({})).toBe("en");
  });

  it("knows English and Spanish only", () => {
    expect(isLocale("es")).toBe(true);
    expect(isLocale("ES")).toBe(false);
    expect(isLocale("pt")).toBe(false);
  });
});

describe("terminalLanguage", () => {
  it("reads LC_ALL, else LC_MESSAGES, else LANG, as a language tag; C and POSIX say nothing", () => {
    expect(terminalLanguage({ LANG: "es_MX.UTF-8" })).toBe("es-MX");
    expect(terminalLanguage({ LC_ALL: "en_US.UTF-8", LANG: "es_ES.UTF-8" })).toBe("en-US");
    expect(terminalLanguage({ LC_MESSAGES: "es", LANG: "en_US" })).toBe("es");
    expect(terminalLanguage({ LANG: "C.UTF-8" })).toBeNull();
    expect(terminalLanguage({ LANG: "POSIX" })).toBeNull();
    expect(terminalLanguage({})).toBeNull();
  });
});
