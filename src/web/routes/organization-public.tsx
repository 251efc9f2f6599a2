// /o/:slug: an organization's public page; the page lives in features/churches.
import { useParams } from "react-router";
import { OrganizationPublicPage } from "../features/churches/components/organization-public-page.tsx";

export default function OrganizationPublicScreen() {
  return <OrganizationPublicPage slug={useParams().slug ?? ""} />;
}
