// /join?token=: a family's invitation to an organization; the page lives in features/churches.
import { useSearchParams } from "react-router";
import { JoinPage } from "../features/churches/components/join-page.tsx";

export default function JoinScreen() {
  return <JoinPage token={useSearchParams()[0].get("token") ?? ""} />;
}
