// The dad's /family view of what his groups and organizations can see of his family, and his switches.
import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../policies/route-actions.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import { groupMessages, ZFamilySharingResponse, ZMessageResponse, ZOrganizationFamilyParams, ZShareProgressRequest } from "../../../shared/schemas/groups.ts";
import { familySharing, setOrganizationFamilySharing } from "./family-sharing.service.ts";

const route = routeSchemas(["family"], errorResponses(400, 401, 403, 404));

export async function familySharingRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    "",
    {
      config: { action: "family.sharing.read" },
      schema: route("Which of the dad's groups and organizations can see what of his family", { response: { 200: ZFamilySharingResponse } }),
    },
    async (request) => familySharing(db, actorOf(request).userId),
  );

  app.put(
    "/organizations/:organizationId",
    {
      config: { action: "family.sharing.organization" },
      schema: route("The dad lets an organization his family belongs to see its progress, or stops", {
        params: ZOrganizationFamilyParams,
        body: ZShareProgressRequest,
        response: { 200: ZMessageResponse },
      }),
    },
    async (request) => {
      const dad = actorOf(request);
      await setOrganizationFamilySharing(db, dad.userId, request.params.organizationId, request.body.sharesProgress);
      return { message: request.body.sharesProgress ? groupMessages.sharingOn : groupMessages.sharingOff };
    },
  );
}
