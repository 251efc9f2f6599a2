// A malformed id or week in an API path: still a 400 with the field messages, but with a code a
// screen acts on (INVALID_ID → its not-found text, INVALID_WEEK → 'Invalid week number') and a message from the
// catalogue, never the validator's own words ('Too small: expected number to be >0').
import { describe, expect, it } from "vitest";
import { messages } from "../../src/shared/messages.ts";
import { testAppForFile } from "../support/test-app.ts";
import { createGlobalAdmin, registerFamily } from "../support/actors.ts";

const t = testAppForFile();

describe("a path parameter the route refuses", () => {
  it("answers INVALID_ID with the catalogue's message for a malformed id", async () => {
    const admin = await createGlobalAdmin(t);
    const { dad } = await registerFamily(t);
    for (const [actor, url] of [
      [admin, "/api/admin/plans/00000000-0000-0000-0000-000000000000/content"],
      [admin, "/api/admin/plans/0/content"],
      [dad, "/api/groups/abc"],
      [dad, "/api/marketplace/plans/-1"],
    ] as const) {
      const response = await actor.get(url);
      expect(response.statusCode, url).toBe(400);
      const error = response.json().error;
      expect(error).toMatchObject({ code: "INVALID_ID", message: messages.notFound });
      expect(Object.keys(error.fields).length).toBeGreaterThan(0);
    }
  });

  it("answers INVALID_WEEK ('Invalid week number') for a week that is not a whole number of at least 1", async () => {
    const { dad } = await registerFamily(t);
    for (const week of ["0", "abc", "2.5"]) {
      const response = await dad.post(`/api/weeks/${week}/open`, {});
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: "INVALID_WEEK", message: messages.invalidWeek, fields: { week: messages.invalidWeek } });
    }
  });

  it("leaves a body's field errors as VALIDATION_FAILED", async () => {
    const { dad } = await registerFamily(t);
    const response = await dad.post("/api/groups", { name: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_FAILED");
  });
});
