// So a leaked signing key does not sign forever, the JWT signing key is replaced every JWKS_ROTATION_DAYS (default
// 30) and the key it replaces stays in /.well-known/jwks.json as long as a token it signed can live. The clock is
// moved, not waited.
import crypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { JWKS_GRACE_SECONDS, JWT_LIFETIME_SECONDS } from "./better-auth.ts";
import { testAppForFile } from "../../../../tests/support/test-app.ts";
import { registerDad, signIn, TEST_PASSWORD } from "../../../../tests/support/actors.ts";

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

const t = testAppForFile();
afterEach(() => {
  vi.useRealTimers();
});

interface PublicJwk extends crypto.JsonWebKey {
  kid: string;
}

const headerOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString()) as { kid: string };

async function publishedKeys(): Promise<PublicJwk[]> {
  const response = await t.app.inject({ method: "GET", url: "/.well-known/jwks.json" });
  expect(response.statusCode).toBe(200);
  return response.json<{ keys: PublicJwk[] }>().keys;
}

/** Whether the JWKS, as published now, verifies the token's signature (as another service would check it). */
async function verifiesWithPublishedKeys(token: string): Promise<boolean> {
  const key = (await publishedKeys()).find((candidate) => candidate.kid === headerOf(token).kid);
  if (!key) return false;
  const [header = "", payload = "", signature = ""] = token.split(".");
  const { kid: _kid, ...jwk } = key;
  return crypto.verify(null, Buffer.from(`${header}.${payload}`), crypto.createPublicKey({ key: jwk, format: "jwk" }), Buffer.from(signature, "base64url"));
}

function at(ms: number): void {
  if (vi.isFakeTimers()) vi.setSystemTime(ms);
  else vi.useFakeTimers({ toFake: ["Date"], now: ms });
}

describe("JWKS key rotation", () => {
  it("signs with a new key after 30 days and keeps the previous one published for the tokens' lifetime, then drops it", async () => {
    expect(JWKS_GRACE_SECONDS).toBeGreaterThanOrEqual(JWT_LIFETIME_SECONDS);
    const dad = await registerDad(t);
    const start = Date.now();
    const tokenAt = async (ms: number) => {
      at(ms);
      const actor = await signIn(t, dad.email, TEST_PASSWORD);
      const answer = await actor.get("/api/auth/token");
      expect(answer.statusCode).toBe(200);
      return answer.json<{ token: string }>().token;
    };

    const first = await tokenAt(start);
    const firstKid = headerOf(first).kid;
    // Still the same key the day before it expires (the key of the first token was made at most now).
    const lastOfOld = await tokenAt(start + 30 * DAY - MINUTE);
    expect(headerOf(lastOfOld).kid).toBe(firstKid);

    // Past 30 days: a new key signs, and the token the old key signed a minute ago still verifies.
    const rotated = await tokenAt(start + 30 * DAY + MINUTE);
    expect(headerOf(rotated).kid).not.toBe(firstKid);
    expect((await publishedKeys()).map((key) => key.kid)).toEqual(expect.arrayContaining([firstKid, headerOf(rotated).kid]));
    expect(await verifiesWithPublishedKeys(lastOfOld)).toBe(true);
    expect(await verifiesWithPublishedKeys(rotated)).toBe(true);

    // Once every token of the old key has expired, it is no longer published; the new one is.
    at(start + 30 * DAY + JWKS_GRACE_SECONDS * 1000 + MINUTE);
    const kids = (await publishedKeys()).map((key) => key.kid);
    expect(kids).not.toContain(firstKid);
    expect(kids).toContain(headerOf(rotated).kid);
  });
});
