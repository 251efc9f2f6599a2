import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { createGlobalAdmin, registerDad, registerFamily } from "../../../../tests/support/actors.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /api/family (a guarded route)", () => {
  it("shows a dad his son and a son his dad", async () => {
    const { dad, son } = await registerFamily(t, { dadName: "Mark", sonName: "Tom" });
    expect((await dad.get("/api/family")).json().members).toEqual([{ userId: son.id, fullName: "Tom", role: "son", sonAssistantEnabled: false }]);
    expect((await son.get("/api/family")).json().members).toEqual([{ userId: dad.id, fullName: "Mark", role: "dad", sonAssistantEnabled: false }]);
  });

  it("shows nothing of other families", async () => {
    await registerFamily(t);
    const lonely = await registerDad(t);
    expect((await lonely.get("/api/family")).json().members).toEqual([]);
  });

  it("refuses a signed-out request (401) and an admin (403)", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/family" });
    expect(anonymous.statusCode).toBe(401);
    const admin = await createGlobalAdmin(t);
    expect((await admin.get("/api/family")).statusCode).toBe(403);
  });
});
