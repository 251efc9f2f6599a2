// The rules of the landing page's "Transformed Relationships", without a database: shown only with three, the
// latest three; put before the closing call; every word escaped; its data unable to end its element.
import { describe, expect, it } from "vitest";
import { testimonialSection } from "../../../shared/testimonial-section.ts";
import { shownTestimonials } from "./testimonials.service.ts";
import { testimonialSectionMarkup, testimonialsJson, withTestimonials } from "../system/landing-page.ts";

const card = (id: number, words = `Words number ${id} from a dad who finished.`) => ({ id, firstName: `Dad${id}`, city: "Tulsa", words });
const PAGE = `<main><section aria-labelledby="grow-together"></section><section aria-labelledby="start-today" class="x"><h2 id="start-today">Start</h2></section></main>`;

describe("which testimonials are shown", () => {
  it("none until there are three approved, then the latest three", () => {
    expect(shownTestimonials([])).toEqual([]);
    expect(shownTestimonials([card(1), card(2)])).toEqual([]);
    expect(shownTestimonials([card(3), card(2), card(1)]).map((row) => row.id)).toEqual([3, 2, 1]);
    expect(shownTestimonials([card(4), card(3), card(2), card(1)]).map((row) => row.id)).toEqual([4, 3, 2]);
  });
});

describe("the section in the landing page", () => {
  it("leaves the page as it is when there is nothing to show", () => {
    expect(withTestimonials(PAGE, [])).toBe(PAGE);
  });

  it("goes right before the closing call's section, with the spec's heading and one card per dad", () => {
    const html = withTestimonials(PAGE, [card(1), card(2), card(3)]) ?? "";
    const section = html.indexOf(`aria-labelledby="${testimonialSection.headingId}"`);
    expect(section).toBeGreaterThan(html.indexOf('aria-labelledby="grow-together"'));
    expect(section).toBeLessThan(html.indexOf('aria-labelledby="start-today"'));
    expect(html).toContain(`<h2 id="${testimonialSection.headingId}" class="mt-3 text-3xl font-bold sm:text-4xl">Transformed Relationships</h2>`);
    expect(html.match(/<figure /g)).toHaveLength(3);
    expect(html).toContain("<figcaption");
    expect(html).toContain(">Dad2, Tulsa</figcaption>");
  });

  it("is null when the page has no closing call to put it before", () => {
    expect(withTestimonials("<main></main>", [card(1), card(2), card(3)])).toBeNull();
  });

  it("escapes every word, and its data cannot end its element", () => {
    const evil = { id: 9, firstName: `<img src=x onerror=alert(1)>`, city: `"Tul'sa"`, words: `</script><script>alert(1)</script> & more words` };
    const markup = testimonialSectionMarkup([evil]);
    expect(markup).not.toContain("<img");
    expect(markup).not.toContain("<script");
    expect(markup).toContain("&lt;img src=x onerror=alert(1)&gt;, &quot;Tul&#39;sa&quot;");
    expect(markup).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more words");
    const json = testimonialsJson([evil]);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual([evil]);
  });
});
