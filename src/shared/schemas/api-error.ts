import { z } from "zod";

/** Every API error has this shape; `message` is what the user sees, `fields` maps a field to its message. */
export const ZApiErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** On a 429: the seconds until a new attempt is counted (also the Retry-After header). */
    retryAfterSeconds: z.number().int().optional(),
  }),
});
export type TApiErrorResponse = z.infer<typeof ZApiErrorResponse>;
