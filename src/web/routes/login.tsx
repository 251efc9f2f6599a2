// /login: the auth feature's sign-in page (prerendered at build time, see scripts/prerender.ts).
import { LoginPage } from "../features/auth/components/login-page.tsx";

export default function LoginScreen() {
  return <LoginPage />;
}
