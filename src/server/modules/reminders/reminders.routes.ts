// /api/reminders, /api/push, /api/recap, /api/streak, encouragement, pause/resume and the one-click unsubscribe.
// Routes are thin: the guard, then the service.
import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../policies/route-actions.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { badRequest } from "../../lib/app-error.ts";
import { ZSonParams } from "../../../shared/schemas/family.ts";
import {
  reminderText,
  ZEncouragementsResponse,
  ZMessageResponse,
  ZPauseRequest,
  ZPushPublicKey,
  ZPushSubscriptionRequest,
  ZPushUnsubscribeRequest,
  ZRecap,
  ZRemindersResponse,
  ZReminderSettingsUpdateRequest,
  ZSonReminderUpdateRequest,
  ZStreak,
} from "../../../shared/schemas/reminders.ts";
import {
  encourageSon,
  getReminders,
  listEncouragements,
  pausePlan,
  recapFor,
  resumePlan,
  saveMine,
  saveSons,
  streakFor,
  subscribePush,
  unsubscribeByToken,
  unsubscribePush,
} from "./reminders.service.ts";
import { queueEncouragement } from "./reminder-jobs.ts";

export async function reminderRoutes(app: App): Promise<void> {
  const { db, config, reminders } = app.deps;
  const allowPrivate = config.reminders.allowPrivatePushEndpoints;

  app.get(
    "/reminders",
    {
      config: { action: "reminders.read" },
      schema: {
        tags: ["reminders"],
        summary: "The viewer's reminder and, for a dad, his sons'",
        response: { 200: ZRemindersResponse, ...errorResponses(401, 403) },
      },
    },
    (request) => {
      const viewer = actorOf(request);
      return getReminders(db, viewer, true);
    },
  );

  app.put(
    "/reminders",
    {
      config: { action: "reminders.update" },
      schema: {
        tags: ["reminders"],
        summary: "Set the viewer's weekly reminder: day, time, time zone (DST included), channels",
        body: ZReminderSettingsUpdateRequest,
        response: { 200: ZRemindersResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = actorOf(request);
      const { message } = await saveMine(db, viewer, request.body);
      return { ...(await getReminders(db, viewer, true)), message };
    },
  );

  app.put(
    "/reminders/sons/:sonId",
    {
      config: { action: "reminders.son.update" },
      schema: {
        tags: ["reminders"],
        summary: "A dad sets his son's reminder, with his consent recorded (a son under 13: notifications only)",
        params: ZSonParams,
        body: ZSonReminderUpdateRequest,
        response: { 200: ZRemindersResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = actorOf(request);
      const { message } = await saveSons(db, viewer, request.params.sonId, request.body);
      return { ...(await getReminders(db, viewer, true)), message };
    },
  );

  app.get(
    "/push/public-key",
    {
      config: { action: "push.publicKey" },
      schema: {
        tags: ["reminders"],
        summary: "The server's VAPID public key (applicationServerKey)",
        response: { 200: ZPushPublicKey, ...errorResponses(401) },
      },
    },
    () => ({ publicKey: reminders.push.publicKey }),
  );

  app.post(
    "/push/subscriptions",
    {
      config: { action: "push.subscribe" },
      schema: {
        tags: ["reminders"],
        summary: "Keep this browser's push subscription (https endpoint of a push service only)",
        body: ZPushSubscriptionRequest,
        response: { 201: ZMessageResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const viewer = actorOf(request);
      const result = await subscribePush(db, viewer, request.body, allowPrivate);
      return reply.code(201).send(result);
    },
  );

  app.post(
    "/push/unsubscribe",
    {
      config: { action: "push.subscribe" },
      schema: {
        tags: ["reminders"],
        summary: "Forget this browser's push subscription",
        body: ZPushUnsubscribeRequest,
        response: { 200: ZMessageResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => {
      const viewer = actorOf(request);
      return unsubscribePush(db, viewer, request.body.endpoint);
    },
  );

  app.get(
    "/recap",
    {
      config: { action: "recap.read" },
      schema: {
        tags: ["reminders"],
        summary: "The dad's weekly recap: each son's week, shared entries, the streak, next week",
        response: { 200: ZRecap, ...errorResponses(401, 403) },
      },
    },
    (request) => {
      const viewer = actorOf(request);
      return recapFor(db, viewer.userId);
    },
  );

  app.post(
    "/family/sons/:sonId/encourage",
    {
      config: { action: "recap.encourage" },
      schema: {
        tags: ["reminders"],
        summary: '"Encourage my son": one tap, once a day; in the app (and by mail only to a consenting son 13+)',
        params: ZSonParams,
        response: { 201: ZMessageResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = actorOf(request);
      const sent = await encourageSon(db, viewer, request.params.sonId);
      await queueEncouragement(reminders.workerDeps, sent.son.userId, sent.words, sent.id);
      return reply.code(201).send({ message: sent.message });
    },
  );

  app.get(
    "/encouragements",
    {
      config: { action: "encouragements.read" },
      schema: {
        tags: ["reminders"],
        summary: "The viewer's encouragements from his dad (last 14 days)",
        response: { 200: ZEncouragementsResponse, ...errorResponses(401, 403) },
      },
    },
    (request) => {
      const viewer = actorOf(request);
      return listEncouragements(db, viewer);
    },
  );

  app.get(
    "/streak",
    {
      config: { action: "streak.read" },
      schema: {
        tags: ["reminders"],
        summary: "The family streak: weeks in a row finished together, with grace and pauses",
        response: { 200: ZStreak, ...errorResponses(401, 403) },
      },
    },
    (request) => {
      const viewer = actorOf(request);
      return streakFor(db, viewer.userId);
    },
  );

  app.post(
    "/plan-run/pause",
    {
      config: { action: "planRun.pause" },
      schema: {
        tags: ["reminders"],
        summary: "Pause the family's plan (holiday, illness): the streak is kept, reminders wait",
        body: ZPauseRequest,
        response: { 200: ZMessageResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (request) => {
      const viewer = actorOf(request);
      return pausePlan(db, viewer, request.body.reason);
    },
  );

  app.post(
    "/plan-run/resume",
    {
      config: { action: "planRun.pause" },
      schema: { tags: ["reminders"], summary: "Resume the family's paused plan", response: { 200: ZMessageResponse, ...errorResponses(401, 403, 409) } },
    },
    (request) => {
      const viewer = actorOf(request);
      return resumePlan(db, viewer);
    },
  );

  // RFC 8058 one-click unsubscribe: a mail provider POSTs "List-Unsubscribe=One-Click" (a form body, no Origin,
  // no cookie) to the URL of the List-Unsubscribe header; our /unsubscribe page POSTs JSON {token}. The signed
  // token is the only credential; a forged one is a 400 and changes nothing. Hidden from the API document, like
  // the webhooks (a server-to-server prefix in lib/request-guard.ts).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => done(null, body));
    scope.post("/unsubscribe/one-click", { config: { action: "reminders.unsubscribe" }, schema: { hide: true } }, (request) => {
      const fromQuery = z.object({ token: z.string().max(512) }).safeParse(request.query);
      let token = fromQuery.success ? fromQuery.data.token : undefined;
      if (!token && typeof request.body === "string" && request.body.trim().startsWith("{")) {
        try {
          const parsed = z.object({ token: z.string().max(512) }).safeParse(JSON.parse(request.body));
          if (parsed.success) token = parsed.data.token;
        } catch {
          // not JSON: the token must then be in the URL
        }
      }
      if (!token) throw badRequest(reminderText.unsubscribeInvalid, { token: reminderText.unsubscribeInvalid });
      return unsubscribeByToken(db, reminders.secret, token);
    });
  });
}
