// The viewer's data a server-rendered page carries: the answers to GET /api/session
// and GET /api/dashboard (a dashboard) or GET /api/weeks/:n (a week page) the page was rendered with, so the browser
// hydrates with them and asks for none of them. It
// is a data block, not a script (`<script type="application/json">`: the CSP's script-src 'self' stays as it is),
// and every `<`, `>` and `&` is escaped, so no text in the data can end the element or open another.
import type { TSessionResponse } from "./schemas/identity.ts";
import type { TDashboardResponse } from "./schemas/dashboard.ts";
import type { TWeekView } from "./schemas/content.ts";
import type { TChatStatusResponse } from "./schemas/chat.ts";

/** The id of the `<script type="application/json">` element. */
export const EMBEDDED_STATE_ID = "strongbond-state";

/** A dashboard's: the session and the current week's dashboard. */
export interface DashboardState {
  /** What GET /api/session answers this viewer. */
  session: TSessionResponse;
  /** What GET /api/dashboard (the current week) answers this viewer. */
  dashboard: TDashboardResponse;
}

/** A week page's: the session and the week. */
export interface WeekState {
  session: TSessionResponse;
  /** What GET /api/weeks/:n answers this viewer, and n. */
  week: { number: number; view: TWeekView };
  /** What GET /api/chat/status answers this viewer (the page's assistant panel). */
  assistant?: TChatStatusResponse;
}

export type EmbeddedState = DashboardState | WeekState;

export function isDashboardState(state: EmbeddedState): state is DashboardState {
  return "dashboard" in state;
}

/** JSON that is safe inside a `<script>` element (and the same value for JSON.parse). */
export function stateJson(state: EmbeddedState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The element the server puts after #root. */
export function embeddedStateElement(state: EmbeddedState): string {
  return `<script type="application/json" id="${EMBEDDED_STATE_ID}">${stateJson(state)}</script>`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The browser's side: the state a page carries, or null (a page without one, or one that cannot be read). */
export function readEmbeddedState(doc: Document): EmbeddedState | null {
  const element = doc.getElementById(EMBEDDED_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const value: unknown = JSON.parse(element.textContent);
    if (!isRecord(value) || !isRecord(value.session) || !isRecord(value.session.user)) return null;
    const week = value.week;
    const isWeek = isRecord(week) && typeof week.number === "number" && isRecord(week.view);
    if (!isRecord(value.dashboard) && !isWeek) return null;
    return value as unknown as EmbeddedState;
  } catch {
    return null;
  }
}
