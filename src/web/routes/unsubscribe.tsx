// /unsubscribe?token=… — a reminder mail's stop link (RFC 8058's one click is the mail client's POST; this is the page).
import { useSearchParams } from "react-router";
import { UnsubscribePage } from "../features/reminders/components/unsubscribe-page.tsx";

export default function UnsubscribeScreen() {
  return <UnsubscribePage token={useSearchParams()[0].get("token") ?? ""} />;
}
