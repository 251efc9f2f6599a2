// /family/confirm?token=… — the page of the family-link mail; it lives in features/family.
import { useSearchParams } from "react-router";
import { FamilyConfirmPage } from "../features/family/components/family-confirm-page.tsx";

export default function FamilyConfirmScreen() {
  return <FamilyConfirmPage token={useSearchParams()[0].get("token") ?? ""} />;
}
