// A plan's cover image, or a calm category-coloured placeholder when it has none (or the image fails to load).
// Decorative: the plan's title always sits next to it (see CoverImage).
import clsx from "clsx";
import { BookOpen, Crown, HeartHandshake, Sprout } from "lucide-react";
import type { PlanCategory } from "../../../shared/constants.ts";
import { CoverImage } from "./cover-image.tsx";

const placeholders: Record<PlanCategory | "none", { box: string; icon: typeof BookOpen }> = {
  faith: { box: "from-navy-800 via-navy-700 to-amber-600", icon: BookOpen },
  leadership: { box: "from-navy-950 via-navy-800 to-navy-500", icon: Crown },
  relationships: { box: "from-amber-600 via-amber-500 to-navy-700", icon: HeartHandshake },
  "personal-growth": { box: "from-emerald-800 via-navy-700 to-navy-500", icon: Sprout },
  none: { box: "from-navy-900 via-navy-700 to-navy-500", icon: BookOpen },
};

export function PlanCover({ url, category, className }: { url: string | null; category: PlanCategory | null; className?: string }) {
  const { box, icon: Icon } = placeholders[category ?? "none"];
  const placeholder = (
    <div aria-hidden="true" className={clsx("flex w-full items-center justify-center bg-linear-to-br", box, className)}>
      <Icon className="size-12 text-white/80" strokeWidth={1.5} />
    </div>
  );
  return <CoverImage url={url} className={className} placeholder={placeholder} />;
}
