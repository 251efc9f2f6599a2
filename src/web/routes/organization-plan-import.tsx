// Import a plan from a Markdown outline or a Word document, with a preview first.
import { PlanImportPage } from "../features/studio/components/plan-import-page.tsx";
import { ORGANIZATION_STUDIO, StudioProvider } from "../features/studio/studio.tsx";

export default function PlanImportScreen() {
  return (
    <StudioProvider studio={ORGANIZATION_STUDIO}>
      <PlanImportPage />
    </StudioProvider>
  );
}
