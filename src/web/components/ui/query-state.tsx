// One component for the four states of a screen's data: loading (a skeleton that holds the
// final layout, or the loading screen), failed (the text from `errorText` by error code, with Retry; or the
// screen's not-found view when the thing in the address does not exist), empty, and the data itself.
import type { ReactNode } from "react";
import { errorText, isNotFoundError, type ErrorContext } from "../../lib/error-text.ts";
import { t } from "../../lib/i18n.ts";
import { Alert } from "./alert.tsx";
import { Button } from "./button.tsx";
import { LoadingScreen } from "./spinner.tsx";

/** The part of a TanStack Query result QueryState reads (useQuery and useInfiniteQuery both fit). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What the failure says: the screen's fallback text, or `{ failed, notFound?, codes? }` (see errorText). */
  error: ErrorContext | string;
  /** Drawn while loading: a skeleton in the final layout, so nothing jumps. Defaults to the loading screen. */
  loading?: ReactNode;
  /** The loading screen's words when no `loading` is given (e.g. 'Loading your groups...'). */
  loadingMessage?: string;
  /** Drawn instead of the failed alert when the thing in the address does not exist (404, INVALID_ID). */
  notFound?: ReactNode;
  /** Replaces the failed alert altogether (the text and a retry are handed over). */
  failed?: (failure: { text: string; retry: () => void }) => ReactNode;
  /** True when the data has nothing to show; `empty` is drawn then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Keep drawing data already loaded when a later fetch fails (a failed "Load more" keeps the list shown). */
  keepDataOnError?: boolean;
  children: (data: T) => ReactNode;
}

/** The failed state on its own: the text as an alert's title, an optional line, and Retry. */
export function FailedAlert({ text, retry, children, className }: { text: string; retry?: () => void; children?: ReactNode; className?: string }) {
  return (
    <Alert tone="error" title={text} className={className}>
      {children}
      {retry ? (
        <Button variant="secondary" size="sm" className="mt-2" onClick={retry}>
          {t("queryState.retry")}
        </Button>
      ) : null}
    </Alert>
  );
}

export function QueryState<T>({ query, error, loading, loadingMessage, notFound, failed, isEmpty, empty, keepDataOnError, children }: QueryStateProps<T>) {
  if (query.isError && !(keepDataOnError && query.data !== undefined)) {
    if (notFound !== undefined && isNotFoundError(query.error)) return <>{notFound}</>;
    const text = errorText(query.error, error);
    const retry = () => void query.refetch();
    return <>{failed ? failed({ text, retry }) : <FailedAlert text={text} retry={retry} />}</>;
  }
  if (query.isPending || query.data === undefined) return <>{loading ?? <LoadingScreen message={loadingMessage} />}</>;
  if (isEmpty?.(query.data) && empty !== undefined) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
