// /admin/dads-corner/new: create a Dad's Corner entry.
import { DadsCornerNewPage } from "../features/admin/components/dads-corner-new-page.tsx";

export default function AdminDadsCornerNewScreen() {
  return <DadsCornerNewPage />;
}
