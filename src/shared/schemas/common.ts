// Response shapes every area shares: an area's own schemas stay in schemas/<area>.ts.
import { z } from "zod";

/** A confirmation in words and nothing else ("Your password is changed."). */
export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** The two roles of a family: a member is its dad or one of his sons. */
export const ZFamilyRole = z.enum(["dad", "son"]);

/** Who a family member is, as every screen that lists a family's people names him. */
export const familyPersonFields = {
  userId: z.string(),
  fullName: z.string(),
  role: ZFamilyRole,
};

/** An organization as a link to its public page, /o/:slug. */
export const ZOrganizationLink = z.object({ name: z.string(), slug: z.string() });

/** Done, with nothing more to say (a revoked invitation, a removed member). */
export const ZOkResponse = z.object({ ok: z.literal(true) });

/** A response that is one named list and nothing more ({ "requests": [...] }): the name says what the list holds. */
export function listResponse<const Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.object({ [key]: z.array(item) } as Record<Key, z.ZodArray<Item>>);
}

/** A moment as the API sends it: ISO 8601 text, the date and time of a Date (`createdAt`, `expiresAt`, …). */
export const ZTimestamp = z.string();

/** A calendar day as the API sends it: "YYYY-MM-DD" (a run's start, the family's today). */
export const ZDay = z.string();

/** A plan on a group's schedule: which plan, its length, the day its week 1 starts and the group's week today. */
export const scheduledPlanFields = {
  id: z.number().int(),
  title: z.string(),
  durationWeeks: z.number().int(),
  startsOn: ZDay,
  week: z.number().int(),
};
