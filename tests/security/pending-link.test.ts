// The authorization matrix's dads all have confirmed sons, so a son route that skipped the
// confirmed-link check failed nothing. This actor is a dad whose son's link is still pending: every
// /api/family/sons/{sonId}/* route of the route table is called by him on that son. Only the confirmation resend
// is his before the son answers; everything else is refused with the family's "must confirm" message and changes
// no row. A new son route without a row here fails the first test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { familyText } from "../../src/shared/schemas/family.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { registerFamily, type Family } from "../support/actors.ts";
import { changedTables, tableChecksums, type Fixtures } from "./matrix-fixtures.ts";
import { ROUTES, urlOf } from "./route-table.ts";

/** What the dad of a son on a pending link gets on each son route (on that son). */
const PENDING_DAD: Record<string, number> = {
  "PUT /api/family/sons/{sonId}/password": 403,
  "POST /api/family/sons/{sonId}/email": 403,
  "POST /api/family/sons/{sonId}/sign-out": 403,
  "PUT /api/family/sons/{sonId}/age-band": 403,
  "PUT /api/family/sons/{sonId}/assistant": 403,
  "GET /api/family/sons/{sonId}/export": 403,
  "DELETE /api/family/sons/{sonId}": 403,
  "POST /api/family/sons/{sonId}/confirmation": 200,
  "POST /api/family/sons/{sonId}/sign-in-link": 403,
  "DELETE /api/family/sons/{sonId}/sign-in-link": 403,
  "PUT /api/family/sons/{sonId}/sign-in": 403,
  "PUT /api/family/sons/{sonId}/groups-name": 403,
  "POST /api/family/sons/{sonId}/encourage": 403,
  "PUT /api/family/sons/{sonId}/group-conversations": 403,
  "POST /api/family/sons/{sonId}/recovery": 403,
  "POST /api/family/sons/{sonId}/keep": 403,
};

const sonRoutes = ROUTES.filter((call) => /^\w+ \/api\/family\/sons\/\{sonId\}/.test(call.route));

let t: TestApp;
let family: Family;
beforeAll(async () => {
  t = await createTestApp();
  family = await registerFamily(t, { confirm: false, sonAgeBand: "under_13" });
  // His first request claims his first visit: made here, so no refused case sees that row change.
  await family.dad.request({ method: "GET", url: "/api/session" });
});
afterAll(async () => {
  await t?.close();
});

describe("a dad whose son's link is still pending", () => {
  it("has an expected answer on every son route, and the table names no route that is gone", () => {
    expect(sonRoutes.map((call) => call.route).sort()).toEqual(Object.keys(PENDING_DAD).sort());
  });

  for (const call of sonRoutes) {
    it(call.route, async () => {
      const [method = "GET"] = call.route.split(" ");
      const fx = {} as Fixtures;
      const body = call.body?.(fx);
      const refused = (PENDING_DAD[call.route] ?? 0) >= 400;
      await t.settleMail();
      const before = await tableChecksums(t);
      const response = await family.dad.request({
        method: method as "GET",
        url: urlOf(call, { sonId: family.son.id }, fx),
        ...(body === undefined ? {} : { payload: body as string }),
      });
      expect(response.statusCode, response.body).toBe(PENDING_DAD[call.route]);
      if (refused) {
        expect(response.json().error.message).toBe(familyText.sonMustConfirm);
        expect(changedTables(before, await tableChecksums(t))).toEqual([]);
      }
    });
  }

  it("cannot change the age band either way, nor download the under-13 son's private words", async () => {
    for (const ageBand of ["13_plus", "under_13"]) {
      const response = await family.dad.put(`/api/family/sons/${family.son.id}/age-band`, { ageBand });
      expect(response.statusCode).toBe(403);
    }
    expect((await family.dad.get(`/api/family/sons/${family.son.id}/export`)).statusCode).toBe(403);
    // The son's session is untouched by everything above.
    expect((await family.son.get("/api/session")).json().user?.id).toBe(family.son.id);
  });
});
