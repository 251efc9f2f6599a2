// /reset-password (docs/areas/accounts.md): the page lives in features/auth (decision 013).
import { ResetPasswordPage } from "../features/auth/components/reset-password-page.tsx";

export default function ResetPasswordScreen() {
  return <ResetPasswordPage />;
}
