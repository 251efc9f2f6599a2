// The panel a family meets where a plan's content is not theirs yet: a locked week, a free seat to take. A section
// named by its heading, the heading led by an icon.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function PlanAccessPanel({
  id,
  icon: Icon,
  title,
  level = "h2",
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  icon: LucideIcon;
  title: string;
  level?: "h2" | "h3";
  children: ReactNode;
}) {
  const Heading = level;
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-2xl bg-navy-50 p-6 ring-1 ring-navy-200 ring-inset">
      <Heading id={id} className="flex items-center gap-2 text-xl font-bold">
        <Icon aria-hidden="true" className="size-5" />
        {title}
      </Heading>
      {children}
    </section>
  );
}
