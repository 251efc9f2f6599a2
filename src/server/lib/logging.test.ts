import pino, { type LoggerOptions } from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions, redactUrl, scrubPasswords } from "./logging.ts";
import { itAnswersEach } from "../../../tests/support/answer-table.ts";

function linesOf(options: LoggerOptions, write: (logger: pino.Logger) => void): Array<Record<string, unknown>> {
  const lines: string[] = [];
  const logger = pino({ ...options, timestamp: false, base: undefined }, { write: (line: string) => void lines.push(line) });
  write(logger);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The `*.password` wildcard redact path, as the reference: the current paths must log exactly what it logs. */
const withWildcardPath: LoggerOptions = {
  ...loggerOptions("info"),
  formatters: {},
  redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password", "body.password"], remove: true },
};

const logged: Array<Record<string, unknown>> = [
  { method: "GET", url: "/api/family", status: 200, ms: 1.2 },
  { password: "top-secret-1" },
  { user: { email: "a@example.com", password: "top-secret-2" }, note: "kept" },
  { body: { password: "top-secret-3", title: "kept" } },
  { err: Object.assign(new Error("refused"), { password: "top-secret-4", code: "E1" }) },
  { error: Object.assign(new Error("plain key"), { password: "top-secret-5" }) },
  { req: { method: "POST", url: "/api/x?token=abc", headers: { cookie: "c=1", authorization: "Bearer t" }, password: "top-secret-6" } },
  { list: [{ password: "in-an-array-is-not-one-level-down" }] },
];

describe("the logger's redaction", () => {
  it("writes the same lines as pino's `*.password` redact path did, without the passwords", () => {
    const write = (logger: pino.Logger) => {
      for (const object of logged) logger.info(object, "a line");
      logger.child({ reqId: "req-1" }).info({ ok: true }, "child line");
    };
    const before = linesOf(withWildcardPath, write);
    const after = linesOf(loggerOptions("info"), write);
    expect(after).toEqual(before);
    const text = JSON.stringify(after);
    for (let i = 1; i <= 6; i++) expect(text).not.toContain(`top-secret-${i}`);
    expect(text).toContain("refused");
    expect(text).not.toContain("Bearer t");
    expect(after[after.length - 1]).toMatchObject({ reqId: "req-1", ok: true, msg: "child line" });
  });

  it("leaves an object without a password alone (no copy) and copies one that has", () => {
    const plain = { method: "GET", url: "/healthz", nested: { a: 1 } };
    expect(scrubPasswords(plain)).toBe(plain);
    const error = Object.assign(new Error("boom"), { password: "p" });
    const scrubbed = scrubPasswords({ err: error });
    const copy = scrubbed.err as Error;
    expect(copy).toBeInstanceOf(Error);
    expect(copy.message).toBe("boom");
    expect(copy.stack).toBe(error.stack);
    expect(Object.hasOwn(copy, "password")).toBe(false);
    expect(error.password).toBe("p");
  });
});

describe("redactUrl", () => {
  // Tokens leave the query and the reset path; every other URL stays as it is.
  itAnswersEach(redactUrl, "logs %s as %s", [
    ["/api/family", "/api/family"],
    ["/healthz", "/healthz"],
    ["/api/auth/verify-email?token=abc&callbackURL=/x", "/api/auth/verify-email?token=[redacted]&callbackURL=/x"],
    ["/x?a=1&CODE=9", "/x?a=1&CODE=[redacted]"],
    ["/API/Auth/Reset-Password/tok123", "/API/Auth/Reset-Password/[redacted]"],
    ["/api/journal/entries?limit=5", "/api/journal/entries?limit=5"],
  ]);
});
