// /admin/dads-corner/new: create a Dad's Corner entry.
import { DadsCornerNewPage } from "../features/studio/components/dads-corner-new-page.tsx";

export default function AdminDadsCornerNewScreen() {
  return <DadsCornerNewPage />;
}
