// The states of an admin list (the review queue, the testimonials): the platform's "could not load" text with Retry
// while it fails, one plain line while it is empty, else the list.
import type { ReactNode } from "react";
import { messages } from "../../../../shared/messages.ts";
import { QueryState, type QueryLike } from "../../../components/ui/query-state.tsx";
import { localize } from "../../../lib/i18n.ts";

export function AdminListState<T>({
  query,
  isEmpty,
  emptyText,
  children,
}: {
  query: QueryLike<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryState query={query} error={localize(messages.loadDataFailed)} isEmpty={isEmpty} empty={<p className="text-navy-700">{emptyText}</p>}>
      {children}
    </QueryState>
  );
}
