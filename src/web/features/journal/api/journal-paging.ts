// How the journal's lists are read a page at a time ("Load more"): the first page is the newest; each next one is
// asked for with `?before=<the last page's nextBefore>` until a page has none.
import { infiniteQueryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** A list's address for the page before `before` (the first page without it). */
export function journalPageUrl(path: string, before: number | undefined): string {
  return before === undefined ? path : `${path}?before=${encodeURIComponent(String(before))}`;
}

/** The query of a paged journal list at `path`; `staleTime` as the list needs. */
export function journalListQueryOptions<TPage extends { nextBefore?: number | null | undefined }>(
  queryKey: readonly unknown[],
  path: string,
  options: { staleTime?: number } = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => api.get<TPage>(journalPageUrl(path, pageParam), { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => lastPage.nextBefore ?? undefined,
    ...options,
  });
}
