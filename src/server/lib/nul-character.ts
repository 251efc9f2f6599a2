// PostgreSQL text cannot hold U+0000: a NUL anywhere in a value we store or look up fails the statement
// ("invalid byte sequence for encoding UTF8: 0x00"), which would answer 500. JSON ("\u0000") and URLs
// ("%00") both let a client send one, so the app refuses such requests up front, on every route.

export const NUL_CHARACTER_MESSAGE = "This text contains a character that is not allowed.";

/**
 * The path ("title", "resources.0.label", "_" for the value itself) of the first string holding a NUL
 * character in a parsed body, query or params object, or null when there is none. Iterative, so a deeply
 * nested body cannot exhaust the stack.
 */
export function findNulCharacter(value: unknown): string | null {
  // Most requests: no body, and empty params and query objects. Nothing to walk, nothing to allocate.
  if (typeof value === "string") return value.includes("\u0000") ? "_" : null;
  if (value === null || typeof value !== "object" || isEmpty(value)) return null;
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: "" }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next) break;
    const current = next.value;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return next.path || "_";
    } else if (current !== null && typeof current === "object") {
      for (const [key, child] of Object.entries(current as Record<string, unknown>)) {
        if (key.includes("\u0000")) return next.path || "_";
        pending.push({ value: child, path: next.path ? `${next.path}.${key}` : key });
      }
    }
  }
  return null;
}

function isEmpty(object: object): boolean {
  for (const _key in object) return false;
  return true;
}
