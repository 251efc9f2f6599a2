// /organizations/families/poster[?group=<id>]: the church's (or one of its groups') invitation link as a printable
// poster; the page lives in features/organizations.
import { useSearchParams } from "react-router";
import { InvitationPosterPage } from "../features/organizations/components/invitation-poster-page.tsx";

export default function OrganizationFamiliesPosterScreen() {
  const group = Number(useSearchParams()[0].get("group") ?? "");
  return <InvitationPosterPage groupId={Number.isInteger(group) && group > 0 ? group : undefined} />;
}
