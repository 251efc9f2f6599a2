// /family (dads): each son's account and settings: the page lives in features/family.
import { FamilyPage } from "../features/family/components/family-page.tsx";

export default function FamilyScreen() {
  return <FamilyPage />;
}
