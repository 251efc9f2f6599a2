import { z } from "zod";
import type { App } from "../../app.ts";
import { FAMILY_ROLES, requireRole } from "../../auth/policy.ts";
import { findFamilyMembers } from "./family.queries.ts";

const ZFamilyResponse = z.object({
  members: z.array(z.object({ userId: z.string(), fullName: z.string(), role: z.enum(["dad", "son"]), sonAssistantEnabled: z.boolean() })),
});

export async function registerFamilyRoutes(app: App): Promise<void> {
  app.get(
    "/api/family",
    { schema: { tags: ["family"], summary: "The viewer's family: a dad's sons, or a son's dad", response: { 200: ZFamilyResponse } } },
    async (request) => {
      const viewer = await requireRole(request, FAMILY_ROLES);
      return { members: await findFamilyMembers(app.deps.db, viewer.userId) };
    },
  );
}
