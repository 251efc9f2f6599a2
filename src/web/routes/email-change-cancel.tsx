// /account/email-change/cancel?token=… — "this wasn't me" from the old address; it lives in features/account.
import { useSearchParams } from "react-router";
import { EmailChangeLinkPage } from "../features/account/components/email-change-link-page.tsx";

export default function EmailChangeCancelScreen() {
  return <EmailChangeLinkPage kind="refuse" token={useSearchParams()[0].get("token") ?? ""} />;
}
