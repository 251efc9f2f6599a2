// Layers point one way (decision 044): app.ts assembles the plugins, so no plugin may import it back.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const serverDir = path.resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("the app's layers", () => {
  it("no route plugin (modules/) and no app plugin (http/) imports app.ts", () => {
    const appFile = path.join(serverDir, "app.ts");
    const offenders = [...sources(path.join(serverDir, "modules")), ...sources(path.join(serverDir, "http"))].filter((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)].some((match) => path.resolve(path.dirname(file), match[1]!) === appFile),
    );
    expect(offenders.map((file) => path.relative(serverDir, file))).toEqual([]);
  });

  it("every route file is a plugin: none is left for scripts/codemods/routes-as-plugins.ts to convert", () => {
    const index = path.join(serverDir, "modules/index.ts");
    const unconverted = sources(path.join(serverDir, "modules")).filter(
      (file) => file !== index && /export\s+async\s+function\s+register\w*\(\s*app:\s*App\s*\)/.test(fs.readFileSync(file, "utf8")),
    );
    expect(unconverted.map((file) => path.relative(serverDir, file))).toEqual([]);
  });
});
