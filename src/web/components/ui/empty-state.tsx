// What a list or panel shows when it has nothing yet: an icon, a title, a line and an optional action.
import clsx from "clsx";
import type { ReactNode } from "react";

export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
}: {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx("flex flex-col items-center rounded-2xl border-2 border-dashed border-navy-200 px-6 py-12 text-center", className)}>
      {icon ? (
        <div aria-hidden="true" className="mb-4 flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700 [&_svg]:size-7">
          {icon}
        </div>
      ) : null}
      <h3 className="text-lg font-bold">{title}</h3>
      {description ? <p className="mt-1 max-w-md text-navy-600">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
