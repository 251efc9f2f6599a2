import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { changeAnswered, perMinute, routesOf } from "../../http/declare-route.ts";
import { ZLanguageFilterQuery } from "../../../shared/language.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { selectPlanChoices } from "./plan-choices.queries.ts";
import { deleteSonAccount, exportSonData } from "./son-data.service.ts";
import { sonAssistantRoutes } from "./son-assistant.routes.ts";
import { sonSignInRoutes } from "./son-sign-in.routes.ts";
import { sonGroupsRoutes } from "./son-groups.routes.ts";
import {
  addSon,
  changeSonAgeBand,
  confirmLink,
  describeLink,
  getFamilyMembers,
  mailLinkConfirmation,
  refuseLink,
  resendLinkConfirmation,
  setSonEmail,
  setSonPassword,
  signOutSonEverywhere,
  keepHeldSon,
  startSonRecovery,
} from "./family.service.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import { answeredDownload } from "../../lib/download.ts";
import {
  familyText,
  ZAddSonRequest,
  ZAddSonResponse,
  ZFamilyLinkDescription,
  ZFamilyLinkToken,
  ZFamilyResponse,
  ZPlanChoicesResponse,
  ZSetSonPasswordRequest,
  ZSonAgeBandRequest,
  ZSonEmailRequest,
  ZSonParams,
} from "../../../shared/schemas/family.ts";

const errors = errorResponses(400, 401, 403, 404, 409);
const familyRoute = routeSchemas(["family"], errors);

/** The schema of a dad's action on one of his sons (`:sonId`), answered with a message; `body` when it takes one. */
function sonAction<const P extends { body?: z.ZodType }>(summary: string, parts: P = {} as P) {
  return familyRoute.message(summary, { params: ZSonParams, ...parts });
}

export async function familyRoutes(app: App): Promise<void> {
  const { db, mailer, config } = app.deps;
  const route = routesOf(app);

  route.get("", "family.read", {
    schema: { tags: ["family"], summary: "The viewer's family: a dad's sons, or a son's dad", response: { 200: ZFamilyResponse } },
    handler: async ({ actor: viewer }) => ({ members: await getFamilyMembers(db, viewer.userId) }),
  });

  route.post("/sons", "family.son.add", {
    schema: familyRoute("A dad adds a son (his consent is recorded on the family link)", { body: ZAddSonRequest, response: { 201: ZAddSonResponse } }),
    rateLimit: perMinute(10),
    handler: async ({ actor: dad, body, log, reply, request }) => {
      const { created, son } = await addSon(db, dad, body);
      log.info({ dadId: dad.userId, sonId: created.sonId, pending: created.confirmationToken !== null }, "son added by his dad");
      if (created.confirmationToken) {
        await mailLinkConfirmation(
          { mailer, appUrl: config.appUrl, log },
          // His son has no language of his own yet: the mail speaks his dad's.
          { to: created.email, dadName: dad.fullName, sonName: son.fullName, token: created.confirmationToken, locale: await requestLocale(request) },
        );
      }
      return reply.status(201).send({ son, message: created.confirmationToken ? familyText.sonAddedPending : familyText.sonAdded });
    },
  });

  route.put("/sons/:sonId/password", "family.son.password.set", {
    schema: sonAction("A dad sets a new password for his son; the son's sessions end", { body: ZSetSonPasswordRequest }),
    rateLimit: perMinute(10),
    handler: changeAnswered("dadId", (s) => setSonPassword(db, s.actorId, s.params.sonId, s.body.password), {
      message: familyText.passwordSet,
      log: "son password set by his dad",
    }),
  });

  route.post("/sons/:sonId/recovery", "family.son.recovery.start", {
    schema: sonAction("A dad resets the access of his son of 13 or older who lost it; the son is told and chooses his own password", {
      body: ZSetSonPasswordRequest,
    }),
    rateLimit: perMinute(10),
    handler: changeAnswered("dadId", (s) => startSonRecovery(db, s.actorId, s.params.sonId, s.body.password), {
      message: familyText.recoveryStarted,
      log: "son's access reset by his dad",
      level: "warn",
    }),
  });

  route.post("/sons/:sonId/keep", "family.son.keep", {
    schema: sonAction("A dad keeps a son added before he proved his address; the son can sign in again"),
    handler: changeAnswered("dadId", (s) => keepHeldSon(db, s.actorId, s.params.sonId), { message: familyText.sonKept, log: "held son kept by his dad" }),
  });

  route.post("/sons/:sonId/email", "family.son.email.set", {
    schema: sonAction("A dad adds or changes the e-mail address of his son under 13", { body: ZSonEmailRequest }),
    rateLimit: perMinute(10),
    handler: changeAnswered("dadId", (s) => setSonEmail(db, s.actorId, s.params.sonId, s.body.email), {
      message: familyText.sonEmailSet,
      log: "young son's address set by his dad",
    }),
  });

  route.post("/sons/:sonId/sign-out", "family.son.signOut", {
    schema: sonAction("A dad signs his son out on every device"),
    handler: changeAnswered("dadId", async (s) => ({ ended: await signOutSonEverywhere(db, s.actorId, s.params.sonId) }), {
      message: familyText.signedOut,
      log: "son signed out everywhere by his dad",
    }),
  });

  route.put("/sons/:sonId/age-band", "family.son.ageBand.update", {
    schema: sonAction("A dad moves his son's age band up", { body: ZSonAgeBandRequest }),
    handler: changeAnswered("dadId", (s) => changeSonAgeBand(db, s.actorId, s.params.sonId, s.body.ageBand), { message: "Saved." }),
  });

  route.post("/sons/:sonId/confirmation", "family.son.confirmation.resend", {
    schema: sonAction("A dad sends the family-link confirmation to his son's address again"),
    rateLimit: perMinute(5),
    handler: async ({ actor: dad, params, log, request }) => {
      const link = await resendLinkConfirmation(db, dad.userId, params.sonId);
      await mailLinkConfirmation({ mailer, appUrl: config.appUrl, log }, { ...link, locale: await requestLocale(request) });
      return { message: familyText.confirmationResent };
    },
  });

  // The mailed link: possession of the token is the proof of control of the address (no session needed).
  route.get("/link", "family.link.answer", {
    schema: familyRoute("Who asks to be linked, for the confirmation page", { querystring: ZFamilyLinkToken, response: { 200: ZFamilyLinkDescription } }),
    rateLimit: perMinute(20),
    handler: ({ query, reply }) => {
      reply.header("cache-control", "no-store");
      return describeLink(db, query.token);
    },
  });

  route.post("/link/confirm", "family.link.answer", {
    schema: familyRoute.message("The holder of the son's address confirms the family link", { body: ZFamilyLinkToken }),
    rateLimit: perMinute(20),
    handler: async ({ body, log }) => {
      await confirmLink(db, body.token);
      log.info("family link confirmed by the holder of the address");
      return { message: familyText.linkConfirmed };
    },
  });

  route.post("/link/refuse", "family.link.answer", {
    schema: familyRoute.message("\"This isn't me\": the holder of the address refuses the link; the dad's access ends", { body: ZFamilyLinkToken }),
    rateLimit: perMinute(20),
    handler: async ({ body, log }) => {
      const { sonId } = await refuseLink(db, body.token);
      log.warn({ sonId }, "family link refused by the holder of the address");
      return { message: familyText.linkRefused };
    },
  });

  route.get("/plan-choices", "family.planChoices.read", {
    schema: familyRoute("First run: the published plans with covers and a week-by-week outline, to choose the family's plan", {
      querystring: ZLanguageFilterQuery,
      response: { 200: ZPlanChoicesResponse },
    }),
    handler: async ({ query, request }) => ({
      plans: await selectPlanChoices(db, { first: await requestLocale(request), filter: query.language }),
    }),
  });

  route.get("/sons/:sonId/export", "family.son.export", {
    schema: {
      tags: ["family"],
      summary: "A dad downloads what StrongBond keeps about his son (JSON; a 13+ son's private entries and chats are left out)",
      params: ZSonParams,
    },
    handler: answeredDownload(async ({ actor: viewer, params, log }) => {
      const data = await exportSonData(db, viewer.userId, params.sonId);
      log.info({ dadId: viewer.userId, sonId: params.sonId }, "son data exported by his dad");
      return { body: JSON.stringify(data, null, 2), contentType: "application/json; charset=utf-8", filename: "strongbond-son-data.json" };
    }),
  });

  route.delete("/sons/:sonId", "family.son.delete", {
    schema: {
      tags: ["family"],
      summary: "A dad deletes the account of the son he registered, with all its data",
      params: ZSonParams,
      response: { 204: z.null(), ...errorResponses(403, 404, 409) },
    },
    handler: async ({ actor: viewer, params, log, reply }) => {
      await deleteSonAccount(db, viewer.userId, params.sonId);
      log.warn({ dadId: viewer.userId, sonId: params.sonId }, "son account deleted by his dad");
      return reply.status(204).send(null);
    },
  });
  await app.register(sonAssistantRoutes, { prefix: "/sons" });
  await app.register(sonSignInRoutes, { prefix: "/sons" });
  await app.register(sonGroupsRoutes);
}
