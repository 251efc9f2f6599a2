// The offline shell in the reader's language: the service worker keeps the language of the pages it is served and
// answers a navigation with no network with the shell drawn in it.
import { describe, expect, it } from "vitest";
import { languageOfPage, rememberedPageLanguage, rememberPageLanguage, shellIn } from "./page-language.ts";

/** A CacheStorage of Maps, enough for the worker's reads and writes. */
function fakeStorage(): CacheStorage {
  const caches = new Map<string, Map<string, Response>>();
  return {
    open: async (name: string) => {
      const cache = caches.get(name) ?? new Map<string, Response>();
      caches.set(name, cache);
      return {
        put: async (url: string, response: Response) => void cache.set(url, response),
        match: async (url: string) => cache.get(url)?.clone(),
      };
    },
  } as unknown as CacheStorage;
}

const origin = "https://strongbond.test";
const shell = () =>
  new Response('<!doctype html>\n<html lang="en">\n<head><title>StrongBond</title></head></html>', { headers: { "content-type": "text/html" } });

describe("the offline shell's language", () => {
  it("keeps the language the server said a page is in, and draws the shell in it offline", async () => {
    const storage = fakeStorage();
    expect(await rememberedPageLanguage(storage, origin)).toBeNull();
    await rememberPageLanguage(storage, origin, new Response("", { headers: { "content-language": "es" } }));
    const locale = await rememberedPageLanguage(storage, origin);
    expect(locale).toBe("es");
    const offline = await shellIn(shell(), locale);
    expect(await offline.text()).toContain('<html lang="es">');
    expect(offline.headers.get("content-language")).toBe("es");
  });

  it("a page that says no language of ours changes nothing; English keeps the shell as built", async () => {
    const storage = fakeStorage();
    await rememberPageLanguage(storage, origin, new Response("", { headers: { "content-language": "en" } }));
    await rememberPageLanguage(storage, origin, new Response(""));
    await rememberPageLanguage(storage, origin, new Response("", { headers: { "content-language": "fr" } }));
    expect(await rememberedPageLanguage(storage, origin)).toBe("en");
    expect(await (await shellIn(shell(), "en")).text()).toContain('<html lang="en">');
    expect(languageOfPage(new Response("", { headers: { "content-language": "es-MX" } }))).toBe("es");
  });
});
