// False while React hydrates a page that was prerendered at build time (scripts/prerender.ts), true from the
// first client render on. Anything that differs between the build and this browser (who is signed in) waits for
// it, so the hydrated markup matches the prerendered HTML exactly. Pages rendered by createRoot are true at once.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
