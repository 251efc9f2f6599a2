// False while React hydrates a page that was prerendered at build time (scripts/prerender.ts), true from the
// first client render on. Anything that differs between the build and this browser (who is signed in) waits for
// it, so the hydrated markup matches the prerendered HTML exactly. Pages rendered by createRoot are true at once.
// `knownOnServer`: the server rendered this page with what the caller needs (a page rendered with the viewer's
// session): true during hydration too, so the component does not render twice.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const yes = () => true;
const no = () => false;

export function useHydrated(knownOnServer = false): boolean {
  return useSyncExternalStore(subscribe, yes, knownOnServer ? yes : no);
}
