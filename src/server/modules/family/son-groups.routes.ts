// A dad's say over his son's groups: his young son's join requests, and how other families see him.
import type { App } from "../../http/app-instance.ts";
import { changeAnswered, routesOf } from "../../http/declare-route.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import {
  sonGroupsText,
  ZJoinRequestParams,
  ZJoinRequestsResponse,
  ZSonConversationsRequest,
  ZSonGroupsNameRequest,
  ZSonParams,
} from "../../../shared/schemas/family.ts";
import { approveJoinRequest, declineJoinRequest, listJoinRequests, setSonGroupConversations, setSonGroupsName } from "./son-groups.service.ts";

const familyRoute = routeSchemas(["family", "groups"], errorResponses(400, 401, 403, 404, 409));

export async function sonGroupsRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  const route = routesOf(app);

  route.get("/join-requests", "family.joinRequest.read", {
    schema: familyRoute("A dad's young sons' requests to join groups, waiting for his answer", { response: { 200: ZJoinRequestsResponse } }),
    handler: async ({ actor: dad }) => ({ requests: await listJoinRequests(db, dad.userId) }),
  });

  route.post("/join-requests/:requestId/approve", "family.joinRequest.answer", {
    schema: familyRoute.message("A dad lets his son join the group he asked for", { params: ZJoinRequestParams }),
    handler: changeAnswered("dadId", (s) => approveJoinRequest(db, s.actorId, s.params.requestId), {
      message: sonGroupsText.approved,
      log: "son's group join approved by his dad",
    }),
  });

  route.post("/join-requests/:requestId/decline", "family.joinRequest.answer", {
    schema: familyRoute.message("A dad declines (or clears) his son's request to join a group", { params: ZJoinRequestParams }),
    handler: changeAnswered("dadId", (s) => declineJoinRequest(db, s.actorId, s.params.requestId), {
      message: sonGroupsText.declined,
      log: "son's group join declined by his dad",
    }),
  });

  route.put("/sons/:sonId/groups-name", "family.son.groupsName.update", {
    schema: familyRoute.message("A dad decides whether other families in a group see his son's full name and picture (13+ only)", {
      params: ZSonParams,
      body: ZSonGroupsNameRequest,
    }),
    handler: changeAnswered("dadId", (s) => setSonGroupsName(db, s.actorId, s.params.sonId, s.body.fullName), { message: sonGroupsText.visibilitySaved }),
  });

  route.put("/sons/:sonId/group-conversations", "family.son.groupConversations.update", {
    schema: familyRoute.message("A dad lets his son of 13 or older take part in his groups' weekly conversations, or stops it", {
      params: ZSonParams,
      body: ZSonConversationsRequest,
    }),
    handler: changeAnswered("dadId", (s) => setSonGroupConversations(db, s.actorId, s.params.sonId, s.body.allowed), {
      message: sonGroupsText.conversationsSaved,
    }),
  });
}
