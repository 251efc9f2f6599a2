// /account for every signed-in user; an e-mail change's mails open their own pages
// (/account/email-change…).
import { AccountPage } from "../features/account/components/account-page.tsx";

export default function AccountScreen() {
  return <AccountPage />;
}
