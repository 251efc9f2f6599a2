// The headers worked out once at start are exactly those helmet sets on a real response.
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import helmet, { type HelmetOptions } from "helmet";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.ts";

function helmetOnARealResponse(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader("x-powered-by", "something");
  helmet(options)(request, response, () => {});
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

describe("securityHeaders", () => {
  it.each<[string, HelmetOptions]>([
    ["helmet's defaults", {}],
    [
      "our policy over https",
      {
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"], frameAncestors: ["'none'"] } },
        strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
        crossOriginEmbedderPolicy: false,
      },
    ],
  ])("equals what helmet sets per request, for %s", (_name, options) => {
    const once = securityHeaders(options);
    expect(once).toEqual(helmetOnARealResponse(options));
    expect(once["content-security-policy"]).toContain("default-src 'self'");
    expect(once["x-powered-by"]).toBeUndefined();
  });

  it("refuses a policy helmet refuses, at start", () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["self"] } } })).toThrow();
  });
});
