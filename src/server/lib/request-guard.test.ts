import { describe, expect, it } from "vitest";
import { isServerToServerPath, refusalFor } from "./request-guard.ts";

const trusted = ["https://strongbond.example"];
const json = { "content-type": "application/json; charset=utf-8" };

describe("refusalFor", () => {
  it("lets reads through whatever their origin", () => {
    expect(refusalFor({ method: "GET", url: "/api/groups", headers: { origin: "https://evil.example" } }, trusted)).toBeNull();
    expect(refusalFor({ method: "HEAD", url: "/", headers: {} }, trusted)).toBeNull();
  });

  it("accepts a trusted Origin (a trailing slash too) with JSON", () => {
    expect(refusalFor({ method: "POST", url: "/api/groups", headers: { origin: "https://strongbond.example", ...json } }, trusted)).toBeNull();
    expect(refusalFor({ method: "DELETE", url: "/api/x", headers: { origin: "https://strongbond.example/" } }, trusted)).toBeNull();
  });

  it("refuses a foreign, 'null' or look-alike Origin, even when Sec-Fetch-Site claims same-origin", () => {
    for (const origin of ["https://evil.example", "null", "https://strongbond.example.evil.example", "http://strongbond.example"]) {
      expect(refusalFor({ method: "PATCH", url: "/api/x", headers: { origin, "sec-fetch-site": "same-origin", ...json } }, trusted)?.status, origin).toBe(403);
    }
  });

  it("without Origin, needs Sec-Fetch-Site: same-origin", () => {
    expect(refusalFor({ method: "PUT", url: "/api/x", headers: { "sec-fetch-site": "same-origin" } }, trusted)).toBeNull();
    expect(refusalFor({ method: "PUT", url: "/api/x", headers: { "sec-fetch-site": "cross-site" } }, trusted)?.status).toBe(403);
    expect(refusalFor({ method: "PUT", url: "/api/x", headers: {} }, trusted)?.status).toBe(403);
  });

  it("requires application/json on every POST, not on PUT, PATCH or DELETE without a body", () => {
    const origin = { origin: "https://strongbond.example" };
    for (const type of [undefined, "text/plain", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded", "application/jsonx"]) {
      const headers = type ? { ...origin, "content-type": type } : origin;
      expect(refusalFor({ method: "POST", url: "/api/x", headers }, trusted)?.status, String(type)).toBe(415);
    }
    expect(refusalFor({ method: "DELETE", url: "/api/x", headers: origin }, trusted)).toBeNull();
  });
});

describe("upload routes", () => {
  it("take multipart/form-data from a trusted origin under a listed prefix only", () => {
    const uploads = ["/api/uploads/"];
    const multipart = { "content-type": "multipart/form-data; boundary=x" };
    const from = (origin: string) => ({ origin, ...multipart });
    expect(refusalFor({ method: "POST", url: "/api/uploads/images", headers: from("https://strongbond.example") }, trusted, uploads)).toBeNull();
    expect(refusalFor({ method: "POST", url: "/api/uploads/images", headers: from("https://evil.example") }, trusted, uploads)?.status).toBe(403);
    expect(refusalFor({ method: "POST", url: "/api/groups", headers: from("https://strongbond.example") }, trusted, uploads)?.status).toBe(415);
    expect(refusalFor({ method: "POST", url: "/api/uploads/../groups", headers: from("https://strongbond.example") }, trusted, uploads)?.status).toBe(415);
    expect(
      refusalFor(
        { method: "POST", url: "/api/uploads/images", headers: { origin: "https://strongbond.example", "content-type": "text/plain" } },
        trusted,
        uploads,
      )?.status,
    ).toBe(415);
  });

  it("take an image's raw bytes (image/*, application/octet-stream) from a trusted origin under a listed prefix only", () => {
    const uploads = ["/api/uploads/"];
    for (const type of ["image/jpeg", "image/png", "image/webp", "application/octet-stream"]) {
      const headers = { origin: "https://strongbond.example", "content-type": type };
      expect(refusalFor({ method: "POST", url: "/api/uploads/images", headers }, trusted, uploads), type).toBeNull();
      expect(refusalFor({ method: "POST", url: "/api/groups", headers }, trusted, uploads)?.status, type).toBe(415);
      expect(
        refusalFor({ method: "POST", url: "/api/uploads/images", headers: { ...headers, origin: "https://evil.example" } }, trusted, uploads)?.status,
        type,
      ).toBe(403);
    }
  });
});

describe("isServerToServerPath", () => {
  it("is true only under /api/webhooks/ and never through dot segments or encoded separators", () => {
    expect(isServerToServerPath("/api/webhooks/stripe")).toBe(true);
    expect(isServerToServerPath("/api/webhooks/stripe?x=1")).toBe(true);
    for (const url of [
      "/api/webhooks",
      "/api/webhooksx",
      "/api/groups?u=/api/webhooks/",
      "/api/webhooks/../groups",
      "/api/webhooks/%2E%2E/groups",
      "/api/webhooks/a%2fb",
      "/api/webhooks/./x",
      "/api/webhooks\\x",
    ]) {
      expect(isServerToServerPath(url), url).toBe(false);
    }
  });
});
