import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults for the embedded setup", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      appUrl: "http://localhost:3000",
      seedDemo: true,
      rateLimit: true,
      requireEmailVerification: false,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it("turns demo seeding off by default when an external database is used", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://x@127.0.0.1/db" }).seedDemo).toBe(false);
  });

  it("lists every invalid variable at once", () => {
    try {
      loadConfig({ PORT: "abc", APP_URL: "not a url" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect(String((error as Error).message)).toMatch(/PORT[\s\S]*APP_URL|APP_URL[\s\S]*PORT/);
    }
  });

  it("requires AUTH_SECRET in production and both admin variables together", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET: required in production/);
    expect(() => loadConfig({ ADMIN_EMAIL: "a@b.co" })).toThrow(/set both or neither/);
  });

  it("trusts the 127.0.0.1 twin of the default origin, and only APP_URL when it is set", () => {
    expect(loadConfig({ PORT: "4000" }).trustedOrigins).toEqual(["http://localhost:4000", "http://127.0.0.1:4000"]);
    expect(loadConfig({ APP_URL: "https://sb.example.org/" }).trustedOrigins).toEqual(["https://sb.example.org"]);
  });

  it("refuses EMBEDDED_PG_UNSAFE_NO_FSYNC (fsync=off) outside the fault tests' NODE_ENV=test", () => {
    for (const NODE_ENV of ["production", "development"]) {
      expect(() => loadConfig({ NODE_ENV, AUTH_SECRET: "x".repeat(40), EMBEDDED_PG_UNSAFE_NO_FSYNC: "1" })).toThrow(
        /EMBEDDED_PG_UNSAFE_NO_FSYNC: loses acknowledged writes on a crash/,
      );
    }
    expect(loadConfig({}).embeddedPgUnsafeNoFsync).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", EMBEDDED_PG_UNSAFE_NO_FSYNC: "1" }).embeddedPgUnsafeNoFsync).toBe(true);
  });
});
