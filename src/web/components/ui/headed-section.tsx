// A section of a page named by its own <h2> (aria-labelledby), with an optional action beside the heading
// ("New group", "Import a plan") and the section's content below.
import type { ReactNode } from "react";

export function HeadedSection({
  id,
  title,
  action,
  className = "space-y-4",
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-2xl font-bold">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={className}>
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
