// /organizations/families/poster: the invitation link as a printable poster; the page lives in features/organizations.
import { InvitationPosterPage } from "../features/organizations/components/invitation-poster-page.tsx";

export default function OrganizationFamiliesPosterScreen() {
  return <InvitationPosterPage />;
}
