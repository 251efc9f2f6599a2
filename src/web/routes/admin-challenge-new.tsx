// /admin/challenges/new: create a fitness challenge.
import { ChallengeNewPage } from "../features/admin/components/challenge-new-page.tsx";

export default function AdminChallengeNewScreen() {
  return <ChallengeNewPage />;
}
