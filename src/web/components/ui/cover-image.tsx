// A decorative cover image (a plan's, a group's), or the caller's placeholder when there is none or it fails to load.
// Sized 1200×675 (the covers' 16:9) so its box is held before it loads; its title always sits next to it.
import clsx from "clsx";
import { useState, type ReactNode } from "react";

export function CoverImage({ url, className, placeholder }: { url: string | null; className?: string | undefined; placeholder: ReactNode }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <>{placeholder}</>;
  return (
    <img
      src={url}
      alt=""
      width={1200}
      height={675}
      loading="lazy"
      onError={() => setFailed(true)}
      className={clsx("w-full bg-navy-100 object-cover", className)}
    />
  );
}
