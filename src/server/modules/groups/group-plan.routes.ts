// A group's plan under /api/groups: the plan and schedule, following it, sharing, what a leader sees,
// and the week's conversation with its reports. Thin: validate, name the action, call the service.
import type { FastifyReply } from "fastify";
import type { App } from "../../http/app-instance.ts";
import { routesIn } from "../../http/declare-route.ts";
import { refuseTooMany } from "../identity/sign-in-limits.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import {
  groupMessages,
  ZCreatePostRequest,
  ZFollowGroupPlanRequest,
  ZFollowGroupPlanResponse,
  ZGroupDetailResponse,
  ZGroupIdParams,
  ZGroupPostParams,
  ZGroupPostResponse,
  ZGroupPostsResponse,
  ZGroupProgressResponse,
  ZGroupReportParams,
  ZGroupReportsResponse,
  ZHidePostRequest,
  ZMessageResponse,
  ZReportPostRequest,
  ZSetGroupPlanRequest,
  ZShareProgressRequest,
  ZWeekQuery,
} from "../../../shared/schemas/groups.ts";
import { answeredWithGroup } from "./group-change.ts";
import { chooseGroupPlan, followGroupPlan, groupProgress, setGroupSharing } from "./group-plan.service.ts";
import { createPost, dismissReport, hidePost, listPosts, listReports, removePost, reportPost, TooManyInWindow } from "./group-posts.service.ts";

const errors = errorResponses(400, 401, 403, 404);

/** The hourly limits answer 429 with Retry-After, like every other limit. */
async function withinLimits<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TooManyInWindow) {
      reply.request.log.warn({ status: 429 }, "group conversation limit");
      return refuseTooMany(reply, error.retryAfterSeconds).header("x-limit-reason", "group-conversation");
    }
    throw error;
  }
}

export async function groupPlanRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  const route = routesIn(app, ["groups"], errors);

  route.put("/:groupId/plan", "group.plan.set", {
    summary: "Choose the group's plan and the day its week 1 starts (leaders; not in the past)",
    params: ZGroupIdParams,
    body: ZSetGroupPlanRequest,
    response: { 200: ZGroupDetailResponse },
    handler: answeredWithGroup(db, ({ viewer, params, body }) => chooseGroupPlan(db, params.groupId, viewer, body.planId, body.startsOn), {
      line: "group plan chosen",
      fields: ({ body }) => ({ planId: body.planId }),
    }),
  });

  route.post("/:groupId/plan/follow", "group.plan.follow", {
    summary: "The member dad's family follows the group's plan on its schedule",
    params: ZGroupIdParams,
    body: ZFollowGroupPlanRequest,
    response: { 200: ZFollowGroupPlanResponse, ...errorResponses(409) },
    handler: async ({ actor: viewer, params, body }) => followGroupPlan(db, params.groupId, viewer, body.confirmSwitch === true),
  });

  route.put("/:groupId/sharing", "group.sharing.update", {
    summary: "A member dad lets the group's leaders see his family's progress, or stops",
    params: ZGroupIdParams,
    body: ZShareProgressRequest,
    response: { 200: ZMessageResponse },
    handler: ({ actor: viewer, params, body }) => setGroupSharing(db, params.groupId, viewer, body.sharesProgress),
  });

  route.get("/:groupId/progress", "group.progress.read", {
    summary: "What a leader sees: families started and finished per week, and shared families' own progress",
    params: ZGroupIdParams,
    response: { 200: ZGroupProgressResponse },
    handler: async ({ actor, params }) => groupProgress(db, params.groupId, actor),
  });

  route.get("/:groupId/posts", "group.post.list", {
    summary: "One week's conversation (dads; sons of 13+ whose dad allows it)",
    params: ZGroupIdParams,
    querystring: ZWeekQuery,
    response: { 200: ZGroupPostsResponse },
    handler: async ({ actor, params, query }) => listPosts(db, params.groupId, actor, query.week),
  });

  route.post("/:groupId/posts", "group.post.create", {
    summary: "Post in a week's conversation (limited per author and per group each hour)",
    params: ZGroupIdParams,
    body: ZCreatePostRequest,
    response: { 201: ZGroupPostResponse, ...errorResponses(429) },
    handler: async ({ actor: viewer, params, body, reply }) =>
      withinLimits(reply, async () => ({ post: await createPost(db, params.groupId, viewer, body.week, body.body) })),
  });

  route.post("/:groupId/posts/:postId/report", "group.post.report", {
    summary: "Report a post to the group's leaders",
    params: ZGroupPostParams,
    body: ZReportPostRequest,
    response: { 201: ZMessageResponse, ...errorResponses(409, 429) },
    handler: async ({ actor: viewer, params, body, reply }) =>
      withinLimits(reply, async () => {
        await reportPost(db, params.groupId, viewer, params.postId, body.reason);
        return { message: groupMessages.reported };
      }),
  });

  route.patch("/:groupId/posts/:postId", "group.post.hide", {
    summary: "Hide a post from the members, or show it again (leaders)",
    params: ZGroupPostParams,
    body: ZHidePostRequest,
    response: { 200: ZMessageResponse },
    handler: async ({ actor: viewer, params, body, log }) => {
      await hidePost(db, params.groupId, viewer, params.postId, body.hidden);
      log.info({ userId: viewer.userId, groupId: params.groupId, postId: params.postId, hidden: body.hidden }, "group post hidden");
      return { message: body.hidden ? "Post hidden." : "Post shown." };
    },
  });

  route.delete("/:groupId/posts/:postId", "group.post.remove", {
    summary: "Remove a post (leaders)",
    params: ZGroupPostParams,
    response: { 200: ZMessageResponse },
    handler: async ({ actor: viewer, params, log }) => {
      await removePost(db, params.groupId, viewer, params.postId);
      log.info({ userId: viewer.userId, groupId: params.groupId, postId: params.postId }, "group post removed");
      return { message: "Post removed." };
    },
  });

  route.get("/:groupId/reports", "group.report.list", {
    summary: "The open reports of the group's posts (leaders)",
    params: ZGroupIdParams,
    response: { 200: ZGroupReportsResponse },
    handler: async ({ actor, params }) => ({ reports: await listReports(db, params.groupId, actor) }),
  });

  route.post("/:groupId/reports/:reportId/dismiss", "group.report.dismiss", {
    summary: "Answer a report by keeping the post (leaders)",
    params: ZGroupReportParams,
    response: { 200: ZMessageResponse },
    handler: async ({ actor: viewer, params }) => {
      await dismissReport(db, params.groupId, viewer, params.reportId);
      return { message: "Report answered: the post stays." };
    },
  });
}
