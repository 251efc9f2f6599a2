import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../policies/route-actions.ts";
import { perUserRateLimitKey } from "../../auth/rate-limit-key.ts";
import { refuseTooMany } from "../identity/sign-in-limits.ts";
import { attemptCounter } from "../../lib/rate-limit-store.ts";
import { familyRootOf } from "../family/family.queries.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import {
  groupMessages,
  ZGroupDetailResponse,
  ZGroupFormRequest,
  ZGroupUpdateRequest,
  ZGroupIdParams,
  ZGroupListResponse,
  ZGroupMemberParams,
  ZJoinGroupRequest,
  ZJoinGroupResponse,
  ZLeaveGroupResponse,
  ZUpdateMemberRoleRequest,
} from "../../../shared/schemas/groups.ts";
import { changeMemberRole, createGroup, editGroup, getGroup, joinGroup, leaveGroup, listMyGroups, removeMember } from "./groups.service.ts";

/**
 * Join attempts per user, and the same number per family (a dad and the sons he added share it):
 * enough for a few typos, far too few to guess one of ~887 million codes.
 * Keyed by user id (not address) so a family behind one router does not share a budget; signed-out
 * attempts (refused with 401 anyway) fall back to the address.
 */
export const JOIN_RATE_LIMIT = { max: 10, timeWindowMs: 15 * 60_000 };

const joinRateLimitKey = perUserRateLimitKey("group-join");

const errors = errorResponses(400, 401, 403, 404);
const tags = ["groups"];
const groupRoute = routeSchemas(tags, errors);

export async function groupRoutes(app: App): Promise<void> {
  const { db, config, redis } = app.deps;
  const familyJoinLimit = config.rateLimit
    ? attemptCounter(
        redis ? { kind: "redis", client: redis } : { kind: "postgres", pool: db.$client },
        "group-join-family",
        JOIN_RATE_LIMIT.max,
        JOIN_RATE_LIMIT.timeWindowMs / 1000,
      )
    : null;

  app.get(
    "",
    { config: { action: "group.list" }, schema: groupRoute("My groups, with member counts and my role", { response: { 200: ZGroupListResponse } }) },
    async (request) => {
      const viewer = actorOf(request);
      return { groups: await listMyGroups(db, viewer.userId) };
    },
  );

  app.post(
    "",
    {
      config: { action: "group.create" },
      schema: groupRoute("Create a group; the creator becomes its leader", { body: ZGroupFormRequest, response: { 201: ZGroupDetailResponse } }),
    },
    async (request, reply) => {
      const viewer = actorOf(request);
      const groupId = await createGroup(db, viewer, request.body, { staffTwoFactorRequired: config.requireStaffTwoFactor });
      request.log.info({ userId: viewer.userId, groupId }, "group created");
      return reply.status(201).send({ group: await getGroup(db, groupId, viewer) });
    },
  );

  app.post(
    "/join",
    {
      schema: groupRoute("Join a group by its code (rate limited per user)", {
        body: ZJoinGroupRequest,
        response: { 200: ZJoinGroupResponse, 202: ZJoinGroupResponse, ...errorResponses(409, 429) },
      }),
      config: { action: "group.join", rateLimit: { max: JOIN_RATE_LIMIT.max, timeWindow: JOIN_RATE_LIMIT.timeWindowMs, keyGenerator: joinRateLimitKey } },
    },
    async (request, reply) => {
      const viewer = actorOf(request);
      // The family's budget too: a dad and every son he added share one count of guesses.
      if (familyJoinLimit) {
        const verdict = await familyJoinLimit.hit(await familyRootOf(db, viewer.userId));
        if (!verdict.allowed) {
          request.log.warn({ userId: viewer.userId, status: 429 }, "group join rate limited for the family");
          return refuseTooMany(reply, Math.max(1, Math.ceil(verdict.msBeforeNext / 1000)));
        }
      }
      const { groupId, pending } = await joinGroup(db, viewer, request.body.code);
      if (pending) {
        request.log.info({ userId: viewer.userId }, "group join waits for the son's dad");
        return reply.status(202).send({ groupId: null, pending: true, message: groupMessages.joinRequestSent });
      }
      request.log.info({ userId: viewer.userId, groupId }, "group joined");
      return { groupId };
    },
  );

  app.get(
    "/:groupId",
    {
      config: { action: "group.read" },
      schema: groupRoute("A group: members see its code and members; a public group shows others only its name, description and size", {
        params: ZGroupIdParams,
        response: { 200: ZGroupDetailResponse },
      }),
    },
    async (request) => {
      const viewer = actorOf(request);
      return { group: await getGroup(db, request.params.groupId, viewer) };
    },
  );

  app.patch(
    "/:groupId",
    {
      config: { action: "group.update" },
      schema: groupRoute("Edit a group's name, description or privacy (leaders); what is not sent is kept", {
        params: ZGroupIdParams,
        body: ZGroupUpdateRequest,
        response: { 200: ZGroupDetailResponse },
      }),
    },
    async (request) => {
      const viewer = actorOf(request);
      const { groupId } = request.params;
      await editGroup(db, groupId, viewer.userId, request.body);
      return { group: await getGroup(db, groupId, viewer) };
    },
  );

  app.patch(
    "/:groupId/members/:userId",
    {
      config: { action: "group.member.update" },
      schema: groupRoute("Make another member a leader or a member (leaders)", {
        params: ZGroupMemberParams,
        body: ZUpdateMemberRoleRequest,
        response: { 200: ZGroupDetailResponse },
      }),
    },
    async (request) => {
      const viewer = actorOf(request);
      const { groupId, userId } = request.params;
      await changeMemberRole(db, groupId, viewer.userId, userId, request.body.role);
      request.log.info({ userId: viewer.userId, groupId, memberId: userId, role: request.body.role }, "group member role changed");
      return { group: await getGroup(db, groupId, viewer) };
    },
  );

  app.delete(
    "/:groupId/members/:userId",
    {
      config: { action: "group.member.remove" },
      schema: groupRoute("Remove another member (leaders)", { params: ZGroupMemberParams, response: { 200: ZGroupDetailResponse } }),
    },
    async (request) => {
      const viewer = actorOf(request);
      const { groupId, userId } = request.params;
      await removeMember(db, groupId, viewer.userId, userId);
      request.log.info({ userId: viewer.userId, groupId, memberId: userId }, "group member removed");
      return { group: await getGroup(db, groupId, viewer) };
    },
  );

  app.post(
    "/:groupId/leave",
    {
      config: { action: "group.leave" },
      schema: groupRoute("Leave a group (the only member leaving deletes it)", {
        params: ZGroupIdParams,
        response: { 200: ZLeaveGroupResponse, ...errorResponses(409) },
      }),
    },
    async (request) => {
      const viewer = actorOf(request);
      const result = await leaveGroup(db, request.params.groupId, viewer.userId);
      request.log.info({ userId: viewer.userId, groupId: request.params.groupId, groupDeleted: result.groupDeleted }, "group left");
      return result;
    },
  );
}
