// /api/account/*: the signed-in user's own account. Every route is limited in the
// database per user; the three that change a secret, the address or delete re-check the current password and
// share one limit, so guessing a password through a stolen session is as slow as guessing it at sign-in.
import { sentFields } from "../../lib/keep-unsent.ts";
import { APIError } from "better-auth/api";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../../http/app-instance.ts";
import { perUserRateLimitKey } from "../../auth/rate-limit-key.ts";
import { authorize } from "../../policies/index.ts";
import { changeAnswered, perMinute, routesOf } from "../../http/declare-route.ts";
import { toHeaders } from "../../auth/viewer.ts";
import { type AppError, badRequest } from "../../lib/app-error.ts";
import {
  accountMessages,
  EMAIL_VERIFIED_CALLBACK,
  ZAccountResponse,
  ZAccountSessionsResponse,
  ZChangeEmailRequest,
  ZChangeEmailResponse,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZEmailChangeConfirmResponse,
  ZEmailChangeToken,
  ZSessionIdParams,
  ZLanguageRequest,
  ZLanguageResponse,
  ZUpdateProfileRequest,
} from "../../../shared/schemas/identity.ts";
import { languageCookie } from "../../../shared/i18n/locales.ts";
import { messages } from "../../../shared/messages.ts";
import { localizeMessage } from "../../lib/i18n.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import { cancelOwnEmailChange, confirmNewAddress, finishEmailChange, refuseFromOldAddress, requestEmailChange } from "./email-change.service.ts";
import { accessWasResetByDad, listSessionsOf, readAccount, revokeOwnSession, saveLanguage, saveProfile } from "./account-page.service.ts";
import { revokeOpenSignInLinks, setPasswordSetByDad } from "./son-sign-in.queries.ts";

const tags = ["account"];
const errors = errorResponses(400, 401, 404, 409, 429);
const accountRoute = routeSchemas(tags, errors);
/** E-mail change, password change and deletion: one count per user (a password guess is a guess wherever it is made). */
const PASSWORD_CHECK_LIMIT = { max: 5, timeWindow: "1 minute", groupId: "account-password-check", keyGenerator: perUserRateLimitKey("account-password-check") };
const limit = (scope: string, max: number, timeWindow = "1 minute") => ({ max, timeWindow, keyGenerator: perUserRateLimitKey(`account-${scope}`) });

/** Better Auth's error code when an auth.api call refused (its HTTP errors are APIError), else undefined. */
function authErrorCode(error: unknown): string | undefined {
  if (!(error instanceof APIError)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : error.status.toString();
}

/** A wrong current password is a field error on the form, never a 401 that would look like a lost session. */
function wrongPassword(field: string): AppError {
  return badRequest(accountMessages.currentPasswordWrong, { [field]: accountMessages.currentPasswordWrong });
}

/** Runs a Better Auth call that checks the current password: a wrong one is answered as `wrongPassword(field)`. */
async function passwordChecked<T>(field: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (authErrorCode(error) === "INVALID_PASSWORD") throw wrongPassword(field);
    throw error;
  }
}

function copyCookies(headers: Headers, reply: FastifyReply): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

export async function accountPageRoutes(app: App): Promise<void> {
  const { auth, db, config, mailer, integrations } = app.deps;

  const checkPassword = async (request: FastifyRequest, password: string, field: string) => {
    await passwordChecked(field, () => auth.api.verifyPassword({ body: { password }, headers: toHeaders(request) }));
  };

  const route = routesOf(app);

  route.get("", "account.read", {
    schema: accountRoute("The signed-in user's account page: profile, address, family facts", { response: { 200: ZAccountResponse } }),
    rateLimit: limit("read", 60),
    handler: ({ actor: viewer }) => readAccount(db, viewer.userId, { assistantConnected: integrations.assistant.configured }),
  });

  route.put("/profile", "account.profile.update", {
    schema: accountRoute.message("Change the full name or the picture (an /uploads/ image of kind avatar, or null); what is not sent is kept", {
      body: ZUpdateProfileRequest,
    }),
    rateLimit: limit("profile", 20),
    handler: async ({ actor: viewer, body }) => {
      // The schema has checked both as Better Auth's update-user hook would (better-auth.ts); one transaction writes both.
      await saveProfile(db, viewer.userId, sentFields(body));
      return { message: accountMessages.profileSaved };
    },
  });

  route.put("/language", "account.language.update", {
    schema: accountRoute("Choose the language StrongBond speaks to him (en or es), on every device; the cookie keeps it for this browser", {
      body: ZLanguageRequest,
      response: { 200: ZLanguageResponse },
    }),
    rateLimit: limit("language", 20),
    handler: async ({ actor: viewer, body, reply }) => {
      await saveLanguage(db, viewer.userId, body.language);
      reply.header("set-cookie", languageCookie(body.language, config.appUrl.startsWith("https:")));
      return { message: localizeMessage(body.language, messages.languageSaved), language: body.language };
    },
  });

  const emailChangeDeps = (request: FastifyRequest) => ({ db, mailer, appUrl: config.appUrl, log: request.log });

  route.post("/email", "account.email.change", {
    schema: accountRoute("Ask to change the e-mail address: the current password, then a link to the new address (the old one is told)", {
      description:
        "The change is made only when the new address confirmed it AND a signed-in session of this account finishes it. " +
        "Answers the same whether or not the new address already has an account (no enumeration).",
      body: ZChangeEmailRequest,
      response: { 200: ZChangeEmailResponse },
    }),
    rateLimit: PASSWORD_CHECK_LIMIT,
    handler: async ({ actor: viewer, body, log, request }) => {
      authorize(viewer, "account.email.change", viewer);
      const { newEmail, currentPassword } = body;
      if (newEmail === viewer.email) throw badRequest(accountMessages.sameEmail, { newEmail: accountMessages.sameEmail });
      await checkPassword(request, currentPassword, "currentPassword");
      await requestEmailChange(emailChangeDeps(request), viewer, newEmail);
      log.info({ userId: viewer.userId }, "e-mail change requested");
      return { message: accountMessages.emailChangeSent, pendingEmail: newEmail };
    },
  });

  route.post("/email/confirm", "account.email.link", {
    schema: accountRoute("The new address's one-time link: confirms the address; in a signed-in session of the account it also finishes the change", {
      body: ZEmailChangeToken,
      response: { 200: ZEmailChangeConfirmResponse },
    }),
    rateLimit: perMinute(20),
    handler: async ({ actor: viewer, body, log, request, reply }) => {
      reply.header("cache-control", "no-store");
      const state = await confirmNewAddress(emailChangeDeps(request), body.token, viewer?.userId ?? null);
      log.info({ userId: viewer?.userId, state }, "e-mail change: new address confirmed");
      return { state, message: state === "completed" ? accountMessages.emailChangeDone : accountMessages.emailChangeConfirmHere };
    },
  });

  route.post("/email/finish", "account.email.change", {
    schema: accountRoute.message("Finish an e-mail change its new address confirmed (this signed-in session of the account)"),
    rateLimit: limit("email-finish", 10),
    handler: async ({ actor: viewer, request }) => {
      authorize(viewer, "account.email.change", viewer);
      await finishEmailChange(emailChangeDeps(request), viewer.userId);
      return { message: accountMessages.emailChangeDone };
    },
  });

  route.delete("/email", "account.email.change", {
    schema: accountRoute.message("Cancel the open e-mail change"),
    rateLimit: limit("email-cancel", 10),
    handler: changeAnswered("userId", (s) => cancelOwnEmailChange(db, s.actorId), {
      message: accountMessages.emailChangeCancelled,
      log: "e-mail change cancelled by its owner",
    }),
  });

  route.post("/email/refuse", "account.email.link", {
    schema: accountRoute.message('"This wasn\'t me", from the old address: every open change is cancelled and every session of the account ends', {
      body: ZEmailChangeToken,
    }),
    rateLimit: perMinute(20),
    handler: async ({ body, log, reply }) => {
      reply.header("cache-control", "no-store");
      const { userId, signedOut } = await refuseFromOldAddress(db, body.token);
      log.warn({ userId, signedOut }, "e-mail change refused from the old address; every session ended");
      return { message: accountMessages.emailChangeRefused };
    },
  });

  route.post("/password", "account.password.change", {
    schema: accountRoute.message("Change the password (current one re-checked, our policy); every other session ends", { body: ZChangePasswordRequest }),
    rateLimit: PASSWORD_CHECK_LIMIT,
    handler: async ({ actor: viewer, body, log, request, reply }) => {
      const { currentPassword, newPassword } = body;
      // The password his dad typed stays his dad's; "choosing" it again would leave it known to him.
      if (viewer.mustChoosePassword && newPassword === currentPassword) {
        throw badRequest(accountMessages.choosePasswordNotDads, { newPassword: accountMessages.choosePasswordNotDads });
      }
      // The auth hook forces revokeOtherSessions and applies the password policy again; this device gets a new session.
      const result = await passwordChecked("currentPassword", () =>
        auth.api.changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: true }, headers: toHeaders(request), returnHeaders: true }),
      );
      copyCookies(result.headers, reply);
      log.info({ userId: viewer.userId }, "password changed; other sessions ended");
      if (viewer.mustChoosePassword || viewer.role === "son") {
        // The password is his own now; his private entries and chats open again.
        await setPasswordSetByDad(db, viewer.userId, false);
        // A sign-in link his dad showed before would open a session on an account that is now his alone.
        await revokeOpenSignInLinks(db, viewer.userId);
        if (viewer.mustChoosePassword) {
          const reset = await accessWasResetByDad(db, viewer.userId);
          return { message: reset ? accountMessages.ownPasswordChosenAfterReset : accountMessages.ownPasswordChosen };
        }
      }
      return { message: accountMessages.passwordChanged };
    },
  });

  route.get("/sessions", "account.read", {
    schema: accountRoute("The signed-in user's active sessions (device in plain words, last used, this device)", {
      response: { 200: ZAccountSessionsResponse },
    }),
    rateLimit: limit("sessions", 60),
    handler: async ({ actor: viewer }) => ({ sessions: await listSessionsOf(db, viewer.userId, viewer.sessionId) }),
  });

  route.delete("/sessions/:sessionId", "account.sessions.revoke", {
    schema: accountRoute.message("Sign out one of the user's own sessions (404 for anyone else's)", { params: ZSessionIdParams }),
    rateLimit: limit("revoke", 20),
    handler: async ({ actor: viewer, params, log }) => {
      await revokeOwnSession(db, viewer.userId, params.sessionId);
      log.info({ userId: viewer.userId, current: params.sessionId === viewer.sessionId }, "session revoked");
      return { message: accountMessages.sessionRevoked };
    },
  });

  route.post("/sessions/revoke-all", "account.sessions.revoke", {
    schema: accountRoute.message("Sign out everywhere, this device included"),
    rateLimit: limit("revoke-all", 5),
    handler: async ({ actor: viewer, log, request, reply }) => {
      const result = await auth.api.revokeSessions({ headers: toHeaders(request), returnHeaders: true });
      copyCookies(result.headers, reply);
      log.info({ userId: viewer.userId }, "signed out everywhere");
      return { message: accountMessages.signedOutEverywhere };
    },
  });

  route.post("/verification-email", "account.verification.resend", {
    schema: accountRoute.message("Send the e-mail verification link again (3 an hour)"),
    rateLimit: limit("verification", 3, "1 hour"),
    handler: async ({ actor: viewer, request }) => {
      const account = await readAccount(db, viewer.userId, { assistantConnected: false });
      if (account.emailVerified) return { message: accountMessages.alreadyVerified };
      await auth.api.sendVerificationEmail({ body: { email: viewer.email, callbackURL: EMAIL_VERIFIED_CALLBACK }, headers: toHeaders(request) });
      return { message: accountMessages.verificationSent };
    },
  });

  route.post("/delete", "account.delete", {
    schema: accountRoute.message("Delete my account (password re-entered). A dad's confirmed sons are deleted with him.", { body: ZDeleteAccountRequest }),
    rateLimit: PASSWORD_CHECK_LIMIT,
    handler: async ({ actor: viewer, body, log, request, reply }) => {
      // Refused before the password is checked; the same rule runs again once Better Auth deletes (any path).
      authorize(viewer, "account.delete", { dadLink: viewer.familyDadId === null ? undefined : { confirmed: true, ageBand: viewer.sonAgeBand } });
      const result = await passwordChecked("password", () =>
        auth.api.deleteUser({ body: { password: body.password }, headers: toHeaders(request), returnHeaders: true }),
      );
      copyCookies(result.headers, reply);
      log.warn({ userId: viewer.userId, role: viewer.role }, "account deleted by its owner");
      return { message: accountMessages.accountDeleted };
    },
  });
}
