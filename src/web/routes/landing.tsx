import { ClosingCall } from "../features/marketing/components/closing-call.tsx";
import { FeatureGrid } from "../features/marketing/components/feature-grid.tsx";
import { Hero } from "../features/marketing/components/hero.tsx";
import { Testimonials } from "../features/marketing/components/testimonials.tsx";
import { useSession } from "../features/session/api/get-session.ts";

export default function LandingScreen() {
  const { user } = useSession();
  const role = user?.role ?? null;
  return (
    <>
      <title>StrongBond · Fathers and sons growing together in faith and fitness</title>
      <Hero role={role} />
      <FeatureGrid />
      <Testimonials />
      <ClosingCall role={role} />
    </>
  );
}
