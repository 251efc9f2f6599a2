// Every component that says words of a catalogue part imports that part's registration (src/web/lib/catalog-parts/),
// so its English is in its own chunk and another language is loaded before its screen draws. A key the check finds
// in a file: a string that is a catalogue key, or a template's prefix (`entryType.${type}`).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATALOG_PARTS } from "../shared/i18n/catalog/index.ts";

const WEB = path.dirname(fileURLToPath(import.meta.url));
const SHARED = path.join(WEB, "../shared");

const partOfKey = new Map<string, string>();
for (const [part, languages] of Object.entries(CATALOG_PARTS)) for (const key of Object.keys(languages.en)) partOfKey.set(key, part);

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The parts whose words a file's code names. */
function partsNamedIn(source: string): Set<string> {
  const parts = new Set<string>();
  for (const [, literal] of source.matchAll(/["']([a-zA-Z0-9_.]+)["']/g)) {
    const part = partOfKey.get(literal ?? "");
    if (part) parts.add(part);
  }
  for (const [, prefix] of source.matchAll(/`([a-zA-Z0-9_.]+\.)\$\{/g)) {
    for (const [key, part] of partOfKey) if (key.startsWith(prefix ?? "")) parts.add(part);
  }
  parts.delete("core");
  return parts;
}

describe("catalogue parts", () => {
  it("are imported by every web file that says their words", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(WEB)) {
      if (file.includes(`${path.sep}catalog-parts${path.sep}`)) continue;
      const source = fs.readFileSync(file, "utf8");
      for (const part of partsNamedIn(source)) {
        if (!new RegExp(`/catalog-parts/${part}\\.ts["']`).test(source)) missing.push(`${path.relative(WEB, file)} needs lib/catalog-parts/${part}.ts`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("are never named by shared code, which the browser and the server both load", () => {
    const named = sourceFiles(SHARED)
      .filter((file) => !file.includes(`${path.sep}i18n${path.sep}`))
      .flatMap((file) => [...partsNamedIn(fs.readFileSync(file, "utf8"))].map((part) => `${path.relative(SHARED, file)}: ${part}`));
    expect(named).toEqual([]);
  });
});
