// The catalogue-miss guard: every key the code asks for exists in every language, no translation is empty, the
// compiled catalogues are what `npm run i18n:compile` writes, and a miss in production is said in English with a
// warning, never as an empty string.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { compiledFiles, sourceCatalog } from "./compile.ts";
import { COMPILED } from "./compiled/all.ts";
import { CATALOG_PARTS } from "./catalog/index.ts";
import { LOCALES } from "./locales.ts";
import { createTranslator } from "./translate.ts";
import { messages } from "../messages.ts";
import { localizeServerText, serverTextIndex } from "./server-text.ts";

const english = COMPILED.en;
const spanish = COMPILED.es;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "compiled" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every literal key passed to t(…) in the app and the server. */
function keysUsedInCode(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(path.join(ROOT, "src"))) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(/\bt\(\s*"([a-zA-Z0-9_.]+)"/g)) used.add(match[1] ?? "");
  }
  return used;
}

describe("the catalogues", () => {
  it("have every key the code uses, in every language", () => {
    const used = keysUsedInCode();
    expect(used.size).toBeGreaterThan(50);
    for (const locale of LOCALES) {
      const missing = [...used].filter((key) => !Object.hasOwn(sourceCatalog(locale), key));
      expect(missing, `missing in ${locale}`).toEqual([]);
    }
  });

  it("have the same keys in every language, none of them empty", () => {
    for (const [part, languages] of Object.entries(CATALOG_PARTS)) {
      const keys = Object.keys(languages.en).sort();
      for (const locale of LOCALES) expect(Object.keys(languages[locale]).sort(), `${part} ${locale}`).toEqual(keys);
    }
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(sourceCatalog(locale))) expect(text.trim(), `${locale} ${key}`).not.toBe("");
    }
  });

  it("are compiled as `npm run i18n:compile` writes them", async () => {
    const expected = await compiledFiles();
    const written = ["src/shared/i18n/compiled", "src/web/lib/catalog-parts"].flatMap((dir) =>
      fs
        .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
        .flatMap((entry) => (entry.isFile() ? [path.relative(ROOT, path.join(entry.parentPath, entry.name))] : [])),
    );
    expect(written.sort(), "run npm run i18n:compile").toEqual([...expected.keys()].sort());
    for (const [file, source] of expected) expect(fs.readFileSync(path.join(ROOT, file), "utf8"), `run npm run i18n:compile (${file})`).toBe(source);
  });

  it("never give one key to two parts", () => {
    const seen = new Map<string, string>();
    for (const [part, languages] of Object.entries(CATALOG_PARTS)) {
      for (const key of Object.keys(languages.en)) {
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, part);
      }
    }
  });

  it("keep the English server messages word for word", () => {
    const t = createTranslator("en", english, english, () => {});
    expect(t.t("msg.invalidCredentials")).toBe(messages.invalidCredentials);
    expect(t.t("msg.retryInSeconds", { seconds: 1 })).toBe("Too many attempts. Please try again in 1 second.");
    expect(t.t("msg.retryInMinutes", { minutes: 3 })).toBe("Too many attempts. Please try again in 3 minutes.");
  });

  it("count in Spanish with ICU plurals, and put the server's words into Spanish", () => {
    const t = createTranslator("es", spanish, english, () => {});
    expect(t.t("msg.retryInSeconds", { seconds: 1 })).toBe("Demasiados intentos. Vuelve a intentarlo en 1 segundo.");
    expect(t.t("msg.retryInMinutes", { minutes: 5 })).toBe("Demasiados intentos. Vuelve a intentarlo en 5 minutos.");
    const index = serverTextIndex(english);
    expect(localizeServerText(t, index, messages.invalidCredentials)).toBe("El correo o la contraseña no son correctos. Inténtalo de nuevo.");
    expect(localizeServerText(t, index, "Too many attempts. Please try again in 2 minutes.")).toBe("Demasiados intentos. Vuelve a intentarlo en 2 minutos.");
    expect(localizeServerText(t, index, messages.planNotFound)).toBe("No encontramos ese plan");
    // A message the catalogue does not hold stays as it is.
    expect(localizeServerText(t, index, "A message no catalogue holds")).toBe("A message no catalogue holds");
  });

  it("say a missing translation in English and report it once, never an empty string", () => {
    const report = vi.fn();
    const { "nav.menu": _dropped, ...withoutMenu } = spanish;
    const t = createTranslator("es", { ...withoutMenu, "nav.plans": [""] }, english, report);
    expect(t.t("nav.menu")).toBe("Menu");
    expect(t.t("nav.menu")).toBe("Menu");
    expect(t.t("nav.plans")).toBe("Plans");
    expect(report).toHaveBeenCalledTimes(2);
    expect(report).toHaveBeenCalledWith({ locale: "es", key: "nav.menu" });
  });
});
