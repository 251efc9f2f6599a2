// /cookie-policy: the page lives in features/legal.
import { CookiePolicyPage } from "../features/legal/components/cookie-policy-page.tsx";

export default function CookiePolicyScreen() {
  return <CookiePolicyPage />;
}
