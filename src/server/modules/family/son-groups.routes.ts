// A dad's say over his son's groups: his young son's join requests, and how other families see him.
import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../policies/route-actions.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import { ZMessageResponse } from "../../../shared/schemas/common.ts";
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

  app.get(
    "/join-requests",
    {
      config: { action: "family.joinRequest.read" },
      schema: familyRoute("A dad's young sons' requests to join groups, waiting for his answer", { response: { 200: ZJoinRequestsResponse } }),
    },
    async (request) => {
      const dad = actorOf(request);
      return { requests: await listJoinRequests(db, dad.userId) };
    },
  );

  app.post(
    "/join-requests/:requestId/approve",
    {
      config: { action: "family.joinRequest.answer" },
      schema: familyRoute("A dad lets his son join the group he asked for", { params: ZJoinRequestParams, response: { 200: ZMessageResponse } }),
    },
    async (request) => {
      const dad = actorOf(request);
      await approveJoinRequest(db, dad.userId, request.params.requestId);
      request.log.info({ dadId: dad.userId, requestId: request.params.requestId }, "son's group join approved by his dad");
      return { message: sonGroupsText.approved };
    },
  );

  app.post(
    "/join-requests/:requestId/decline",
    {
      config: { action: "family.joinRequest.answer" },
      schema: familyRoute("A dad declines (or clears) his son's request to join a group", { params: ZJoinRequestParams, response: { 200: ZMessageResponse } }),
    },
    async (request) => {
      const dad = actorOf(request);
      await declineJoinRequest(db, dad.userId, request.params.requestId);
      request.log.info({ dadId: dad.userId, requestId: request.params.requestId }, "son's group join declined by his dad");
      return { message: sonGroupsText.declined };
    },
  );

  app.put(
    "/sons/:sonId/groups-name",
    {
      config: { action: "family.son.groupsName.update" },
      schema: familyRoute("A dad decides whether other families in a group see his son's full name and picture (13+ only)", {
        params: ZSonParams,
        body: ZSonGroupsNameRequest,
        response: { 200: ZMessageResponse },
      }),
    },
    async (request) => {
      const dad = actorOf(request);
      await setSonGroupsName(db, dad.userId, request.params.sonId, request.body.fullName);
      return { message: sonGroupsText.visibilitySaved };
    },
  );

  app.put(
    "/sons/:sonId/group-conversations",
    {
      config: { action: "family.son.groupConversations.update" },
      schema: familyRoute("A dad lets his son of 13 or older take part in his groups' weekly conversations, or stops it", {
        params: ZSonParams,
        body: ZSonConversationsRequest,
        response: { 200: ZMessageResponse },
      }),
    },
    async (request) => {
      const dad = actorOf(request);
      await setSonGroupConversations(db, dad.userId, request.params.sonId, request.body.allowed);
      return { message: sonGroupsText.conversationsSaved };
    },
  );
}
