// A group's image, or a calm placeholder when it has none (or it fails to load). Decorative: the group's
// name always sits next to it.
import clsx from "clsx";
import { Users } from "lucide-react";
import { CoverImage } from "../../../components/ui/cover-image.tsx";

export function GroupImage({ url, className }: { url: string | null; className?: string }) {
  const placeholder = (
    <div aria-hidden="true" className={clsx("flex w-full items-center justify-center bg-gradient-to-br from-navy-900 via-navy-700 to-amber-600", className)}>
      <Users className="size-12 text-white/80" strokeWidth={1.5} />
    </div>
  );
  return <CoverImage url={url} className={className} placeholder={placeholder} />;
}
