// /admin/reviews: the platform admins' review queue (issue 33, decision 036).
import { ReviewQueuePage } from "../features/admin/components/review-queue-page.tsx";

export default function AdminReviewsScreen() {
  return <ReviewQueuePage />;
}
