import type { App } from "../../http/app-instance.ts";
import { routesIn } from "../../http/declare-route.ts";
import { perUserRateLimitKey } from "../../auth/rate-limit-key.ts";
import { refuseTooMany } from "../identity/sign-in-limits.ts";
import { attemptCounter } from "../../lib/rate-limit-store.ts";
import { familyRootOf } from "../family/family.queries.ts";
import { errorResponses } from "../../lib/error-responses.ts";
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
import { answeredWithGroup } from "./group-change.ts";
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

  const route = routesIn(app, tags, errors);

  route.get("", "group.list", {
    summary: "My groups, with member counts and my role",
    response: { 200: ZGroupListResponse },
    handler: async ({ actor: viewer }) => ({ groups: await listMyGroups(db, viewer.userId) }),
  });

  route.post("", "group.create", {
    summary: "Create a group; the creator becomes its leader",
    body: ZGroupFormRequest,
    response: { 201: ZGroupDetailResponse },
    handler: async ({ actor: viewer, body, log }) => {
      const groupId = await createGroup(db, viewer, body, { staffTwoFactorRequired: config.requireStaffTwoFactor });
      log.info({ userId: viewer.userId, groupId }, "group created");
      return { group: await getGroup(db, groupId, viewer) };
    },
  });

  route.post("/join", "group.join", {
    summary: "Join a group by its code (rate limited per user)",
    body: ZJoinGroupRequest,
    response: { 200: ZJoinGroupResponse, 202: ZJoinGroupResponse, ...errorResponses(409, 429) },
    rateLimit: { max: JOIN_RATE_LIMIT.max, timeWindow: JOIN_RATE_LIMIT.timeWindowMs, keyGenerator: joinRateLimitKey },
    handler: async ({ actor: viewer, body, log, reply }) => {
      // The family's budget too: a dad and every son he added share one count of guesses.
      if (familyJoinLimit) {
        const verdict = await familyJoinLimit.hit(await familyRootOf(db, viewer.userId));
        if (!verdict.allowed) {
          log.warn({ userId: viewer.userId, status: 429 }, "group join rate limited for the family");
          return refuseTooMany(reply, Math.max(1, Math.ceil(verdict.msBeforeNext / 1000)));
        }
      }
      const { groupId, pending } = await joinGroup(db, viewer, body.code);
      if (pending) {
        log.info({ userId: viewer.userId }, "group join waits for the son's dad");
        return reply.status(202).send({ groupId: null, pending: true, message: groupMessages.joinRequestSent });
      }
      log.info({ userId: viewer.userId, groupId }, "group joined");
      return { groupId };
    },
  });

  route.get("/:groupId", "group.read", {
    summary: "A group: members see its code and members; a public group shows others only its name, description and size",
    params: ZGroupIdParams,
    response: { 200: ZGroupDetailResponse },
    handler: async ({ actor: viewer, params }) => ({ group: await getGroup(db, params.groupId, viewer) }),
  });

  route.patch("/:groupId", "group.update", {
    summary: "Edit a group's name, description or privacy (leaders); what is not sent is kept",
    params: ZGroupIdParams,
    body: ZGroupUpdateRequest,
    response: { 200: ZGroupDetailResponse },
    handler: answeredWithGroup(db, ({ viewer, params, body }) => editGroup(db, params.groupId, viewer.userId, body)),
  });

  route.patch("/:groupId/members/:userId", "group.member.update", {
    summary: "Make another member a leader or a member (leaders)",
    params: ZGroupMemberParams,
    body: ZUpdateMemberRoleRequest,
    response: { 200: ZGroupDetailResponse },
    handler: answeredWithGroup(db, ({ viewer, params, body }) => changeMemberRole(db, params.groupId, viewer.userId, params.userId, body.role), {
      line: "group member role changed",
      fields: ({ params, body }) => ({ memberId: params.userId, role: body.role }),
    }),
  });

  route.delete("/:groupId/members/:userId", "group.member.remove", {
    summary: "Remove another member (leaders)",
    params: ZGroupMemberParams,
    response: { 200: ZGroupDetailResponse },
    handler: answeredWithGroup(db, ({ viewer, params }) => removeMember(db, params.groupId, viewer.userId, params.userId), {
      line: "group member removed",
      fields: ({ params }) => ({ memberId: params.userId }),
    }),
  });

  route.post("/:groupId/leave", "group.leave", {
    summary: "Leave a group (the only member leaving deletes it)",
    params: ZGroupIdParams,
    response: { 200: ZLeaveGroupResponse, ...errorResponses(409) },
    handler: async ({ actor: viewer, params, log }) => {
      const result = await leaveGroup(db, params.groupId, viewer.userId);
      log.info({ userId: viewer.userId, groupId: params.groupId, groupDeleted: result.groupDeleted }, "group left");
      return result;
    },
  });
}
