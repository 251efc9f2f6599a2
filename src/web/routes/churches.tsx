// /churches: for churches and ministries (prerendered at build time, see scripts/prerender.ts).
import { ChurchesPage } from "../features/churches/components/churches-page.tsx";

export default function ChurchesScreen() {
  return <ChurchesPage />;
}
