// /admin/devotionals/new: create a devotional.
import { DevotionalNewPage } from "../features/studio/components/devotional-new-page.tsx";

export default function AdminDevotionalNewScreen() {
  return <DevotionalNewPage />;
}
