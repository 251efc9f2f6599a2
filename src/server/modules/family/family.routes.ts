import { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { actorOf } from "../../policies/route-actions.ts";
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
import { ZMessageResponse } from "../../../shared/schemas/common.ts";
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
  return familyRoute(summary, { params: ZSonParams, ...parts, response: { 200: ZMessageResponse } });
}

export async function familyRoutes(app: App): Promise<void> {
  const { db, mailer, config } = app.deps;

  app.get(
    "",
    {
      config: { action: "family.read" },
      schema: { tags: ["family"], summary: "The viewer's family: a dad's sons, or a son's dad", response: { 200: ZFamilyResponse } },
    },
    async (request) => {
      const viewer = actorOf(request);
      return { members: await getFamilyMembers(db, viewer.userId) };
    },
  );

  app.post(
    "/sons",
    {
      schema: familyRoute("A dad adds a son (his consent is recorded on the family link)", { body: ZAddSonRequest, response: { 201: ZAddSonResponse } }),
      config: { action: "family.son.add", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const dad = actorOf(request);
      const { created, son } = await addSon(db, dad, request.body);
      request.log.info({ dadId: dad.userId, sonId: created.sonId, pending: created.confirmationToken !== null }, "son added by his dad");
      if (created.confirmationToken) {
        await mailLinkConfirmation(
          { mailer, appUrl: config.appUrl, log: request.log },
          { to: created.email, dadName: dad.fullName, sonName: son.fullName, token: created.confirmationToken },
        );
      }
      return reply.status(201).send({ son, message: created.confirmationToken ? familyText.sonAddedPending : familyText.sonAdded });
    },
  );

  app.put(
    "/sons/:sonId/password",
    {
      schema: sonAction("A dad sets a new password for his son; the son's sessions end", { body: ZSetSonPasswordRequest }),
      config: { action: "family.son.password.set", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => {
      const dad = actorOf(request);
      await setSonPassword(db, dad.userId, request.params.sonId, request.body.password);
      request.log.info({ dadId: dad.userId, sonId: request.params.sonId }, "son password set by his dad");
      return { message: familyText.passwordSet };
    },
  );

  app.post(
    "/sons/:sonId/recovery",
    {
      schema: sonAction("A dad resets the access of his son of 13 or older who lost it; the son is told and chooses his own password", {
        body: ZSetSonPasswordRequest,
      }),
      config: { action: "family.son.recovery.start", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => {
      const dad = actorOf(request);
      await startSonRecovery(db, dad.userId, request.params.sonId, request.body.password);
      request.log.warn({ dadId: dad.userId, sonId: request.params.sonId }, "son's access reset by his dad");
      return { message: familyText.recoveryStarted };
    },
  );

  app.post(
    "/sons/:sonId/keep",
    { config: { action: "family.son.keep" }, schema: sonAction("A dad keeps a son added before he proved his address; the son can sign in again") },
    async (request) => {
      const dad = actorOf(request);
      await keepHeldSon(db, dad.userId, request.params.sonId);
      request.log.info({ dadId: dad.userId, sonId: request.params.sonId }, "held son kept by his dad");
      return { message: familyText.sonKept };
    },
  );

  app.post(
    "/sons/:sonId/email",
    {
      schema: sonAction("A dad adds or changes the e-mail address of his son under 13", { body: ZSonEmailRequest }),
      config: { action: "family.son.email.set", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => {
      const dad = actorOf(request);
      await setSonEmail(db, dad.userId, request.params.sonId, request.body.email);
      request.log.info({ dadId: dad.userId, sonId: request.params.sonId }, "young son's address set by his dad");
      return { message: familyText.sonEmailSet };
    },
  );

  app.post(
    "/sons/:sonId/sign-out",
    { config: { action: "family.son.signOut" }, schema: sonAction("A dad signs his son out on every device") },
    async (request) => {
      const dad = actorOf(request);
      const ended = await signOutSonEverywhere(db, dad.userId, request.params.sonId);
      request.log.info({ dadId: dad.userId, sonId: request.params.sonId, ended }, "son signed out everywhere by his dad");
      return { message: familyText.signedOut };
    },
  );

  app.put(
    "/sons/:sonId/age-band",
    { config: { action: "family.son.ageBand.update" }, schema: sonAction("A dad moves his son's age band up", { body: ZSonAgeBandRequest }) },
    async (request) => {
      const dad = actorOf(request);
      await changeSonAgeBand(db, dad.userId, request.params.sonId, request.body.ageBand);
      return { message: "Saved." };
    },
  );

  app.post(
    "/sons/:sonId/confirmation",
    {
      schema: sonAction("A dad sends the family-link confirmation to his son's address again"),
      config: { action: "family.son.confirmation.resend", rateLimit: { max: 5, timeWindow: "1 minute" } },
    },
    async (request) => {
      const dad = actorOf(request);
      const link = await resendLinkConfirmation(db, dad.userId, request.params.sonId);
      await mailLinkConfirmation({ mailer, appUrl: config.appUrl, log: request.log }, link);
      return { message: familyText.confirmationResent };
    },
  );

  // The mailed link: possession of the token is the proof of control of the address (no session needed).
  app.get(
    "/link",
    {
      schema: familyRoute("Who asks to be linked, for the confirmation page", { querystring: ZFamilyLinkToken, response: { 200: ZFamilyLinkDescription } }),
      config: { action: "family.link.answer", rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return describeLink(db, request.query.token);
    },
  );

  app.post(
    "/link/confirm",
    {
      schema: familyRoute("The holder of the son's address confirms the family link", { body: ZFamilyLinkToken, response: { 200: ZMessageResponse } }),
      config: { action: "family.link.answer", rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request) => {
      await confirmLink(db, request.body.token);
      request.log.info("family link confirmed by the holder of the address");
      return { message: familyText.linkConfirmed };
    },
  );

  app.post(
    "/link/refuse",
    {
      schema: familyRoute("\"This isn't me\": the holder of the address refuses the link; the dad's access ends", {
        body: ZFamilyLinkToken,
        response: { 200: ZMessageResponse },
      }),
      config: { action: "family.link.answer", rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request) => {
      const { sonId } = await refuseLink(db, request.body.token);
      request.log.warn({ sonId }, "family link refused by the holder of the address");
      return { message: familyText.linkRefused };
    },
  );

  app.get(
    "/plan-choices",
    {
      config: { action: "family.planChoices.read" },
      schema: familyRoute("First run: the published plans with covers and a week-by-week outline, to choose the family's plan", {
        response: { 200: ZPlanChoicesResponse },
      }),
    },
    async () => {
      return { plans: await selectPlanChoices(db) };
    },
  );

  app.get(
    "/sons/:sonId/export",
    {
      config: { action: "family.son.export" },
      schema: {
        tags: ["family"],
        summary: "A dad downloads what StrongBond keeps about his son (JSON; decision 010 says what a 13+ son keeps private)",
        params: ZSonParams,
      },
    },
    async (request, reply) => {
      const viewer = actorOf(request);
      const data = await exportSonData(db, viewer.userId, request.params.sonId);
      request.log.info({ dadId: viewer.userId, sonId: request.params.sonId }, "son data exported by his dad");
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", 'attachment; filename="strongbond-son-data.json"')
        .header("cache-control", "no-store")
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    "/sons/:sonId",
    {
      config: { action: "family.son.delete" },
      schema: {
        tags: ["family"],
        summary: "A dad deletes the account of the son he registered, with all its data",
        params: ZSonParams,
        response: { 204: z.null(), ...errorResponses(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = actorOf(request);
      await deleteSonAccount(db, viewer.userId, request.params.sonId);
      request.log.warn({ dadId: viewer.userId, sonId: request.params.sonId }, "son account deleted by his dad");
      return reply.status(204).send(null);
    },
  );
  await app.register(sonAssistantRoutes, { prefix: "/sons" });
  await app.register(sonSignInRoutes, { prefix: "/sons" });
  await app.register(sonGroupsRoutes);
}
