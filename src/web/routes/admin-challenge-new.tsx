// /admin/challenges/new: create a fitness challenge.
import { ChallengeNewPage } from "../features/studio/components/challenge-new-page.tsx";

export default function AdminChallengeNewScreen() {
  return <ChallengeNewPage />;
}
