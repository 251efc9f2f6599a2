// Server field messages (400/409 `fields`) go onto the matching form fields; anything else is the form's
// own message. Returns the message to show above the form, or null when every problem sits on a field.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { messages } from "../../shared/messages.ts";
import { isApiError } from "./api-client.ts";

export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
  fallback: string = messages.internalError,
): string | null {
  if (!isApiError(error)) return fallback;
  if (error.isNetworkError || error.status >= 500) return fallback;
  let placed = 0;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = knownFields.find((known) => known === name);
    if (field) {
      setError(field, { type: "server", message }, { shouldFocus: placed === 0 });
      placed++;
    }
  }
  return placed > 0 && placed === Object.keys(error.fields).length ? null : error.message || fallback;
}
