// /family/sign-in — a son's own sign-in without an address; the page lives in features/auth.
import { SonSignInPage } from "../features/auth/components/son-sign-in-page.tsx";

export default function FamilySignInScreen() {
  return <SonSignInPage />;
}
