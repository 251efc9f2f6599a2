// The Fitness view (/fitness, docs/areas/fitness.md): the page lives in features/fitness; its chart
// is in this screen's own chunk, so no other screen loads it.
import { FitnessPage } from "../features/fitness/components/fitness-page.tsx";

export default function FitnessScreen() {
  return <FitnessPage />;
}
