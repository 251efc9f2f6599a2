// IdQueryState for a plan named by its address (its page, its preview, its editor): 'Plan not found' for an id that
// cannot be one or a 404, and the plan's words while loading or failing unless the screen says otherwise.
import type { ReactNode } from "react";
import { messages } from "../../../shared/messages.ts";
import { IdQueryState } from "../ui/id-query-state.tsx";
import type { QueryLike } from "../ui/query-state.tsx";
import { localize, t } from "../../lib/i18n.ts";
import "../../lib/catalog-parts/marketplace.ts";

export function PlanQueryState<T>({
  planId,
  query,
  failed = localize(messages.loadPlanFailed),
  loadingMessage = t("marketplace.detail.loading"),
  missing,
  children,
}: {
  planId: number | null;
  query: QueryLike<T>;
  failed?: string;
  loadingMessage?: string;
  missing: (text: string) => ReactNode;
  children: (data: T, planId: number) => ReactNode;
}) {
  return (
    <IdQueryState id={planId} query={query} error={{ failed, notFound: localize(messages.planNotFound) }} loadingMessage={loadingMessage} missing={missing}>
      {children}
    </IdQueryState>
  );
}
