// /account for every signed-in user (issue 18 part 1, decision 015); an e-mail change's mails open their own pages
// (/account/email-change…, decision 027).
import { AccountPage } from "../features/account/components/account-page.tsx";

export default function AccountScreen() {
  return <AccountPage />;
}
