// Decision 054's routes under /api/groups: the group's plan and schedule, following it, sharing, what a leader sees,
// and the week's conversation with its reports. Thin: validate, name the action, call the service.
import type { FastifyReply } from "fastify";
import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../policies/route-actions.ts";
import { refuseTooMany } from "../identity/sign-in-limits.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
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
import { getGroup } from "./groups.service.ts";
import { chooseGroupPlan, followGroupPlan, groupProgress, setGroupSharing } from "./group-plan.service.ts";
import { createPost, dismissReport, hidePost, listPosts, listReports, removePost, reportPost, TooManyInWindow } from "./group-posts.service.ts";

const errors = errorResponses(400, 401, 403, 404);
const route = routeSchemas(["groups"], errors);

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

  app.put(
    "/:groupId/plan",
    {
      config: { action: "group.plan.set" },
      schema: route("Choose the group's plan and the day its week 1 starts (leaders; not in the past)", {
        params: ZGroupIdParams,
        body: ZSetGroupPlanRequest,
        response: { 200: ZGroupDetailResponse },
      }),
    },
    async (request) => {
      const viewer = actorOf(request);
      const { groupId } = request.params;
      await chooseGroupPlan(db, groupId, viewer, request.body.planId, request.body.startsOn);
      request.log.info({ userId: viewer.userId, groupId, planId: request.body.planId }, "group plan chosen");
      return { group: await getGroup(db, groupId, viewer) };
    },
  );

  app.post(
    "/:groupId/plan/follow",
    {
      config: { action: "group.plan.follow" },
      schema: route("The member dad's family follows the group's plan on its schedule", {
        params: ZGroupIdParams,
        body: ZFollowGroupPlanRequest,
        response: { 200: ZFollowGroupPlanResponse, ...errorResponses(409) },
      }),
    },
    async (request) => {
      const viewer = actorOf(request);
      return followGroupPlan(db, request.params.groupId, viewer, request.body.confirmSwitch === true);
    },
  );

  app.put(
    "/:groupId/sharing",
    {
      config: { action: "group.sharing.update" },
      schema: route("A member dad lets the group's leaders see his family's progress, or stops", {
        params: ZGroupIdParams,
        body: ZShareProgressRequest,
        response: { 200: ZMessageResponse },
      }),
    },
    async (request) => {
      const viewer = actorOf(request);
      await setGroupSharing(db, request.params.groupId, viewer, request.body.sharesProgress);
      return { message: request.body.sharesProgress ? groupMessages.sharingOn : groupMessages.sharingOff };
    },
  );

  app.get(
    "/:groupId/progress",
    {
      config: { action: "group.progress.read" },
      schema: route("What a leader sees: families started and finished per week, and shared families' own progress", {
        params: ZGroupIdParams,
        response: { 200: ZGroupProgressResponse },
      }),
    },
    async (request) => groupProgress(db, request.params.groupId, actorOf(request)),
  );

  app.get(
    "/:groupId/posts",
    {
      config: { action: "group.post.list" },
      schema: route("One week's conversation (dads; sons of 13+ whose dad allows it)", {
        params: ZGroupIdParams,
        querystring: ZWeekQuery,
        response: { 200: ZGroupPostsResponse },
      }),
    },
    async (request) => listPosts(db, request.params.groupId, actorOf(request), request.query.week),
  );

  app.post(
    "/:groupId/posts",
    {
      config: { action: "group.post.create" },
      schema: route("Post in a week's conversation (limited per author and per group each hour)", {
        params: ZGroupIdParams,
        body: ZCreatePostRequest,
        response: { 201: ZGroupPostResponse, ...errorResponses(429) },
      }),
    },
    async (request, reply) => {
      const viewer = actorOf(request);
      return withinLimits(reply, async () => {
        const post = await createPost(db, request.params.groupId, viewer, request.body.week, request.body.body);
        return reply.status(201).send({ post });
      });
    },
  );

  app.post(
    "/:groupId/posts/:postId/report",
    {
      config: { action: "group.post.report" },
      schema: route("Report a post to the group's leaders", {
        params: ZGroupPostParams,
        body: ZReportPostRequest,
        response: { 201: ZMessageResponse, ...errorResponses(409, 429) },
      }),
    },
    async (request, reply) => {
      const viewer = actorOf(request);
      return withinLimits(reply, async () => {
        await reportPost(db, request.params.groupId, viewer, request.params.postId, request.body.reason);
        return reply.status(201).send({ message: groupMessages.reported });
      });
    },
  );

  app.patch(
    "/:groupId/posts/:postId",
    {
      config: { action: "group.post.hide" },
      schema: route("Hide a post from the members, or show it again (leaders)", {
        params: ZGroupPostParams,
        body: ZHidePostRequest,
        response: { 200: ZMessageResponse },
      }),
    },
    async (request) => {
      const viewer = actorOf(request);
      await hidePost(db, request.params.groupId, viewer, request.params.postId, request.body.hidden);
      request.log.info(
        { userId: viewer.userId, groupId: request.params.groupId, postId: request.params.postId, hidden: request.body.hidden },
        "group post hidden",
      );
      return { message: request.body.hidden ? "Post hidden." : "Post shown." };
    },
  );

  app.delete(
    "/:groupId/posts/:postId",
    {
      config: { action: "group.post.remove" },
      schema: route("Remove a post (leaders)", { params: ZGroupPostParams, response: { 200: ZMessageResponse } }),
    },
    async (request) => {
      const viewer = actorOf(request);
      await removePost(db, request.params.groupId, viewer, request.params.postId);
      request.log.info({ userId: viewer.userId, groupId: request.params.groupId, postId: request.params.postId }, "group post removed");
      return { message: "Post removed." };
    },
  );

  app.get(
    "/:groupId/reports",
    {
      config: { action: "group.report.list" },
      schema: route("The open reports of the group's posts (leaders)", { params: ZGroupIdParams, response: { 200: ZGroupReportsResponse } }),
    },
    async (request) => ({ reports: await listReports(db, request.params.groupId, actorOf(request)) }),
  );

  app.post(
    "/:groupId/reports/:reportId/dismiss",
    {
      config: { action: "group.report.dismiss" },
      schema: route("Answer a report by keeping the post (leaders)", { params: ZGroupReportParams, response: { 200: ZMessageResponse } }),
    },
    async (request) => {
      const viewer = actorOf(request);
      await dismissReport(db, request.params.groupId, viewer, request.params.reportId);
      return { message: "Report answered: the post stays." };
    },
  );
}
