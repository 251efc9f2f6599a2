import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../shared/messages.ts";
import { api, ApiError, onUnauthorized, toApiError } from "./api-client.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  onUnauthorized(() => {});
});

describe("toApiError", () => {
  it("reads our API's { error: { code, message, fields } }", () => {
    const error = toApiError(409, {
      error: { code: "CONFLICT", message: messages.emailAlreadyRegistered, fields: { email: messages.emailAlreadyRegistered } },
    });
    expect(error).toMatchObject({
      status: 409,
      code: "CONFLICT",
      message: messages.emailAlreadyRegistered,
      fields: { email: messages.emailAlreadyRegistered },
    });
  });

  it("reads Better Auth's { code, message }", () => {
    expect(toApiError(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" })).toMatchObject({
      status: 401,
      code: "INVALID_EMAIL_OR_PASSWORD",
      fields: {},
    });
  });

  it("gives a body it cannot read a generic message", () => {
    expect(toApiError(502, null)).toMatchObject({ status: 502, code: "HTTP_502", message: messages.internalError });
    expect(toApiError(429, "<html>")).toMatchObject({ message: messages.tooManyRequests });
  });
});

describe("api", () => {
  it("sends JSON with same-origin credentials and returns the parsed body", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    await expect(api.post("/api/things", { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith("/api/things", expect.objectContaining({ method: "POST", body: '{"a":1}', credentials: "same-origin" }));
  });

  it("says JSON on a POST or DELETE without data too (the server refuses any other POST)", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetch);
    await api.post("/api/groups/1/leave");
    await api.delete("/api/chat/threads/abc");
    for (const [, init] of fetch.mock.calls as unknown as Array<[string, RequestInit]>) {
      expect(init.headers).toMatchObject({ "content-type": "application/json" });
      expect(init.body).toBe("{}");
    }
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("reports a 401 to the session (unless the call expects one) and throws an ApiError", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: { code: "UNAUTHORIZED", message: "Please sign in" } }), { status: 401 })),
    );
    const handler = vi.fn();
    onUnauthorized(handler);
    await expect(api.get("/api/journal")).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledOnce();
    await expect(api.post("/api/auth/sign-in/email", {}, { ignoreUnauthorized: true })).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledOnce();
  });

  it("turns a network failure into status 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(api.get("/api/session")).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR", isNetworkError: true });
  });
});
