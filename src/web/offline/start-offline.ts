// Loaded by main.tsx once the page has loaded (never in the first paint's path): registers the service
// worker (workbox-window), says when a new version of StrongBond took over, follows the network, and sends the writes
// kept on the phone when it is back — only while the person who made them is the one signed in.
import { Workbox } from "workbox-window";
import type { QueryClient } from "@tanstack/react-query";
import type { TSessionResponse } from "../../shared/schemas/identity.ts";
import { api, isApiError } from "../lib/api-client.ts";
import { currentOwner } from "./offline-owner.ts";
import { dashboardQueryOptions } from "../lib/dashboard-query.ts";
import { keepDashboardCopy, phoneKeepsCopies } from "./keep-copies.ts";
import { onQueueChange, pendingWrites, queueStore, replayWrites, type QueuedWrite, type SendOutcome } from "./offline-queue.ts";
import { setOfflineStatus } from "./offline-status.ts";

const BUILD_KEY = "strongbond.build";
/** This build's id (vite.config.ts defines it); "dev" in tests and the dev server. */
const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? "dev";

/** One write sent: the server took it, refused it for good, or it cannot go now. */
export async function sendWrite(write: QueuedWrite): Promise<SendOutcome> {
  try {
    if (write.kind === "progress") await api.put(`/api/progress/${write.week}`, { flag: write.flag, completed: write.completed });
    else await api.post("/api/journal/entries", write.entry);
    return "sent";
  } catch (error) {
    if (!isApiError(error)) return "stop";
    // No network, signed out, too many requests or a server failure: later. Any other refusal will not change.
    if (error.isNetworkError || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500) return "stop";
    console.warn("A change saved on this phone was refused", { kind: write.kind, code: error.code });
    return "drop";
  }
}

async function refreshPending(): Promise<void> {
  const owner = currentOwner();
  const pending = owner ? (await pendingWrites(queueStore(), owner).catch(() => [])).length : 0;
  setOfflineStatus({ pending });
}

/** Sends the signed-in person's kept writes, after the server confirms he is the one signed in. */
export async function sendKeptWrites(queryClient: QueryClient): Promise<void> {
  const owner = currentOwner();
  if (!owner || !navigator.onLine) return;
  if ((await pendingWrites(queueStore(), owner).catch(() => [])).length === 0) return;
  const session = await api.get<TSessionResponse>("/api/session", { ignoreUnauthorized: true }).catch(() => null);
  if (session?.user?.id !== owner) return;
  const result = await replayWrites(queueStore(), owner, sendWrite);
  if (result.sent + result.dropped > 0) await queryClient.invalidateQueries();
}

function noticeUpdate(): void {
  try {
    const last = localStorage.getItem(BUILD_KEY);
    if (last !== null && last !== BUILD_ID) setOfflineStatus({ updated: true });
    localStorage.setItem(BUILD_KEY, BUILD_ID);
  } catch {
    // Storage refused (private mode): no notice.
  }
}

function registerWorker(): void {
  if (!("serviceWorker" in navigator) || !import.meta.env.PROD) return;
  const workbox = new Workbox("/sw.js", { scope: "/" });
  // A new version took over while this page is open (its worker installed after a deploy): say so, offer a reload.
  // (Not when this page is already that version: the first visit after a deploy loads the new page from the network.)
  workbox.addEventListener("controlling", (event) => {
    if (!event.isUpdate) return;
    void workbox
      .messageSW({ type: "BUILD_ID" })
      .then((build) => {
        if (typeof build === "string" && build !== BUILD_ID) setOfflineStatus({ updateReady: true });
      })
      .catch(() => {});
  });
  void workbox.register().catch((error: unknown) => console.warn("The service worker did not register", error));
}

/**
 * Whenever the app's answer for the dashboard's current week changes (read, ticked, moved on), the phone's copy follows
 * it, a moment later and once for a burst of changes.
 */
function keepDashboardCopies(queryClient: QueryClient): void {
  const currentKey = JSON.stringify(dashboardQueryOptions(null).queryKey);
  let timer: ReturnType<typeof setTimeout> | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || JSON.stringify(event.query.queryKey) !== currentKey || !phoneKeepsCopies()) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const owner = currentOwner();
      const answer = queryClient.getQueryData(dashboardQueryOptions(null).queryKey);
      if (owner && answer) void keepDashboardCopy(owner, answer, { stillOwner: () => currentOwner() === owner }).catch(() => {});
    }, 500);
  });
}

export function startOffline(queryClient: QueryClient): void {
  keepDashboardCopies(queryClient);
  noticeUpdate();
  registerWorker();
  onQueueChange(() => void refreshPending());
  void refreshPending();
  const send = () => void sendKeptWrites(queryClient).finally(() => void refreshPending());
  window.addEventListener("online", () => {
    setOfflineStatus({ online: true });
    send();
  });
  window.addEventListener("offline", () => setOfflineStatus({ online: false }));
  setOfflineStatus({ online: navigator.onLine });
  send();
}
