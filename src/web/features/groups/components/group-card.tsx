// A card on My Groups: image, name (to the group's page), description, member count, the viewer's role
// and a Private badge where relevant (docs/areas/groups.md).
import { useId } from "react";
import { Link } from "react-router";
import { formatMemberCount, type TGroupSummary } from "../../../../shared/schemas/groups.ts";
import { GroupRoleBadge, PrivacyBadge } from "./group-badge.tsx";
import { GroupImage } from "./group-image.tsx";

export function GroupCard({ group, href }: { group: TGroupSummary; href: string }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy-100">
      <GroupImage url={group.imageUrl} className="aspect-[16/7]" />
      <div className="flex flex-1 flex-col gap-3 p-5">
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
        <p className="mt-auto pt-1 text-sm font-medium text-navy-600">{formatMemberCount(group.memberCount)}</p>
      </div>
    </article>
  );
}
