// The server's half of "what is not sent is kept" (shared/schemas/update.ts): an update writes the fields its request
// named and nothing else. `undefined` means not sent; `null` was sent and clears.
import type { z } from "zod";
import { badRequest } from "./app-error.ts";

/** The fields a request named, without those it left out. */
export function sentFields<T extends object>(input: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}

/** The stored values with the sent ones laid over them: what the update leaves. */
export function withSent<T extends object>(stored: T, input: { [K in keyof T]?: T[K] | undefined }): T {
  return { ...stored, ...sentFields(input) } as T;
}

/**
 * For an update whose fields depend on each other (a challenge's measure and its targets): the stored item, as its
 * create request would carry it, with the sent fields laid over it, checked whole by the create schema. A stored
 * null where the request takes a text or a list becomes that field's default. Refused as a 400 with field messages.
 */
export function mergedForUpdate<S extends z.ZodObject>(schema: S, stored: Record<string, unknown>, sent: Record<string, unknown>): z.output<S> {
  const merged: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const value = sent[key] !== undefined ? sent[key] : stored[key];
    merged[key] = value === null && !field.safeParse(null).success ? undefined : value;
  }
  const result = schema.safeParse(merged);
  if (result.success) return result.data;
  const fields = Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  throw badRequest(Object.values(fields)[0] ?? "Invalid request", fields);
}

/**
 * A list of entries named by `key` (a plan's weeks): the sent entries, in their order, then every stored entry
 * they do not name — kept as it was. Sent entries come first so a refusal's field path (`weeks.2.…`) still points
 * into the request.
 */
export function withSentEntries<T, K extends keyof T>(stored: readonly T[], sent: readonly T[], key: K): T[] {
  const named = new Set(sent.map((entry) => entry[key]));
  return [...sent, ...stored.filter((entry) => !named.has(entry[key]))];
}
