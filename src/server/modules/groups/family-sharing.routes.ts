// The dad's /family view of what his groups and organizations can see of his family, and his switches.
import type { App } from "../../http/app-instance.ts";
import { routesIn } from "../../http/declare-route.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { ZFamilySharingResponse, ZMessageResponse, ZOrganizationFamilyParams, ZShareProgressRequest } from "../../../shared/schemas/groups.ts";
import { familySharing, setOrganizationFamilySharing } from "./family-sharing.service.ts";

export async function familySharingRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  const route = routesIn(app, ["family"], errorResponses(400, 401, 403, 404));

  route.get("", "family.sharing.read", {
    summary: "Which of the dad's groups and organizations can see what of his family",
    response: { 200: ZFamilySharingResponse },
    handler: async ({ actor }) => familySharing(db, actor.userId),
  });

  route.put("/organizations/:organizationId", "family.sharing.organization", {
    summary: "The dad lets an organization his family belongs to see its progress, or stops",
    params: ZOrganizationFamilyParams,
    body: ZShareProgressRequest,
    response: { 200: ZMessageResponse },
    handler: ({ actor: dad, params, body }) => setOrganizationFamilySharing(db, dad.userId, params.organizationId, body.sharesProgress),
  });
}
