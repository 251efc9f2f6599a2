// The landing page `/` as the server sends it: the build's prerendered page (scripts/prerender.ts, drawn signed out
// with no testimonials) with "Transformed Relationships" — the latest approved dads' words — inserted before the
// closing call, so a signed-out visitor reads them without a script, and their JSON after the section for the app,
// which draws the page anew when it takes over. Until three are approved the prerendered file is sent as it is
// (the caller's static file). The page as sent (compressed once per encoding) is a cached answer, dropped on every
// process when the testimonials table announces a change (an approval, unpublishing, a withdrawal). Every word is
// escaped here, once. Never a 500 for the page.
import fs from "node:fs";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { TPublicTestimonial } from "../../../shared/schemas/testimonials.ts";
import { testimonialByline, testimonialSection, testimonialSectionClasses as css } from "../../../shared/testimonial-section.ts";
import type { App } from "../../http/app-instance.ts";
import { CACHED_ANSWERS, TESTIMONIALS } from "../../platform/cached-answers.ts";
import { readThrough } from "../../platform/read-caches.ts";
import { latestTestimonials } from "../testimonials/testimonials.service.ts";
import { escapeHtml } from "./public-page-html.ts";
import { compress, preferredEncoding } from "./viewer-pages.ts";

export const LANDING_PATH = "/";

export interface LandingPage {
  /** Sends the page with the section and returns true; false (nothing sent) when the caller sends the prerendered file. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** The section's markup: the same elements and classes as the app's TransformedRelationships. */
export function testimonialSectionMarkup(testimonials: readonly TPublicTestimonial[]): string {
  const s = testimonialSection;
  const cards = testimonials.map(
    (testimonial) =>
      `<li><figure class="${css.card}"><blockquote class="${css.quote}"><p>${escapeHtml(testimonial.words)}</p></blockquote>` +
      `<figcaption class="${css.byline}">${escapeHtml(testimonialByline(testimonial))}</figcaption></figure></li>`,
  );
  return (
    `<section aria-labelledby="${s.headingId}" class="${css.section}"><div class="${css.inner}"><div class="${css.header}">` +
    `<p class="${css.eyebrow}">${escapeHtml(s.eyebrow)}</p><h2 id="${s.headingId}" class="${css.heading}">${escapeHtml(s.heading)}</h2>` +
    `<p class="${css.intro}">${escapeHtml(s.intro)}</p></div><ul class="${css.list}">${cards.join("")}</ul></div></section>`
  );
}

/** JSON safe inside a `<script>` element: no `<`, `>` or `&` can end it or open another. */
export function testimonialsJson(testimonials: readonly TPublicTestimonial[]): string {
  return JSON.stringify(testimonials).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * The landing page with the section (and its data) before the closing call's section; the page unchanged when there
 * is nothing to show, null when the page has no closing call to put it before.
 */
export function withTestimonials(page: string, testimonials: readonly TPublicTestimonial[]): string | null {
  if (testimonials.length === 0) return page;
  const heading = page.indexOf(`id="${testimonialSection.closingHeadingId}"`);
  const section = heading === -1 ? -1 : page.lastIndexOf("<section", heading);
  if (section === -1) return null;
  const data = `<script type="application/json" id="${testimonialSection.dataId}">${testimonialsJson(testimonials)}</script>`;
  return page.slice(0, section) + testimonialSectionMarkup(testimonials) + data + page.slice(section);
}

/** The landing page from the build's prerendered `file` in `webRoot`; null without one. */
export function loadLandingPage(app: App, webRoot: string, file: string | undefined): LandingPage | null {
  const full = file === undefined ? null : path.join(webRoot, file);
  if (full === null || !fs.existsSync(full)) return null;
  const prerendered = fs.readFileSync(full, "utf8");
  const { db } = app.deps;
  const making = new Map<string, Promise<Buffer | null>>();
  return {
    async send(request, reply) {
      try {
        const testimonials = await latestTestimonials(db);
        if (testimonials.length === 0) return false;
        const encoding = preferredEncoding(request.headers["accept-encoding"]);
        const page = CACHED_ANSWERS.landingPage;
        const key = page.key(encoding ?? "identity");
        // Requests for the page while it is being made wait for that one (an approval, then many visitors at once).
        let pending = making.get(key);
        if (!pending) {
          pending = readThrough(
            db,
            page,
            key,
            async () => {
              // Read again inside: what is kept is exactly what was drawn.
              const html = withTestimonials(prerendered, await latestTestimonials(db));
              if (html === null) return null;
              return encoding ? compress(html, encoding) : Buffer.from(html);
            },
            () => [TESTIMONIALS],
          ).finally(() => making.delete(key));
          making.set(key, pending);
        }
        const body = await pending;
        if (body === null) {
          request.log.error("the prerendered landing page has no closing call; it is sent without its testimonials");
          return false;
        }
        reply.header("cache-control", "no-cache").header("vary", "Accept-Encoding").type("text/html; charset=utf-8");
        if (encoding) reply.header("content-encoding", encoding);
        await reply.send(body);
        return true;
      } catch (error) {
        request.log.error({ err: error }, "landing page with testimonials failed; the prerendered page is sent");
        return false;
      }
    },
  };
}
