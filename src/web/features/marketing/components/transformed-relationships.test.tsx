// @vitest-environment happy-dom
// "Transformed Relationships" as the app draws it: nothing until the API has three, then the three cards (the same
// markup as the server's: tests/landing/landing-section.test.tsx); the server's copy of the three seeds it.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp } from "../../../../../tests/web-support/render.tsx";
import { testimonialsQueryKey } from "../../../lib/testimonials-query.ts";
import { TransformedRelationships } from "./transformed-relationships.tsx";

const three = [
  { id: 3, firstName: "Caleb", city: "Tulsa", words: `Twelve weeks & my son asks me to "pray" with him.` },
  { id: 2, firstName: "Boaz", city: "O'Fallon", words: "We walk and talk every Saturday morning now." },
  { id: 1, firstName: "Aaron", city: "Knoxville", words: "Our runs are the best hour of my week, his too." },
];

describe("TransformedRelationships", () => {
  it("draws nothing while the API has none (fewer than three approved)", async () => {
    stubFetch({ status: 200, body: { testimonials: [] } });
    const { container, queryClient } = renderWithApp(<TransformedRelationships />);
    await expect.poll(() => queryClient.getQueryData(testimonialsQueryKey)).toEqual({ testimonials: [] });
    expect(container.querySelector("section")).toBeNull();
  });

  it("draws the three cards with the spec's heading, first name and city", async () => {
    stubFetch({ status: 200, body: { testimonials: three } });
    renderWithApp(<TransformedRelationships />);
    expect(await screen.findByRole("heading", { level: 2, name: "Transformed Relationships" })).toBeTruthy();
    expect(screen.getAllByRole("figure")).toHaveLength(3);
    expect(screen.getByText("Boaz, O'Fallon")).toBeTruthy();
  });
});
