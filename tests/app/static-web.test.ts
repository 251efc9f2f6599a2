// The built SPA as the server serves it: hashed assets and plan covers cached for good, index.html revalidated, the SPA
// fallback for client routes, the build's compressed copies to browsers that accept them, and JSON 404s under /api.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { type Actor, familyLinkToken, registerFamily, signIn, TEST_PASSWORD, uniqueEmail } from "../support/actors.ts";

let t: TestApp;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "strongbond-web-"));
beforeAll(async () => {
  fs.mkdirSync(path.join(webRoot, "assets"));
  fs.writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>StrongBond</title>");
  fs.writeFileSync(path.join(webRoot, "assets", "main-abc123.js"), "console.log(1)");
  fs.mkdirSync(path.join(webRoot, "prerendered"));
  fs.writeFileSync(path.join(webRoot, "prerendered", "login.html"), "<!doctype html><title>Sign In · StrongBond</title>");
  fs.writeFileSync(path.join(webRoot, "prerendered", "pages.json"), JSON.stringify({ "/login": "login.html", "/evil": "../../etc/passwd" }));
  // What scripts/compress-web.ts writes beside each text file.
  for (const file of ["assets/main-abc123.js", "prerendered/login.html"]) {
    const content = fs.readFileSync(path.join(webRoot, file));
    fs.writeFileSync(path.join(webRoot, `${file}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(webRoot, `${file}.gz`), zlib.gzipSync(content));
  }
  // What vite-plugin-pwa writes: the service worker and the web app manifest.
  fs.writeFileSync(path.join(webRoot, "sw.js"), "self.addEventListener('fetch', () => {});");
  fs.writeFileSync(path.join(webRoot, "manifest.webmanifest"), JSON.stringify({ name: "StrongBond", start_url: "/" }));
  fs.mkdirSync(path.join(webRoot, "icons"));
  fs.writeFileSync(path.join(webRoot, "icons", "icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.mkdirSync(path.join(webRoot, "covers"));
  fs.writeFileSync(path.join(webRoot, "covers", "plan-v1.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe("the installable app's files", () => {
  it("serves the service worker as JavaScript, revalidated on every check, with the worker allowed by the CSP", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).not.toContain("<title>");
    // Its scope is the root it is served from: no Service-Worker-Allowed header is needed.
    expect(response.headers["service-worker-allowed"]).toBeUndefined();
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it("serves the web app manifest with its own type, revalidated", async () => {
    const response = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.json()).toMatchObject({ name: "StrongBond" });
  });

  it("answers a file that is not there with a 404, never the page's HTML", async () => {
    for (const url of ["/manifest.json", "/workbox-abc.js", "/assets/main-gone123.js", "/icons/icon-1024.png", "/covers/none.svg", "/robots.txt?x=1"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain("<title>");
    }
    // A screen's path still gets the app.
    expect((await t.app.inject({ method: "GET", url: "/journal" })).statusCode).toBe(200);
  });
});

describe("serving the web app", () => {
  it("caches hashed assets for good", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/main-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves the seeded plans' covers as SVG images, cached for good (their names are versioned)", async () => {
    const response = await t.app.inject({ method: "GET", url: "/covers/plan-v1.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers client routes with index.html, always revalidated", async () => {
    const response = await t.app.inject({ method: "GET", url: "/week/3" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>StrongBond</title>");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a prerendered path with its page (any query string), always revalidated; other paths get the shell", async () => {
    for (const url of ["/login", "/login?verified=1"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<title>Sign In · StrongBond</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
    const other = await t.app.inject({ method: "GET", url: "/evil" });
    expect(other.body).toContain("<title>StrongBond</title>");
  });

  it("sends the build's Brotli or gzip copy to a browser that accepts it, with the same type and caching", async () => {
    const brotli = await t.app.inject({ method: "GET", url: "/assets/main-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe("console.log(1)");

    const page = await t.app.inject({ method: "GET", url: "/login?verified=1", headers: { "accept-encoding": "gzip" } });
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(zlib.gunzipSync(page.rawPayload).toString()).toContain("<title>Sign In · StrongBond</title>");

    const plain = await t.app.inject({ method: "GET", url: "/assets/main-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log(1)");
  });

  it("keeps JSON 404s for unknown API paths", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });
});

describe("the installed app's start page (the manifest's start_url)", () => {
  it("sends each person to his own place, and someone signed out to sign-in, never from a cache", async () => {
    const signedOut = await t.app.inject({ method: "GET", url: "/dashboard" });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe("/login");
    expect(signedOut.headers["cache-control"]).toBe("no-store");

    const family = await registerFamily(t, { sonAgeBand: "13_plus" });
    expect((await family.dad.get("/dashboard")).headers.location).toBe("/dashboard/dad");
    expect((await family.son.get("/dashboard")).headers.location).toBe("/dashboard/son");
    // A son who has not chosen his own password yet opens only /account.
    const { sonEmail } = await addSonWithoutChoosing(family.dad);
    const fresh = await signIn(t, sonEmail, TEST_PASSWORD);
    expect((await fresh.get("/dashboard")).headers.location).toBe("/account");
    // The start page with a query (a launch parameter) is the same page.
    expect((await family.dad.get("/dashboard?source=pwa")).headers.location).toBe("/dashboard/dad");
  });
});

/** A 13+ son added on /family with a password his dad typed, not yet signed in. */
async function addSonWithoutChoosing(dad: Actor): Promise<{ sonEmail: string }> {
  const sonEmail = uniqueEmail("son");
  const added = await dad.post("/api/family/sons", { fullName: "Late Son", email: sonEmail, password: TEST_PASSWORD, ageBand: "13_plus", consent: true });
  expect(added.statusCode, added.body).toBe(201);
  const token = await familyLinkToken(t, sonEmail);
  const confirmed = await t.app.inject({ method: "POST", url: "/api/family/link/confirm", headers: { origin: TEST_ORIGIN }, payload: { token } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { sonEmail };
}
