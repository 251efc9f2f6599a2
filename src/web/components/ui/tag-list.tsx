// A plan's tags as small chips, read as words ("Fathers and sons", not "fathers-and-sons") through the one
// shared tagLabel helper. Used by the marketplace cards, the plan page and the admin plans tab.
import clsx from "clsx";
import { Tag } from "lucide-react";
import { tagLabel } from "../../lib/labels.ts";
import { t } from "../../lib/i18n.ts";
import "../../lib/catalog-parts/marketplace.ts";

export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  const labels = [...new Set(tags.map(tagLabel).filter((label) => label.length > 0))];
  if (labels.length === 0) return null;
  return (
    <ul className={clsx("flex flex-wrap gap-1.5", className)} aria-label={t("marketplace.tags")}>
      {labels.map((label) => (
        <li key={label} className="inline-flex items-center gap-1 rounded-md bg-cream px-2 py-0.5 text-xs font-medium text-navy-700 ring-1 ring-navy-100">
          <Tag aria-hidden="true" className="size-3" />
          {label}
        </li>
      ))}
    </ul>
  );
}
