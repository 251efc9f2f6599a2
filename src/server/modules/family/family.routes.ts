import { z } from "zod";
import type { App } from "../../app.ts";
import { FAMILY_ROLES, requireRole } from "../../auth/policy.ts";
import { findFamilyMembers } from "./family.queries.ts";
import { deleteSonAccount, exportSonData } from "./son-data.service.ts";
import { ZApiErrorResponse } from "../../../shared/schemas/api-error.ts";
import { ZFamilyResponse, ZSonParams } from "../../../shared/schemas/family.ts";


export async function registerFamilyRoutes(app: App): Promise<void> {
  app.get(
    "/api/family",
    { schema: { tags: ["family"], summary: "The viewer's family: a dad's sons, or a son's dad", response: { 200: ZFamilyResponse } } },
    async (request) => {
      const viewer = await requireRole(request, FAMILY_ROLES);
      return { members: await findFamilyMembers(app.deps.db, viewer.userId) };
    },
  );

  app.get(
    "/api/family/sons/:sonId/export",
    {
      schema: {
        tags: ["family"],
        summary: "A dad downloads everything StrongBond keeps about the son he registered (JSON)",
        params: ZSonParams,
      },
    },
    async (request, reply) => {
      const viewer = await requireRole(request, ["dad"]);
      const data = await exportSonData(app.deps.db, viewer.userId, request.params.sonId);
      request.log.info({ dadId: viewer.userId, sonId: request.params.sonId }, "son data exported by his dad");
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", 'attachment; filename="strongbond-son-data.json"')
        .header("cache-control", "no-store")
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    "/api/family/sons/:sonId",
    {
      schema: {
        tags: ["family"],
        summary: "A dad deletes the account of the son he registered, with all its data",
        params: ZSonParams,
        response: { 204: z.null(), 404: ZApiErrorResponse, 409: ZApiErrorResponse },
      },
    },
    async (request, reply) => {
      const viewer = await requireRole(request, ["dad"]);
      await deleteSonAccount(app.deps.db, viewer.userId, request.params.sonId);
      request.log.warn({ dadId: viewer.userId, sonId: request.params.sonId }, "son account deleted by his dad");
      return reply.status(204).send(null);
    },
  );
}
