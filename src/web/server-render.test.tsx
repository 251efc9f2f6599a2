// @vitest-environment happy-dom
// The dashboard as the server renders it for a signed-in viewer (prerender-entry.tsx `renderWithState`)
// and its hydration from the embedded answers, as main.tsx does it: his data is in the HTML,
// the browser's first render matches it (no recoverable hydration error, the painted nodes are kept) and no
// request is sent for the session or the dashboard.
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, StrictMode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { embeddedStateElement, readEmbeddedState, type DashboardState, type WeekState } from "../shared/embedded-state.ts";
import { SessionRenderedContext, sessionQueryKey } from "./session/get-session.ts";
import { dashboardQueryOptions } from "./lib/dashboard-query.ts";
import { weekKeys } from "./lib/query-keys.ts";
import { seedQueryCache } from "./lib/embedded-state.ts";
import { renderWithState } from "./prerender-entry.tsx";
import { resolveLazyRoutes, routes } from "./router.tsx";
import { createTestQueryClient, testUser } from "../../tests/web-support/render.tsx";
import { COMPILED } from "../shared/i18n/compiled/all.ts";
import { setCatalog } from "./lib/i18n.ts";

const english = COMPILED.en;

const state: DashboardState = {
  session: { user: testUser("dad", { id: "dad-1", fullName: "Dan Hydrate" }), assistantConfigured: false },
  dashboard: {
    plans: [],
    achievements: { devotionalsCompleted: 2, challengesCompleted: 1 },
    recentEntries: [
      {
        id: 7,
        title: "Morning run </script> together",
        excerpt: "We ran by the river.",
        entryType: "fitness",
        weekNumber: 2,
        createdAt: "2026-11-20T23:30:00.000Z",
      },
    ],
    week: {
      weekNumber: 3,
      plan: null,
      purchaseRequired: false,
      devotional: null,
      challenge: null,
      dadsCorner: null,
      progress: { id: 0, weekNumber: 3, devotionalCompleted: true, challengeCompleted: false, journalCompleted: false },
    },
    journey: {
      currentWeek: 3,
      totalWeeks: null,
      completedWeeks: [1, 2],
      planTitle: null,
      startsOn: "2026-01-04",
      today: "2026-01-20",
      timeZone: "UTC",
      canMoveWeek: false,
      catchUpWeek: null,
    },
    family: [
      {
        userId: "son-1",
        fullName: "Sam Hydrate",
        role: "son",
        progress: { devotionalCompleted: false, challengeCompleted: true, journalCompleted: false },
        sharedEntry: null,
      },
    ],
    streak: { weeks: 2, graceUsed: 0, graceAvailable: true, paused: false },
    fromDad: null,
  },
};

// React's act() outside @testing-library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

interface PaintedPage {
  container: HTMLElement;
  heading: Element | null;
}

/** Puts the server's markup and its embedded answers in the page, as the server sends them; its heading is there at once. */
function paintServerPage(markup: string, embedded: DashboardState | WeekState, headingText: string): PaintedPage {
  document.body.innerHTML = `<div id="root" data-prerendered="true">${markup}</div>${embeddedStateElement(embedded)}`;
  const container = document.getElementById("root");
  if (!container) throw new Error("no #root");
  const heading = container.querySelector("h1");
  expect(heading).toHaveTextContent(headingText);
  return { container, heading };
}

/** Reads the page's embedded answers into a new cache, as main.tsx does, after checking they came through whole. */
function seedFromPage(expected: DashboardState | WeekState): QueryClient {
  const embedded = readEmbeddedState(document);
  expect(embedded).toEqual(expected);
  const queryClient = createTestQueryClient();
  seedQueryCache(queryClient, embedded!);
  return queryClient;
}

/** Hydrates the page with the app's routes as main.tsx does; answers the errors React recovered from. */
async function hydrateAsMainDoes(container: HTMLElement, queryClient: QueryClient, path: string): Promise<unknown[]> {
  await resolveLazyRoutes(path);
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <SessionRenderedContext value>
            <RouterProvider router={createBrowserRouter(routes)} />
          </SessionRenderedContext>
        </QueryClientProvider>
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return recoverable;
}

/** Hydrates with `fetch` answered by `fetchSpy`: no error React recovered from, and the painted nodes kept (a failed hydration renders the page anew). */
async function expectCleanHydration(
  { container, heading }: PaintedPage,
  queryClient: QueryClient,
  path: string,
  fetchSpy: (url: string) => Promise<unknown>,
): Promise<void> {
  vi.stubGlobal("fetch", fetchSpy);
  expect(await hydrateAsMainDoes(container, queryClient, path)).toEqual([]);
  expect(container.querySelector("h1")).toBe(heading);
}

describe("the dashboard rendered on the server with the viewer's data", () => {
  it("carries his data in the HTML and hydrates from the embedded answers without a request or a mismatch", async () => {
    window.history.replaceState(null, "", "/dashboard/dad");
    const markup = await renderWithState("/dashboard/dad", state);
    expect(markup).toContain("Welcome back, Dan Hydrate.");
    expect(markup).toContain("Sam Hydrate");
    // The family streak comes in the dashboard's answer: on the first paint, no request of its own.
    expect(markup).toContain("2 weeks together in a row.");
    // The server's date is English and UTC, whatever the machine's settings (the hydration says the same).
    expect(markup).toContain("Nov 20, 2026");
    const page = paintServerPage(markup, state, "Dad's Dashboard");

    // What main.tsx does on such a page.
    const queryClient = seedFromPage(state);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(state.session);
    expect(queryClient.getQueryData(dashboardQueryOptions(null).queryKey)).toEqual(state.dashboard);
    const fetchSpy = vi.fn(() => Promise.reject(new Error("no request expected")));
    await expectCleanHydration(page, queryClient, "/dashboard/dad", fetchSpy);

    // The page is his.
    const { container } = page;
    expect(container).toHaveTextContent("Welcome back, Dan Hydrate.");
    expect(container).toHaveTextContent("Sam Hydrate");
    expect(container).toHaveTextContent("Morning run </script> together");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("greets his first visit as new, and says so in the HTML", async () => {
    window.history.replaceState(null, "", "/dashboard/dad");
    const first = { ...state, session: { ...state.session, user: { ...state.session.user!, firstVisit: true } } };
    const markup = await renderWithState("/dashboard/dad", first);
    expect(markup).toContain("Welcome, Dan Hydrate.");
    expect(markup).not.toContain("Welcome back");
  });

  it("reads no state from a page without one, or with one that is not the viewer's answers", () => {
    document.body.innerHTML = `<div id="root"></div>`;
    expect(readEmbeddedState(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="strongbond-state">{"session":{"user":null}}</script>`;
    expect(readEmbeddedState(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="strongbond-state">{not json</script>`;
    expect(readEmbeddedState(document)).toBeNull();
  });

  it("draws the week page with his week, and hydrates it from the embedded answer without asking for it or a mismatch", async () => {
    window.history.replaceState(null, "", "/week/2");
    const week: WeekState = {
      session: state.session,
      week: {
        number: 2,
        view: {
          weekNumber: 2,
          plan: { id: 4, title: "Iron Sharpens Iron", durationWeeks: 8 },
          purchaseRequired: false,
          devotional: {
            id: 11,
            weekNumber: 2,
            title: "Standing Firm",
            scriptureReference: "John 15:13",
            content: "Greater love has no one than this.",
            memoryVerse: null,
            discussionQuestions: ["Who stood firm for you?"],
          },
          challenge: null,
          dadsCorner: { id: 12, weekNumber: 2, title: "Leading at Home", content: "Lead by serving.", resources: [] },
          progress: { id: 5, weekNumber: 2, devotionalCompleted: true, challengeCompleted: false, journalCompleted: false },
        },
      },
    };
    const markup = await renderWithState("/week/2", week);
    expect(markup).toContain("Standing Firm");
    expect(markup).toContain("Iron Sharpens Iron");
    expect(markup).toContain("<title>Week 2 · StrongBond</title>");
    const page = paintServerPage(markup, week, "Week 2");

    const queryClient = seedFromPage(week);
    expect(queryClient.getQueryData(weekKeys.open(2))).toEqual(week.week.view);
    const fetchSpy = vi.fn((_url: string) => Promise.reject(new Error("not in this test")));
    await expectCleanHydration(page, queryClient, "/week/2", fetchSpy);

    expect(page.container).toHaveTextContent("Standing Firm");
    // The week and the session came with the page: neither is asked for as it hydrates.
    const asked = fetchSpy.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.includes("/api/weeks") || url.includes("/api/session"))).toEqual([]);
  });

  describe("in Spanish, the viewer's language", () => {
    afterEach(() => setCatalog("en", english));

    it("draws his dashboard in Spanish and hydrates it in the same words", async () => {
      window.history.replaceState(null, "", "/dashboard/dad");
      const markup = await renderWithState("/dashboard/dad", state, "es");
      expect(markup).toContain("Qué bueno verte otra vez, Dan Hydrate.");
      expect(markup).toContain("Esta semana, juntos");
      expect(markup).toContain("2 semanas seguidas juntos.");
      expect(markup).toContain("Lo último en el diario");
      expect(markup).toContain("Registro de ejercicio");
      // The family's date in the page's language, on the family's clock.
      expect(markup).toContain("20 nov 2026");
      expect(markup).not.toContain("This week, together");
      const page = paintServerPage(markup, state, "El panel de papá");
      const fetchSpy = vi.fn(() => Promise.reject(new Error("no request expected")));
      await expectCleanHydration(page, seedFromPage(state), "/dashboard/dad", fetchSpy);
      expect(page.container).toHaveTextContent("Reto físico: hecho");
      expect(page.container).toHaveTextContent("Tus logros");
    });

    it("draws the week page's chrome in Spanish and the plan's own words as they are", async () => {
      window.history.replaceState(null, "", "/week/2");
      const week: WeekState = {
        session: state.session,
        week: {
          number: 2,
          view: {
            weekNumber: 2,
            plan: { id: 4, title: "Iron Sharpens Iron", durationWeeks: 8 },
            purchaseRequired: false,
            devotional: {
              id: 11,
              weekNumber: 2,
              title: "Standing Firm",
              scriptureReference: "John 15:13",
              content: "Greater love has no one than this.",
              memoryVerse: null,
              discussionQuestions: ["Who stood firm for you?"],
            },
            challenge: null,
            dadsCorner: null,
            progress: { id: 5, weekNumber: 2, devotionalCompleted: true, challengeCompleted: false, journalCompleted: false },
          },
        },
      };
      const markup = await renderWithState("/week/2", week, "es");
      expect(markup).toContain("<title>Semana 2 · StrongBond</title>");
      expect(markup).toContain("Standing Firm");
      expect(markup).toContain("Para platicar juntos");
      expect(markup).toContain("Escribe lo que piensas");
      expect(markup).toContain("Reto físico");
      expect(markup).toContain("Semana siguiente");
      const page = paintServerPage(markup, week, "Semana 2");
      const fetchSpy = vi.fn((_url: string) => Promise.reject(new Error("not in this test")));
      await expectCleanHydration(page, seedFromPage(week), "/week/2", fetchSpy);
      expect(page.container).toHaveTextContent("Cómo vas");
    });
  });
});
