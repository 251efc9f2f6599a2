// @vitest-environment happy-dom
// The share form: nothing is sent until the words, the city and the consent are there; what it sends is the plan,
// the city, the words and the consent (never a name: the server takes his first name from his account); a refusal's
// field message lands on its field; with no finished plan left there is nothing to fill in.
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testimonialMessages } from "../../../../shared/schemas/testimonials.ts";
import { apiError, jsonResponse, sentBody, stubFetch, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp, testUser } from "../../../../../tests/web-support/render.tsx";
import { ShareWordsPage } from "./share-words-page.tsx";

const mine = { status: 200, body: { finishedPlans: [{ id: 7, title: "Finish Line" }], shared: [] } };
const user = testUser("dad", { fullName: "Walter Finisher" });
const WORDS = "My son and I pray together every morning now.";

async function fill(city = "Tulsa") {
  await userEvent.type(await screen.findByLabelText("Your words"), WORDS);
  await userEvent.type(screen.getByLabelText("Your city"), city);
}

describe("ShareWordsPage", () => {
  it("sends nothing without the consent, then sends the plan, city, words and consent only", async () => {
    const created = { id: 1, status: "pending", message: testimonialMessages.submitted };
    const fetchMock = stubFetchWith(async (_input, init) => (init?.method === "POST" ? jsonResponse(201, created) : jsonResponse(mine.status, mine.body)));
    renderWithApp(<ShareWordsPage />, { path: "/share-words", user });
    await fill();
    expect(screen.getByText("Walter, Tulsa")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Share my words" }));
    expect(await screen.findByText(testimonialMessages.consentRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
    await userEvent.click(screen.getByLabelText(testimonialMessages.consent));
    await userEvent.click(screen.getByRole("button", { name: "Share my words" }));
    expect(await screen.findByText(testimonialMessages.submitted)).toBeTruthy();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === "POST");
    expect(sentBody(fetchMock, post)).toEqual({ planId: 7, city: "Tulsa", words: WORDS, consent: true });
  });

  it("puts the server's field message on its field", async () => {
    const refused = apiError(400, "VALIDATION_ERROR", "Invalid input", { city: testimonialMessages.cityTooLong });
    stubFetchWith(async (_input, init) => (init?.method === "POST" ? jsonResponse(refused.status, refused.body) : jsonResponse(mine.status, mine.body)));
    renderWithApp(<ShareWordsPage />, { path: "/share-words", user });
    await fill();
    await userEvent.click(screen.getByLabelText(testimonialMessages.consent));
    await userEvent.click(screen.getByRole("button", { name: "Share my words" }));
    expect(await screen.findByText(testimonialMessages.cityTooLong)).toBeTruthy();
    expect(screen.getByLabelText("Your city").getAttribute("aria-invalid")).toBe("true");
  });

  it("has nothing to fill in when no finished plan is left to share about", async () => {
    stubFetch({ status: 200, body: { finishedPlans: [], shared: [] } });
    renderWithApp(<ShareWordsPage />, { path: "/share-words", user });
    expect(await screen.findByText("Nothing to share about yet")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Share my words" })).toBeNull();
  });
});
