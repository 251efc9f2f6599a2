// One rule for every update: what is not sent is kept. An update request is its create schema with every field
// optional and no default — zod's own `.partial()` keeps defaults, so a name-only update would arrive with an empty
// description, a private flag or an empty list it never sent. The server lays what was sent over the stored row
// (server/lib/keep-unsent.ts); `null` is sent on purpose and clears.
import { z } from "zod";

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
export type UpdateShape<Shape extends z.ZodRawShape> = { [K in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[K]>> };

/** The update request of `schema`: the same fields and messages, each optional, none defaulted. */
export function updateOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>): z.ZodObject<UpdateShape<Shape>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<UpdateShape<Shape>>;
}
