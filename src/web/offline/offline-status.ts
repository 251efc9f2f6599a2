// What the offline notice shows: whether the phone is online, how many writes wait on it, and whether
// the app was just updated. A tiny store read with useSyncExternalStore.
import { useSyncExternalStore } from "react";

export interface OfflineStatus {
  online: boolean;
  /** Ticks and journal entries made with no network and not sent yet (the signed-in person's). */
  pending: number;
  /** This visit runs a newer version of StrongBond than the last one on this phone. */
  updated: boolean;
  /** A newer version took over while this page was open: reloading shows it. */
  updateReady: boolean;
}

let status: OfflineStatus = {
  online: typeof navigator === "undefined" ? true : navigator.onLine,
  pending: 0,
  updated: false,
  updateReady: false,
};
const listeners = new Set<() => void>();

export function setOfflineStatus(change: Partial<OfflineStatus>): void {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

export function getOfflineStatus(): OfflineStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverStatus: OfflineStatus = { online: true, pending: 0, updated: false, updateReady: false };

export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribe, getOfflineStatus, () => serverStatus);
}
