// The production image carries no test code: every file the Dockerfile's runtime stage copies from
// the build context, after .dockerignore, is listed here and none of them is a test file, the test tree or a bench.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, matchesGlob, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
const ignored = readFileSync(join(root, ".dockerignore"), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#"));

/** Whether .dockerignore keeps a path (relative to the context) out of the build context. */
function excluded(path: string): boolean {
  return ignored.some((pattern) => matchesGlob(path, pattern) || path.startsWith(`${pattern}/`) || matchesGlob(path, `${pattern}/**`));
}

function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The sources of the runtime stage's `COPY` lines that read the build context (not another stage). */
function runtimeContextCopies(): string[] {
  const runtime = dockerfile.slice(dockerfile.indexOf(" AS runtime"));
  return runtime
    .split("\n")
    .filter((line) => line.startsWith("COPY ") && !line.includes("--from="))
    .map((line) => {
      const words = line.split(/\s+/).filter((word) => !word.startsWith("--"));
      return words.slice(1, -1);
    })
    .flat();
}

const isTestCode = (path: string) => /\.test\.tsx?$/.test(path) || /(^|\/)(tests|bench)\//.test(path) || path.endsWith("fixtures.ts");

describe("the production image", () => {
  it("copies the server, the shared code and the scripts from the build context", () => {
    expect(runtimeContextCopies()).toEqual(expect.arrayContaining(["src/server", "src/shared", "scripts"]));
  });

  it("keeps every test file, the tests/ tree and the benches out of the build context", () => {
    for (const path of ["src/server/app.test.ts", "src/web/x.test.tsx", "tests/security/route-table.ts", "bench/load.ts"]) {
      expect(excluded(path), path).toBe(true);
    }
    expect(excluded("src/server/app.ts")).toBe(false);
  });

  it("ships no test code: every file the runtime stage copies is product code", () => {
    const shipped = runtimeContextCopies()
      .flatMap(filesUnder)
      .filter((path) => !excluded(path));
    expect(shipped.length).toBeGreaterThan(100);
    expect(shipped.filter(isTestCode)).toEqual([]);
  });
});
