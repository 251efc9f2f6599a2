// A card on My Groups: image, name (to the group's page), description, member count, the viewer's role
// and a Private badge where relevant (docs/areas/groups.md).
import { useId } from "react";
import { Link } from "react-router";
import { type TGroupSummary } from "../../../../shared/schemas/groups.ts";
import { CoverCard } from "../../../components/ui/cover-card.tsx";
import { GroupRoleBadge, PrivacyBadge } from "./group-badge.tsx";
import { GroupImage } from "./group-image.tsx";
import "../../../lib/catalog-parts/groups.ts";
import { t } from "../../../lib/i18n.ts";

export function GroupCard({ group, href }: { group: TGroupSummary; href: string }) {
  const titleId = useId();
  return (
    <CoverCard aria-labelledby={titleId} className="h-full" cover={<GroupImage url={group.imageUrl} className="aspect-[16/7]" />} bodyClassName="gap-3">
      <h2 id={titleId} className="text-xl font-bold break-words">
        {/* The whole card's one link: its name. */}
        <Link to={href} className="rounded-sm hover:text-navy-700 hover:underline">
          {group.name}
        </Link>
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <GroupRoleBadge role={group.myRole} />
        {group.isPrivate ? <PrivacyBadge isPrivate /> : null}
      </div>
      {group.description ? <p className="line-clamp-3 break-words text-navy-700">{group.description}</p> : null}
      <p className="mt-auto pt-1 text-sm font-medium text-navy-600">{t("groups.memberCount", { count: group.memberCount })}</p>
    </CoverCard>
  );
}
