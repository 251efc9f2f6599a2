// A 4xx thrown by a plugin or by Fastify itself (not an AppError) answers the code and the catalogue's words of
// its status, not BAD_REQUEST "could not be understood" for all of them.
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../shared/messages.ts";
import { JSON_REQUIRED_MESSAGE } from "../lib/request-guard.ts";
import { testAppForFile } from "../../../tests/support/test-app.ts";
import { registerDad } from "../../../tests/support/actors.ts";
import type { App } from "./app-instance.ts";
import { errorAnswers } from "./error-answers.ts";

describe("a plugin's 4xx", () => {
  const app = Fastify();
  beforeAll(async () => {
    // Called directly, as app.ts's register does: it sets the error handler of the instance it is given.
    await errorAnswers(app as unknown as App);
    app.get("/throws/:status", async (request) => {
      throw Object.assign(new Error("from a plugin"), { statusCode: Number((request.params as { status: string }).status) });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    [401, "UNAUTHENTICATED", messages.signInRequired],
    [403, "FORBIDDEN", messages.forbidden],
    [404, "NOT_FOUND", messages.notFound],
    [415, "UNSUPPORTED_MEDIA_TYPE", JSON_REQUIRED_MESSAGE],
    [413, "BAD_REQUEST", "The request is too large."],
    [400, "BAD_REQUEST", "The request could not be understood."],
    [418, "BAD_REQUEST", "The request could not be understood."],
  ])("%i answers %s with the catalogue's message", async (status, code, message) => {
    const response = await app.inject({ method: "GET", url: `/throws/${status}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code, message } });
  });
});

describe("Fastify's own 415 through the app", () => {
  const t = testAppForFile();

  it("a PUT whose body is not JSON answers UNSUPPORTED_MEDIA_TYPE, like the guard's refusal of such a POST", async () => {
    const dad = await registerDad(t);
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/account/profile",
      headers: { cookie: dad.cookie, "content-type": "application/xml" },
      payload: "<fullName>Someone</fullName>",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { code: "UNSUPPORTED_MEDIA_TYPE", message: JSON_REQUIRED_MESSAGE } });
  });
});
