// Response shapes every area shares: an area's own schemas stay in schemas/<area>.ts.
import { z } from "zod";

/** A confirmation in words and nothing else ("Your password is changed."). */
export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** Done, with nothing more to say (a revoked invitation, a removed member). */
export const ZOkResponse = z.object({ ok: z.literal(true) });
