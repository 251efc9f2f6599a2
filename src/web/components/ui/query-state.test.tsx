// @vitest-environment happy-dom
import { useQuery } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "../../../shared/messages.ts";
import { api } from "../../lib/api-client.ts";
import { apiError, stubFetch, stubFetchWith } from "../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp } from "../../../../tests/web-support/render.tsx";
import { QueryState } from "./query-state.tsx";

function Items() {
  const query = useQuery({ queryKey: ["items"], queryFn: () => api.get<{ items: string[] }>("/api/items") });
  return (
    <QueryState
      query={query}
      error={{ failed: messages.loadDataFailed, notFound: messages.planNotFound }}
      loading={<p data-testid="skeleton">skeleton</p>}
      notFound={<h1>{messages.planNotFound}</h1>}
      isEmpty={(data) => data.items.length === 0}
      empty={<p>Nothing yet</p>}
    >
      {(data) => (
        <ul>
          {data.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe("QueryState", () => {
  it("holds the layout with the loading slot, then draws the data", async () => {
    stubFetch({ status: 200, body: { items: ["one", "two"] } });
    renderWithApp(<Items />);
    expect(screen.getByTestId("skeleton")).toBeInTheDocument();
    expect(await screen.findByText("two")).toBeInTheDocument();
    expect(screen.queryByTestId("skeleton")).not.toBeInTheDocument();
  });

  it("draws the empty slot when the data has nothing", async () => {
    stubFetch({ status: 200, body: { items: [] } });
    renderWithApp(<Items />);
    expect(await screen.findByText("Nothing yet")).toBeInTheDocument();
  });

  it("says the screen's text for a failure (never the server's words for a 500) and Retry loads again", async () => {
    stubFetch(apiError(500, "INTERNAL", "stack trace here"), { status: 200, body: { items: ["back"] } });
    renderWithApp(<Items />);
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.loadDataFailed);
    expect(screen.queryByText("stack trace here")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("back")).toBeInTheDocument();
  });

  it("draws the not-found view for a malformed id, never the validator's words", async () => {
    stubFetch(apiError(400, "INVALID_ID", messages.notFound, { planId: "Too small: expected number to be >0" }));
    renderWithApp(<Items />);
    expect(await screen.findByRole("heading", { name: messages.planNotFound })).toBeInTheDocument();
    expect(screen.queryByText(/Too small/)).not.toBeInTheDocument();
  });

  it("falls back to the default loading screen", async () => {
    stubFetchWith(() => new Promise(() => {}));
    function Pending() {
      const query = useQuery({ queryKey: ["never"], queryFn: () => api.get<string>("/api/never") });
      return (
        <QueryState query={query} error={messages.loadDataFailed} loadingMessage="Loading things...">
          {(data) => <p>{data}</p>}
        </QueryState>
      );
    }
    renderWithApp(<Pending />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading things...");
  });
});
