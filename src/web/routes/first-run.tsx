// /start — the first run: the page lives in features/family. Registration hands it
// the son's sign-in through the router state.
import { useLocation } from "react-router";
import { FirstRunPage } from "../features/family/components/first-run-page.tsx";
import type { FirstRunState } from "../lib/first-run-state.ts";

export default function FirstRunScreen() {
  return <FirstRunPage state={(useLocation().state ?? {}) as FirstRunState} />;
}
