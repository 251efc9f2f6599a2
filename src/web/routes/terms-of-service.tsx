// /terms-of-service: the page lives in features/legal.
import { TermsOfServicePage } from "../features/legal/components/terms-of-service-page.tsx";

export default function TermsOfServiceScreen() {
  return <TermsOfServicePage />;
}
