import { z } from "zod";

/** A member of the viewer's family: a dad's son, or a son's dad. */
export const ZFamilyMember = z.object({
  userId: z.string(),
  fullName: z.string(),
  role: z.enum(["dad", "son"]),
  /** Only meaningful for a son: whether his dad switched his assistant on. */
  sonAssistantEnabled: z.boolean(),
});
export type TFamilyMember = z.infer<typeof ZFamilyMember>;

export const ZFamilyResponse = z.object({ members: z.array(ZFamilyMember) });
export type TFamilyResponse = z.infer<typeof ZFamilyResponse>;

export const ZSonParams = z.object({ sonId: z.string().min(1).max(64) });
