// /privacy-policy: the page lives in features/legal.
import { PrivacyPolicyPage } from "../features/legal/components/privacy-policy-page.tsx";

export default function PrivacyPolicyScreen() {
  return <PrivacyPolicyPage />;
}
