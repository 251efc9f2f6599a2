// A white surface for grouped content. CardHeader gives it a title (a real heading) and an optional line.
import clsx from "clsx";
import type { HTMLAttributes, ReactNode } from "react";

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx("rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100 sm:p-8", className)} {...rest} />;
}

export function CardHeader({ title, description, level = 2, action }: { title: ReactNode; description?: ReactNode; level?: 2 | 3; action?: ReactNode }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="mb-5 flex items-start justify-between gap-4">
      <div>
        <Heading className="text-xl font-bold">{title}</Heading>
        {description ? <p className="mt-1 text-navy-600">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}
