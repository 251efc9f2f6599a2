// /account for every signed-in user (issue 18 part 1, decision 015). `?email=confirmed` is where the link
// that confirms a new address lands.
import { useSearchParams } from "react-router";
import { AccountPage } from "../features/account/components/account-page.tsx";

export default function AccountScreen() {
  const [params] = useSearchParams();
  return <AccountPage emailConfirmed={params.get("email") === "confirmed"} />;
}
