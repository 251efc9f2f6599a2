// QueryState for the one thing an address names by id: an id that cannot be one (null) shows the
// screen's missing view at once, without asking the API; a 404 or any other failure shows the same view with its text.
import type { ReactNode } from "react";
import { QueryState, type QueryLike } from "./query-state.tsx";

export function IdQueryState<T>({
  id,
  query,
  error,
  loadingMessage,
  missing,
  children,
}: {
  id: number | null;
  query: QueryLike<T>;
  /** What a failure says (see errorText); `notFound` is also the text for an id that cannot be one. */
  error: { failed: string; notFound: string };
  loadingMessage: string;
  /** The screen's view when the thing cannot be shown: the text (e.g. 'Plan not found') and the way back. */
  missing: (text: string) => ReactNode;
  /** The screen, given the data and the id (no longer null). */
  children: (data: T, id: number) => ReactNode;
}) {
  if (id === null) return <>{missing(error.notFound)}</>;
  return (
    <QueryState query={query} error={error} loadingMessage={loadingMessage} failed={({ text }) => missing(text)}>
      {(data) => children(data, id)}
    </QueryState>
  );
}
