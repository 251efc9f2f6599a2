// /dashboard, the installed app's start page. The server redirects it to the person's own place; this screen does the
// same when the page came from the phone's copy (offline), with the person last signed in on this phone.
import { Navigate } from "react-router";
import { homePathOf } from "../../shared/home-path.ts";
import { useSession } from "../session/get-session.ts";

export default function AppStartScreen() {
  const { user } = useSession();
  return user ? <Navigate to={homePathOf(user)} replace /> : null;
}
