// / : the marketing feature's landing page (prerendered at build time, see scripts/prerender.ts).
import { LandingPage } from "../features/marketing/components/landing-page.tsx";

export default function LandingScreen() {
  return <LandingPage />;
}
