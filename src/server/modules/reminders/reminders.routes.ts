// /api/reminders, /api/push, /api/recap, /api/streak, encouragement, pause/resume and the one-click unsubscribe.
// Routes are thin: the guard, then the service.
import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { routesOf } from "../../http/declare-route.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
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

/** The signed-in routes here answer 401 and 403 alike; each adds its own other errors. */
const reminderRoute = routeSchemas(["reminders"], errorResponses(401, 403));

export async function reminderRoutes(app: App): Promise<void> {
  const { db, config, reminders } = app.deps;
  const allowPrivate = config.reminders.allowPrivatePushEndpoints;

  const route = routesOf(app);

  route.get("/reminders", "reminders.read", {
    schema: reminderRoute("The viewer's reminder and, for a dad, his sons'", { response: { 200: ZRemindersResponse } }),
    handler: ({ actor: viewer }) => getReminders(db, viewer, true),
  });

  route.put("/reminders", "reminders.update", {
    schema: reminderRoute("Set the viewer's weekly reminder: day, time, time zone (DST included), channels", {
      body: ZReminderSettingsUpdateRequest,
      response: { 200: ZRemindersResponse, ...errorResponses(400) },
    }),
    handler: async ({ actor: viewer, body }) => {
      const { message } = await saveMine(db, viewer, body);
      return { ...(await getReminders(db, viewer, true)), message };
    },
  });

  route.put("/reminders/sons/:sonId", "reminders.son.update", {
    schema: reminderRoute("A dad sets his son's reminder, with his consent recorded (a son under 13: notifications only)", {
      params: ZSonParams,
      body: ZSonReminderUpdateRequest,
      response: { 200: ZRemindersResponse, ...errorResponses(400, 404) },
    }),
    handler: async ({ actor: viewer, params, body }) => {
      const { message } = await saveSons(db, viewer, params.sonId, body);
      return { ...(await getReminders(db, viewer, true)), message };
    },
  });

  route.get("/push/public-key", "push.publicKey", {
    schema: {
      tags: ["reminders"],
      summary: "The server's VAPID public key (applicationServerKey)",
      response: { 200: ZPushPublicKey, ...errorResponses(401) },
    },
    handler: () => ({ publicKey: reminders.push.publicKey }),
  });

  route.post("/push/subscriptions", "push.subscribe", {
    schema: reminderRoute("Keep this browser's push subscription (https endpoint of a push service only)", {
      body: ZPushSubscriptionRequest,
      response: { 201: ZMessageResponse, ...errorResponses(400) },
    }),
    handler: async ({ actor: viewer, body, reply }) => {
      const result = await subscribePush(db, viewer, body, allowPrivate);
      return reply.code(201).send(result);
    },
  });

  route.post("/push/unsubscribe", "push.subscribe", {
    schema: reminderRoute("Forget this browser's push subscription", {
      body: ZPushUnsubscribeRequest,
      response: { 200: ZMessageResponse, ...errorResponses(400) },
    }),
    handler: ({ actor: viewer, body }) => unsubscribePush(db, viewer, body.endpoint),
  });

  route.get("/recap", "recap.read", {
    schema: reminderRoute("The dad's weekly recap: each son's week, shared entries, the streak, next week", { response: { 200: ZRecap } }),
    handler: ({ actor: viewer }) => recapFor(db, viewer.userId),
  });

  route.post("/family/sons/:sonId/encourage", "recap.encourage", {
    schema: reminderRoute('"Encourage my son": one tap, once a day; in the app (and by mail only to a consenting son 13+)', {
      params: ZSonParams,
      response: { 201: ZMessageResponse, ...errorResponses(404, 409) },
    }),
    handler: async ({ actor: viewer, params, reply }) => {
      const sent = await encourageSon(db, viewer, params.sonId);
      await queueEncouragement(reminders.workerDeps, sent.son.userId, sent.words, sent.id);
      return reply.code(201).send({ message: sent.message });
    },
  });

  route.get("/encouragements", "encouragements.read", {
    schema: reminderRoute("The viewer's encouragements from his dad (last 14 days)", { response: { 200: ZEncouragementsResponse } }),
    handler: ({ actor: viewer }) => listEncouragements(db, viewer),
  });

  route.get("/streak", "streak.read", {
    schema: reminderRoute("The family streak: weeks in a row finished together, with grace and pauses", { response: { 200: ZStreak } }),
    handler: ({ actor: viewer }) => streakFor(db, viewer.userId),
  });

  route.post("/plan-run/pause", "planRun.pause", {
    schema: reminderRoute("Pause the family's plan (holiday, illness): the streak is kept, reminders wait", {
      body: ZPauseRequest,
      response: { 200: ZMessageResponse, ...errorResponses(400, 409) },
    }),
    handler: ({ actor: viewer, body }) => pausePlan(db, viewer, body.reason),
  });

  route.post("/plan-run/resume", "planRun.pause", {
    schema: reminderRoute("Resume the family's paused plan", { response: { 200: ZMessageResponse, ...errorResponses(409) } }),
    handler: ({ actor: viewer }) => resumePlan(db, viewer),
  });

  // RFC 8058 one-click unsubscribe: a mail provider POSTs "List-Unsubscribe=One-Click" (a form body, no Origin,
  // no cookie) to the URL of the List-Unsubscribe header; our /unsubscribe page POSTs JSON {token}. The signed
  // token is the only credential; a forged one is a 400 and changes nothing. Hidden from the API document, like
  // the webhooks (a server-to-server prefix in lib/request-guard.ts).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => done(null, body));
    const route = routesOf(scope);

    route.post("/unsubscribe/one-click", "reminders.unsubscribe", {
      schema: { hide: true },
      handler: ({ body, query }) => {
        const fromQuery = z.object({ token: z.string().max(512) }).safeParse(query);
        let token = fromQuery.success ? fromQuery.data.token : undefined;
        if (!token && typeof body === "string" && body.trim().startsWith("{")) {
          try {
            const parsed = z.object({ token: z.string().max(512) }).safeParse(JSON.parse(body));
            if (parsed.success) token = parsed.data.token;
          } catch {
            // not JSON: the token must then be in the URL
          }
        }
        if (!token) throw badRequest(reminderText.unsubscribeInvalid, { token: reminderText.unsubscribeInvalid });
        return unsubscribeByToken(db, reminders.secret, token);
      },
    });
  });
}
