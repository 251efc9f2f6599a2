// A card with its picture on top and its words below: the plan, group and organization lists draw their items with
// it, so every such card has the same frame, and its body grows to the card's height (actions can sit at the bottom).
import clsx from "clsx";
import type { HTMLAttributes, ReactNode } from "react";

export interface CoverCardProps extends HTMLAttributes<HTMLElement> {
  /** An item of a list (`li`) or a card that stands alone (`article`, named by its heading). */
  as?: "article" | "li";
  /** The picture (a PlanCover, a GroupImage). */
  cover: ReactNode;
  /** The body's spacing and anything else its children need. */
  bodyClassName?: string;
}

export function CoverCard({ as: Tag = "article", cover, className, bodyClassName, children, ...rest }: CoverCardProps) {
  return (
    <Tag {...rest} className={clsx("flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy-100", className)}>
      {cover}
      <div className={clsx("flex flex-1 flex-col p-5", bodyClassName)}>{children}</div>
    </Tag>
  );
}
