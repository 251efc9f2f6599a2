import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config.ts";

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

  // The demo accounts have published passwords: never in production, even on the embedded database (the Dockerfile's
  // default).
  it("never seeds the demo accounts in production, and refuses SEED_DEMO=1 there", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(40), SMTP_URL: "smtp://mail.example.org:587" };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED_DEMO: "1" })).toThrow(/SEED_DEMO: the demo accounts have published passwords/);
    expect(loadConfig({ ...production, SEED_DEMO: "0" }).seedDemo).toBe(false);
    // Development keeps its demo accounts.
    expect(loadConfig({ NODE_ENV: "development" }).seedDemo).toBe(true);
  });

  // The push stand-in's loopback endpoints never in production; VAPID keys come in pairs.
  it("refuses PUSH_ALLOW_PRIVATE_ENDPOINTS in production and half a VAPID key pair anywhere", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(40), SMTP_URL: "smtp://mail.example.org:587" };
    expect(() => loadConfig({ ...production, PUSH_ALLOW_PRIVATE_ENDPOINTS: "1" })).toThrow(/PUSH_ALLOW_PRIVATE_ENDPOINTS: never in production/);
    expect(loadConfig({ NODE_ENV: "test", PUSH_ALLOW_PRIVATE_ENDPOINTS: "1" }).reminders.allowPrivatePushEndpoints).toBe(true);
    expect(loadConfig(production).reminders.allowPrivatePushEndpoints).toBe(false);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: "abc" })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(loadConfig({ MAIL_FROM: "StrongBond <hello@example.org>" }).reminders.vapidSubject).toBe("mailto:hello@example.org");
  });

  // Production without SMTP_URL would keep every reset link in the outbox: refused unless chosen on purpose.
  it("refuses production without SMTP_URL unless MAIL_OUTBOX_IN_PRODUCTION=1 says so on purpose", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: required in production/);
    const chosen = loadConfig({ ...production, MAIL_OUTBOX_IN_PRODUCTION: "1" });
    expect(chosen.mailOutboxInProduction).toBe(true);
    expect(chosen.smtpUrl).toBeUndefined();
    expect(loadConfig({ ...production, SMTP_URL: "smtp://mail.example.org:587" }).mailOutboxInProduction).toBe(false);
    expect(loadConfig({}).mailOutboxInProduction).toBe(false);
  });

  it("rotates the JWT signing key every 30 days unless JWKS_ROTATION_DAYS says otherwise", () => {
    expect(loadConfig({}).jwksRotationDays).toBe(30);
    expect(loadConfig({ JWKS_ROTATION_DAYS: "7" }).jwksRotationDays).toBe(7);
    expect(() => loadConfig({ JWKS_ROTATION_DAYS: "0" })).toThrow(/JWKS_ROTATION_DAYS/);
  });

  it("requires AUTH_SECRET in production and both admin variables together", () => {
    expect(() => loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example.org" })).toThrow(/AUTH_SECRET: required in production/);
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
