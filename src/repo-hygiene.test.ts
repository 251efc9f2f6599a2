// What reading the code found once and must not find again: code that names an issue or a decision record instead
// of saying why, a relative link in a Markdown page that leads nowhere, a test folder vitest is told to look in that holds no test, comments that
// tell the code's history instead of what it does, an import cycle in src/, and a web feature whose API is one
// catch-all file.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../vitest.config.ts";

const root = path.resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const files = sources(path.join(root, "src")).map((file) => ({ file: path.relative(root, file), text: fs.readFileSync(file, "utf8") }));

/** Phrases that narrate a change (what the code was, or what a fix undid) rather than say what the code does. */
const HISTORY =
  /unlike the original|the original (left|app|code|version)|the old (app|code|version)|before (this|the) fix|replaces the old|used to (be|skip|default|spell)|\(moved from/i;

/** The code of the repository (not its Markdown): sources, tests, scripts, benches and the tools' configs. */
const codeFiles = [
  ...["src", "tests", "scripts", "bench"].flatMap((dir) => fs.globSync(`${dir}/**/*.{ts,tsx,js,mjs,css,sql,html}`, { cwd: root })),
  ...fs.globSync("*.{ts,js}", { cwd: root }),
].map((file) => ({ file, text: fs.readFileSync(path.join(root, file), "utf8") }));

/**
 * An issue, a decision record or a review's finding named by its number, or a decision record by its path: a number
 * says where the reason was once written, and records are merged and renumbered, so the code says the reason itself.
 */
const NAMES_A_RECORD = /\b(?:decisions?|issues?|findings?)\s+#?\d+|docs\/decisions\/|\bADR[- ]?\d/i;

/** The lines of a text that name a record, as `line: text`. */
function recordsNamed(text: string): string[] {
  return text
    .split("\n")
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => NAMES_A_RECORD.test(line))
    .map(({ line, index }) => `${index + 1}: ${line.trim()}`);
}

/** Every Markdown page of the repository (not dependencies, builds or test output). */
const markdownPages = fs.globSync("**/*.md", {
  cwd: root,
  exclude: (name) => ["node_modules", "dist", "data", ".tmp", "test-results", "playwright-report", ".git"].includes(path.basename(name)),
});

/** The relative link targets of a Markdown page, outside code: `[text](target)` and `[label]: target`. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  const targets = [...prose.matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g), ...prose.matchAll(/^\s*\[[^\]]+\]:\s+(\S+)/gm)].map((match) => match[1]!);
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#"));
}

describe("the repository's hygiene", () => {
  it("every relative link in a Markdown page leads to a file or folder that exists", () => {
    expect(markdownPages.length).toBeGreaterThan(10);
    const broken = markdownPages.flatMap((page) =>
      relativeLinks(fs.readFileSync(path.join(root, page), "utf8"))
        .filter((target) => {
          const file = decodeURIComponent(target.split("#")[0]!.split("?")[0]!);
          const resolved = file.startsWith("/") ? path.join(root, file) : path.resolve(root, path.dirname(page), file);
          return !fs.existsSync(resolved);
        })
        .map((target) => `${page}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("no code names an issue, a decision record or a finding: it says the reason instead", () => {
    expect(recordsNamed(["const kept = true;", `// kept as it is (decision ${"012"})`].join("\n"))).toHaveLength(1);
    expect(codeFiles.length).toBeGreaterThan(100);
    const naming = codeFiles.flatMap(({ file, text }) => recordsNamed(text).map((line) => `${file}:${line}`));
    expect(naming).toEqual([]);
  });

  it("every folder vitest includes holds a test", () => {
    const include = config.test?.include ?? [];
    expect(include.length).toBeGreaterThan(0);
    const empty = include.filter((pattern) => fs.globSync(pattern, { cwd: root }).length === 0);
    expect(empty).toEqual([]);
  });

  it("no comment in src/ tells the code's history instead of what it does", () => {
    const narrating = files.flatMap(({ file, text }) =>
      text
        .split("\n")
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => /^\s*(\/\/|\*|\/\*|\{\/\*)/.test(line) && HISTORY.test(line))
        .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`),
    );
    expect(narrating).toEqual([]);
  });

  it("every web feature keeps one API file per endpoint, its query keys in a keys file", () => {
    const features = path.join(root, "src/web/features");
    const apiFiles = files.filter(({ file }) => /^src\/web\/features\/[^/]+\/api\//.test(file));
    expect(apiFiles.length).toBeGreaterThan(0);
    // A file named after its feature (`features/account/api/account.ts`) is where every call ends up: each endpoint
    // has its `<verb-noun>.ts` instead.
    const catchAll = fs
      .readdirSync(features)
      .filter((feature) => fs.existsSync(path.join(features, feature, "api", `${feature}.ts`)))
      .map((feature) => `src/web/features/${feature}/api/${feature}.ts`);
    expect(catchAll).toEqual([]);
    // The `<area>Keys` factory lives in the feature's keys file (`<area>-keys.ts`), shared by its endpoints' files.
    const keysElsewhere = apiFiles.filter(({ file, text }) => !/keys\.ts$/.test(file) && /^export const \w+Keys\b/m.test(text)).map(({ file }) => file);
    expect(keysElsewhere).toEqual([]);
  });

  it("src/ has no import cycle, type imports included (scripts/import-cycles.ts)", () => {
    const run = spawnSync(process.execPath, [path.join(root, "scripts/import-cycles.ts")], { encoding: "utf8" });
    expect(run.stdout).toContain(" 0 import cycle(s)");
    expect(run.status, run.stdout).toBe(0);
  });
});
