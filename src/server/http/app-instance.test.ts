// Layers point one way: app.ts assembles the plugins, so no plugin may import it back.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messages } from "../../shared/messages.ts";
import { testAppForFile } from "../../../tests/support/test-app.ts";

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
});

describe("route plugins under a prefix", () => {
  const t = testAppForFile();

  it("the OpenAPI document lists full paths, and an unknown path under a prefix answers the API's 404", async () => {
    const paths = Object.keys((await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{ paths: object }>().paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/family", "/api/family/sons/{sonId}/assistant", "/api/journal/entries/{id}", "/api/weeks/{week}"]));
    expect(
      paths.filter((route) => !route.startsWith("/api/") && !route.startsWith("/.well-known/") && !route.startsWith("/uploads/") && !route.startsWith("/j/")),
    ).toEqual([]);
    expect(paths.filter((route) => route.endsWith("/"))).toEqual([]);
    for (const url of ["/api/journal/nope", "/api/family/", "/api/admin/nope"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: messages.notFound } });
    }
  });
});
