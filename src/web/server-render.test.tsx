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

/** His week 2 as the page embeds it: the plan's devotional, no challenge, and the Dad's Corner given. */
function weekTwoState(dadsCorner: WeekState["week"]["view"]["dadsCorner"]): WeekState {
  return {
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
        dadsCorner,
        progress: { id: 5, weekNumber: 2, devotionalCompleted: true, challengeCompleted: false, journalCompleted: false },
      },
    },
  };
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
    const week = weekTwoState({ id: 12, weekNumber: 2, title: "Leading at Home", content: "Lead by serving.", resources: [] });

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

    // Each page's words in Spanish, and the plan's own words as they are.
    const pages: Array<{
      page: string;
      path: string;
      embedded: DashboardState | WeekState;
      heading: string;
      drawn: string[];
      notDrawn: string[];
      hydrated: string[];
    }> = [
      {
        page: "his dashboard",
        path: "/dashboard/dad",
        embedded: state,
        heading: "El panel de papá",
        // The family's date in the page's language, on the family's clock.
        drawn: [
          "Qué bueno verte otra vez, Dan Hydrate.",
          "Esta semana, juntos",
          "2 semanas seguidas juntos.",
          "Lo último en el diario",
          "Registro de ejercicio",
          "20 nov 2026",
        ],
        notDrawn: ["This week, together"],
        hydrated: ["Reto físico: hecho", "Tus logros"],
      },
      {
        page: "the week page",
        path: "/week/2",
        embedded: weekTwoState(null),
        heading: "Semana 2",
        drawn: ["<title>Semana 2 · StrongBond</title>", "Standing Firm", "Para platicar juntos", "Escribe lo que piensas", "Reto físico", "Semana siguiente"],
        notDrawn: [],
        hydrated: ["Cómo vas"],
      },
    ];

    it.each(pages)("draws $page in Spanish and hydrates it in the same words", async ({ path, embedded, heading, drawn, notDrawn, hydrated }) => {
      window.history.replaceState(null, "", path);
      const markup = await renderWithState(path, embedded, "es");
      for (const text of drawn) expect(markup).toContain(text);
      for (const text of notDrawn) expect(markup).not.toContain(text);
      const page = paintServerPage(markup, embedded, heading);
      const fetchSpy = vi.fn((_url: string) => Promise.reject(new Error("no request expected")));
      await expectCleanHydration(page, seedFromPage(embedded), path, fetchSpy);
      for (const text of hydrated) expect(page.container).toHaveTextContent(text);
    });
  });
});
