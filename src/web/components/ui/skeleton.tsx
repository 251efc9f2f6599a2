// Skeletons: grey blocks drawn in the final layout's boxes while a screen's code or data loads, so nothing jumps
// when the answer arrives. They are decorative; the one status line says what is loading. A screen
// with its own shape registers its skeleton on its route (router.tsx `handle.skeleton`); the rest get PageSkeleton.
// QueryState (components/ui/query-state.tsx) takes any of them as its loading fallback.
import clsx from "clsx";
import type { ReactNode } from "react";

/** One grey block; give it the size of what it stands for. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx("animate-pulse rounded-xl bg-navy-100/70", className)} />;
}

/** A polite, visually hidden status for screen readers ("Loading your dashboard..."). */
export function SkeletonStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {children}
    </p>
  );
}

/**
 * The frame of `Page` (same paddings, width and header box) with a heading line and a few cards: the generic
 * loading state of a screen. `title` draws the real <h1> when it is known before the data.
 */
export function PageSkeleton({
  title,
  description,
  message = "Loading...",
  children,
}: {
  title?: string;
  /** The line under the heading when it is known already (else a block of its height). */
  description?: ReactNode;
  message?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto min-h-[calc(100vh-4rem)] w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <SkeletonStatus>{message}</SkeletonStatus>
      <header className="mb-8">
        {title ? <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1> : <Skeleton className="h-9 w-64 max-w-full sm:h-10" />}
        {description ? <p className="mt-2 text-lg text-navy-700">{description}</p> : <Skeleton className="mt-2 h-7 w-80 max-w-full" />}
      </header>
      {children ?? (
        <div className="space-y-8">
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      )}
    </div>
  );
}
