// The landing page (/): hero, features, "Transformed Relationships" (real dads' words an admin approved, none until
// there are three: the spec's three were invented) and the closing call. Prerendered at build time
// (scripts/prerender.ts) as a signed-out first view, so its first paint waits for no script and a signed-out
// visitor's phone runs no app until he moves on; a signed-in visitor gets the app at once, whose
// drawing has his calls to action.
import { t } from "../../../lib/i18n.ts";
import { ClosingCall } from "./closing-call.tsx";
import { FeatureGrid } from "./feature-grid.tsx";
import { Hero } from "./hero.tsx";
import { TransformedRelationships } from "./transformed-relationships.tsx";
import { useSession } from "../../../session/get-session.ts";

export function LandingPage() {
  const { user } = useSession();
  const role = user?.role ?? null;
  return (
    <>
      <title>{t("landing.title")}</title>
      <Hero role={role} />
      <FeatureGrid />
      <TransformedRelationships />
      <ClosingCall role={role} />
    </>
  );
}
