// /admin/reviews: the platform admins' review queue.
import { ReviewQueuePage } from "../features/admin/components/review-queue-page.tsx";

export default function AdminReviewsScreen() {
  return <ReviewQueuePage />;
}
