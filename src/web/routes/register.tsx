// /register (docs/areas/accounts.md): the page lives in features/auth.
import { RegisterPage } from "../features/auth/components/register-page.tsx";

export default function RegisterScreen() {
  return <RegisterPage />;
}
