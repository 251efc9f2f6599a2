// The landing page (/): hero, features and the closing call. No testimonials: the spec's three were invented, and
// a family deserves real words or none. Prerendered at build time
// (scripts/prerender.ts) as a signed-out first view, so its first paint waits for no script and a signed-out
// visitor's phone runs no app until he moves on; a signed-in visitor gets the app at once, whose
// drawing has his calls to action.
import { ClosingCall } from "./closing-call.tsx";
import { FeatureGrid } from "./feature-grid.tsx";
import { Hero } from "./hero.tsx";
import { useSession } from "../../../session/get-session.ts";

export function LandingPage() {
  const { user } = useSession();
  const role = user?.role ?? null;
  return (
    <>
      <title>StrongBond · Fathers and sons growing together in faith and fitness</title>
      <Hero role={role} />
      <FeatureGrid />
      <ClosingCall role={role} />
    </>
  );
}
