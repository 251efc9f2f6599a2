// /admin/testimonials: dads' words for the landing page, to approve, reject or unpublish.
import { TestimonialsPage } from "../features/admin/components/testimonials-page.tsx";

export default function AdminTestimonialsScreen() {
  return <TestimonialsPage />;
}
