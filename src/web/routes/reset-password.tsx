// /reset-password (docs/areas/accounts.md): the page lives in features/auth.
import { ResetPasswordPage } from "../features/auth/components/reset-password-page.tsx";

export default function ResetPasswordScreen() {
  return <ResetPasswordPage />;
}
