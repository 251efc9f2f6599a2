// The family streak as the API answers it: in the dad's recap and on both dashboards.
import { z } from "zod";

export const ZStreak = z.object({ weeks: z.number().int(), graceUsed: z.number().int(), graceAvailable: z.boolean(), paused: z.boolean() });
export type TStreak = z.infer<typeof ZStreak>;
