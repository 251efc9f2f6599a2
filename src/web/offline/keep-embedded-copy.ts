// Loaded by the entry (boot.ts) on a dashboard or a week page the server drew, once the page has loaded and only where
// a service worker controls it: keeps the page's answer on the phone although the app may never run on this visit (it
// waits for his first touch), so the next visit without a network opens on this week; on a week page, next week is
// read through the worker too (which keeps it), as the app does once it runs.
import { isDashboardState, readEmbeddedState } from "../../shared/embedded-state.ts";
import { forgetCachedAnswers } from "./forget-offline-data.ts";
import { keepDashboardCopy, keepWeekCopy } from "./keep-copies.ts";
import { currentOwner, ownerHeaders, rememberViewer } from "./offline-owner.ts";

export async function keepEmbeddedCopy(): Promise<void> {
  const state = readEmbeddedState(document);
  if (!state) return;
  // As the app does with a session answer: this is who the phone reads for now; another person's copies go.
  const previous = rememberViewer(state.session.user);
  if (previous) await forgetCachedAnswers(previous).catch(() => {});
  const owner = currentOwner();
  if (!owner) return;
  const stillOwner = () => currentOwner() === owner;
  if (isDashboardState(state)) {
    await keepDashboardCopy(owner, state.dashboard, { stillOwner });
    return;
  }
  const { number, view } = state.week;
  await keepWeekCopy(owner, number, view, { stillOwner });
  const hasNext = !view.purchaseRequired && (view.plan === null || number < view.plan.durationWeeks);
  if (hasNext && navigator.onLine)
    // Named for its owner, as the app's reads are: the worker keeps only an answer it can file under a person.
    // Its body is read to the end: a response left unread keeps its request open.
    await fetch(`/api/weeks/${number + 1}`, { headers: { accept: "application/json", ...ownerHeaders() }, credentials: "same-origin" })
      .then((response) => response.arrayBuffer())
      .catch(() => {});
}
