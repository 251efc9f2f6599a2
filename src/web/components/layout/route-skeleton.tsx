// The loading state of whichever screen the URL names, before its code or the session is there: the skeleton the
// route registered (router.tsx `handle: { skeleton }`, the deepest one wins), else the generic PageSkeleton. The
// router draws it while a lazy screen loads (HydrateFallback) and the route guard while the session loads, so a
// cold load shows the navigation bar and the screen's own shape from the first frame.
import type { ComponentType } from "react";
import { useMatches } from "react-router";
import { PageSkeleton } from "../ui/skeleton.tsx";

/** A skeleton; `message` is its status line for screen readers (it has a default of its own). */
export type SkeletonComponent = ComponentType<{ message?: string }>;

export interface RouteHandle {
  skeleton?: SkeletonComponent;
}

function skeletonOf(handle: unknown): SkeletonComponent | undefined {
  return typeof handle === "object" && handle !== null && "skeleton" in handle ? (handle as RouteHandle).skeleton : undefined;
}

export function RouteSkeleton({ message }: { message?: string }) {
  const matches = useMatches();
  let Skeleton: SkeletonComponent | undefined;
  for (const match of matches) Skeleton = skeletonOf(match.handle) ?? Skeleton;
  return Skeleton ? <Skeleton message={message} /> : <PageSkeleton message={message} />;
}
