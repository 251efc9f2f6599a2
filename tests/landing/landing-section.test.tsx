// @vitest-environment happy-dom
// The landing page's "Transformed Relationships" is drawn twice: by the server into the page it sends
// (modules/system/landing-page.ts) and by the app when it takes the page over (TransformedRelationships). Both draw
// the very same markup, so nothing moves at the handover, and the app takes the three from the server's page.
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testimonialSectionMarkup, withTestimonials } from "../../src/server/modules/system/landing-page.ts";
import { testimonialSection } from "../../src/shared/testimonial-section.ts";
import { TransformedRelationships } from "../../src/web/features/marketing/components/transformed-relationships.tsx";
import { seedTestimonials, testimonialsQueryKey } from "../../src/web/lib/testimonials-query.ts";
import { createTestQueryClient } from "../web-support/render.tsx";

const three = [
  { id: 3, firstName: "Caleb", city: "Tulsa", words: `Twelve weeks & my son asks me to "pray" with him.` },
  { id: 2, firstName: "Boaz", city: "O'Fallon", words: "We walk and talk every Saturday morning now." },
  { id: 1, firstName: "Aaron", city: "Knoxville", words: "Our runs are the best hour of my week, his too." },
];

describe("the two drawings of Transformed Relationships", () => {
  it("is the very markup the server draws into the landing page", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(testimonialsQueryKey, { testimonials: three });
    const app = renderToStaticMarkup(
      <QueryClientProvider client={queryClient}>
        <TransformedRelationships />
      </QueryClientProvider>,
    );
    // React spells an apostrophe &#x27;, the server &#39;: the same character.
    expect(app.replaceAll("&#x27;", "&#39;")).toBe(testimonialSectionMarkup(three));
  });

  it("takes the three from the page the server sent, without asking the API", () => {
    const page = withTestimonials(`<main><section aria-labelledby="start-today"><h2 id="start-today">Start</h2></section></main>`, three) ?? "";
    document.body.innerHTML = page;
    const queryClient = createTestQueryClient();
    seedTestimonials(queryClient);
    expect(queryClient.getQueryData(testimonialsQueryKey)).toEqual({ testimonials: three });
    expect(document.getElementById(testimonialSection.dataId)).not.toBeNull();
  });
});
