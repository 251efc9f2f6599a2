// /account/email-change?token=… — the page of the mail to a new address; it lives in features/account.
import { useSearchParams } from "react-router";
import { EmailChangeLinkPage } from "../features/account/components/email-change-link-page.tsx";

export default function EmailChangeConfirmScreen() {
  return <EmailChangeLinkPage kind="confirm" token={useSearchParams()[0].get("token") ?? ""} />;
}
