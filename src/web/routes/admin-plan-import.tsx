// Import a plan from a Markdown outline or a Word document, with a preview first.
import { PlanImportPage } from "../features/studio/components/plan-import-page.tsx";
import { PLATFORM_STUDIO, StudioProvider } from "../features/studio/studio.tsx";

export default function PlanImportScreen() {
  return (
    <StudioProvider studio={PLATFORM_STUDIO}>
      <PlanImportPage />
    </StudioProvider>
  );
}
