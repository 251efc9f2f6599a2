// "By <organization>" on a plan's card and page, linking to the organization's public page.
import { paths } from "../../paths.ts";
import { t } from "../../lib/i18n.ts";
import { linkTo, richText } from "../../lib/rich-text.tsx";
import "../../lib/catalog-parts/marketplace.ts";

export function PlanAuthor({ organization, className = "" }: { organization: { name: string; slug: string } | null; className?: string }) {
  if (!organization) return null;
  return (
    <p className={`text-sm text-navy-700 ${className}`}>
      {richText(t("marketplace.by", { name: organization.name }), [
        linkTo(paths.organizationPage(organization.slug), "font-semibold text-navy-900 underline-offset-2 hover:underline"),
      ])}
    </p>
  );
}
