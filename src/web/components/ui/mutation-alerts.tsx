// The outcome of the last run of a mutation the screen shows above what it acts on: its failure as an error alert
// (the error's message, else the screen's fallback) and, when the screen asks for it, its success as a success alert.
import type { ReactNode } from "react";
import { errorText } from "../../lib/error-text.ts";
import { localize } from "../../lib/i18n.ts";
import { Alert } from "./alert.tsx";

interface MutationOutcome<TData> {
  isError: boolean;
  error: unknown;
  isSuccess: boolean;
  data: TData | undefined;
}

export function MutationAlerts<TData>({
  mutation,
  failure,
  success,
  className,
}: {
  mutation: MutationOutcome<TData>;
  /** The fallback text of a failure without a message of its own. */
  failure: string;
  /** What a success says; none is shown without it. */
  success?: (data: TData) => ReactNode;
  className?: string;
}) {
  return (
    <>
      {success && mutation.isSuccess && mutation.data !== undefined ? (
        <Alert tone="success" className={className}>
          {success(mutation.data)}
        </Alert>
      ) : null}
      {mutation.isError ? (
        <Alert tone="error" className={className}>
          {localize(errorText(mutation.error, failure))}
        </Alert>
      ) : null}
    </>
  );
}
