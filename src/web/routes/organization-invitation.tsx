// /organizations/invitations?token=: accept a staff invitation; the page lives in features/organizations.
import { useSearchParams } from "react-router";
import { OrganizationInvitationPage } from "../features/organizations/components/organization-invitation-page.tsx";

export default function OrganizationInvitationScreen() {
  return <OrganizationInvitationPage token={useSearchParams()[0].get("token") ?? ""} />;
}
