// The landing page as the server sends it: "Transformed Relationships" is absent until three dads' words are approved,
// then drawn into the page itself (no script needed) with the latest three, every word escaped; the page is kept in
// memory and dropped on every process (two apps on one database here, as two processes) when an admin approves or
// unpublishes, or a dad withdraws his words.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonialSection } from "../../../shared/testimonial-section.ts";
import { createGlobalAdmin, registerDad, type Actor, type TwoFactorActor } from "../../../../tests/support/actors.ts";
import { eventually } from "../../../../tests/support/announcements.ts";
import { countQueries } from "../../../../tests/support/query-counter.ts";
import { insertPlan } from "../../../../tests/support/plan-fixtures.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { testimonials } from "../../db/schema/index.ts";
import { decodedBody } from "../../../../tests/support/decoded-body.ts";

const CLOSING = `<section aria-labelledby="start-today" class="px-4"><h2 id="start-today">Start Your Journey Today</h2></section>`;
const LANDING = `<!doctype html><html lang="en"><head><title>StrongBond</title></head><body><div id="root" data-prerendered="true" data-island=""><main><section aria-labelledby="grow-together"><h2 id="grow-together">Grow Together</h2></section>${CLOSING}</main></div></body></html>`;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "strongbond-landing-"));
fs.writeFileSync(path.join(webRoot, "index.html"), `<!doctype html><html><head></head><body><div id="root"></div></body></html>`);
fs.mkdirSync(path.join(webRoot, "prerendered"));
fs.writeFileSync(path.join(webRoot, "prerendered", "index.html"), LANDING);
fs.writeFileSync(path.join(webRoot, "prerendered", "pages.json"), JSON.stringify({ "/": "index.html" }));

const CACHES = { VIEWER_CACHE: "1", READ_CACHE: "1" };
let a: TestApp;
let b: TestApp;
let admin: TwoFactorActor;
let planId: number;
/** The dads who shared, by first name. */
const dads = new Map<string, { dad: Actor; id: number }>();

beforeAll(async () => {
  a = await createTestApp(CACHES, { webRoot });
  b = await createTestApp(CACHES, { webRoot, sameDatabaseAs: a });
  admin = await createGlobalAdmin(a);
  planId = await insertPlan(a.db, { title: "Landing Line" });
});
afterAll(async () => {
  await b.close();
  await a.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** The landing page from `app`, decoded whatever its encoding. */
async function landing(app: TestApp, acceptEncoding?: string): Promise<{ response: LightMyRequestResponse; html: string }> {
  const response = await app.rawInject({ method: "GET", url: "/", headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
  return { response, html: decodedBody(response) };
}
const hasSection = async (app: TestApp) => (await landing(app)).html.includes(`id="${testimonialSection.headingId}"`);

/** A dad's words, pending (written straight into the table: the API's own rules are testimonials.test.ts's). */
async function shared(firstName: string, words: string, city = "Tulsa"): Promise<{ dad: Actor; id: number }> {
  const dad = await registerDad(a, `${firstName} Landing`);
  const [row] = await a.db
    .insert(testimonials)
    .values({ userId: dad.id, planId, firstName, city, words, consentedAt: new Date() })
    .returning({ id: testimonials.id });
  if (!row) throw new Error("no testimonial");
  dads.set(firstName, { dad, id: row.id });
  return { dad, id: row.id };
}

describe("the landing page's Transformed Relationships", () => {
  it("is absent until three are approved, then shows the latest three, escaped, on every process and encoding", async () => {
    const first = await shared("Aaron", "We walk & talk every Saturday morning now.");
    const second = await shared("Boaz", `He said "thank you" for the first time, <b>really</b>.`, `O'Fallon`);
    const third = await shared("Caleb", "Twelve weeks and my son asks me to pray with him.");
    await admin.post(`/api/admin/testimonials/${first.id}/approve`);
    await admin.post(`/api/admin/testimonials/${second.id}/approve`);
    expect(await hasSection(a)).toBe(false);
    expect(await hasSection(b)).toBe(false);

    expect((await admin.post(`/api/admin/testimonials/${third.id}/approve`)).statusCode).toBe(200);
    await eventually(() => hasSection(b));
    for (const encoding of [undefined, "gzip", "gzip, deflate, br"]) {
      const { response, html } = await landing(a, encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      // Drawn before the closing call, the three cards newest approval first, with first name and city only.
      const section = html.slice(html.indexOf(`aria-labelledby="${testimonialSection.headingId}"`), html.indexOf(CLOSING));
      expect(section).toContain(`>${testimonialSection.heading}</h2>`);
      const bylines = [...section.matchAll(/<figcaption[^>]*>([^<]*)<\/figcaption>/g)].map((match) => match[1]);
      expect(bylines).toEqual(["Caleb, Tulsa", "Boaz, O&#39;Fallon", "Aaron, Tulsa"]);
      expect(section).not.toContain("<b>");
      expect(section).toContain("&lt;b&gt;really&lt;/b&gt;");
      expect(section).toContain("We walk &amp; talk");
      expect(section).not.toContain("Landing"); // never his surname
      // The app's copy of the same three, which cannot end its element.
      const data = new RegExp(`<script type="application/json" id="${testimonialSection.dataId}">([^<]*)</script>`).exec(html)?.[1] ?? "";
      expect(data).not.toMatch(/[<>]/);
      expect((JSON.parse(data) as { firstName: string }[]).map((row) => row.firstName)).toEqual(["Caleb", "Boaz", "Aaron"]);
      expect(html.indexOf(CLOSING)).toBeGreaterThan(html.indexOf(testimonialSection.heading));
    }
  });

  it("is kept: a second visit sends the same bytes without a statement", async () => {
    const one = await landing(a, "gzip");
    const counter = countQueries(a.db);
    try {
      let two: Awaited<ReturnType<typeof landing>> | undefined;
      expect(
        await counter.count(async () => {
          two = await landing(a, "gzip");
        }),
      ).toBe(0);
      expect(two?.response.rawPayload.equals(one.response.rawPayload)).toBe(true);
    } finally {
      counter.restore();
    }
  });

  it("goes when an admin unpublishes one (only two left), and comes back with another approval, on both processes", async () => {
    const approved = (await admin.get("/api/admin/testimonials?status=approved")).json().testimonials as { firstName: string }[];
    expect(approved.map((row) => row.firstName).sort()).toEqual(["Aaron", "Boaz", "Caleb"]);
    expect((await admin.post(`/api/admin/testimonials/${dads.get("Caleb")?.id}/reject`)).json().status).toBe("rejected");
    await eventually(async () => !(await hasSection(b)));
    expect(await hasSection(a)).toBe(false);
    const fourth = await shared("Dan", "Our Saturday runs are the best hour of my week.");
    await admin.post(`/api/admin/testimonials/${fourth.id}/approve`);
    await eventually(() => hasSection(b));
    expect((await landing(a)).html).toContain("Dan, Tulsa");
  });

  it("goes when a dad withdraws his words; another dad's id is 404 and changes nothing", async () => {
    const dan = dads.get("Dan");
    if (!dan) throw new Error("no Dan");
    const stranger = await registerDad(a, "Stranger Landing");
    expect((await stranger.request({ method: "DELETE", url: `/api/testimonials/${dan.id}` })).statusCode).toBe(404);
    expect(await hasSection(b)).toBe(true);
    expect((await dan.dad.request({ method: "DELETE", url: `/api/testimonials/${dan.id}` })).statusCode).toBe(204);
    await eventually(async () => !(await hasSection(b)));
    expect(await hasSection(a)).toBe(false);
  });
});
