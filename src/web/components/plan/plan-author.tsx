// "By <organization>" on a plan's card and page, linking to the organization's public page.
import { Link } from "react-router";
import { paths } from "../../paths.ts";

export function PlanAuthor({ organization, className = "" }: { organization: { name: string; slug: string } | null; className?: string }) {
  if (!organization) return null;
  return (
    <p className={`text-sm text-navy-700 ${className}`}>
      By{" "}
      <Link to={paths.organizationPage(organization.slug)} className="font-semibold text-navy-900 underline-offset-2 hover:underline">
        {organization.name}
      </Link>
    </p>
  );
}
