// Registration: a dad, and his son when he adds one, created as one family (register-family.ts); the dad is
// signed in, or sent the verification mail first, through identity's Better Auth.
import type { App } from "../../http/app-instance.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import { toHeaders } from "../../auth/viewer.ts";
import { createTakenAddressGuard, refuseTooMany } from "../identity/sign-in-limits.ts";
import { AppError } from "../../lib/app-error.ts";
import { messages } from "../../../shared/messages.ts";
import { ZRegisterRequest, ZRegisterResponse } from "../../../shared/schemas/identity.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { registerFamily } from "./register-family.ts";
import { mailLinkConfirmation } from "./family.service.ts";
import { perMinute, routesOf } from "../../http/declare-route.ts";
import { headerLocale } from "../../lib/i18n.ts";

const accountRoute = routeSchemas(["accounts"]);

export async function registrationRoutes(app: App): Promise<void> {
  const { auth, db, config, redis } = app.deps;
  const takenGuard = config.rateLimit ? createTakenAddressGuard(redis ? { kind: "redis", client: redis } : { kind: "postgres", pool: db.$client }) : null;

  const route = routesOf(app);

  route.post("/accounts/register", "account.register", {
    schema: accountRoute("Register a dad, optionally with his son, and sign the dad in", {
      body: ZRegisterRequest,
      response: { 201: ZRegisterResponse, ...errorResponses(400, 409, 429) },
    }),
    rateLimit: perMinute(10),
    handler: async ({ body, log, request, reply }) => {
      const input = body;
      // "This address is taken" (the spec's message) tells that an account exists: counted per target address and
      // per caller's address, and past either limit registration answers 429 before looking.
      const blocked = takenGuard ? await takenGuard.blocked([input.email, ...(input.sonEmail ? [input.sonEmail] : [])], request.ip) : null;
      if (blocked !== null) {
        log.warn({ status: 429, ip: request.ip, retryAfterSeconds: blocked }, "registration rate limited: taken addresses");
        return refuseTooMany(reply, blocked);
      }
      let family: Awaited<ReturnType<typeof registerFamily>>;
      try {
        // Never verified here, whatever REQUIRE_EMAIL_VERIFICATION says: nobody proved the address yet.
        family = await registerFamily(db, input, { dadEmailVerified: false, language: headerLocale(request) });
      } catch (error) {
        if (takenGuard && error instanceof AppError && error.code === "CONFLICT")
          await takenGuard.taken(error.fields?.sonEmail && input.sonEmail ? input.sonEmail : input.email, request.ip);
        throw error;
      }
      log.info({ userId: family.dadId, withSon: family.sonId !== null }, "family registered");
      const sonConfirmationPending = family.sonConfirmationToken !== null;
      if (family.sonConfirmationToken && family.sonEmail && input.sonFullName) {
        await mailLinkConfirmation(
          { mailer: app.deps.mailer, appUrl: config.appUrl, log },
          { to: family.sonEmail, dadName: input.fullName, sonName: input.sonFullName, token: family.sonConfirmationToken, locale: headerLocale(request) },
        );
      }

      if (config.requireEmailVerification) {
        await auth.api.sendVerificationEmail({ body: { email: input.email, callbackURL: "/login?verified=1" }, headers: toHeaders(request) });
        return reply.status(201).send({
          user: null,
          emailVerificationRequired: true,
          message: messages.verifyEmailSent,
          sonEmail: family.sonEmail,
          sonSignInName: family.sonSignInName,
          sonConfirmationPending,
        });
      }

      const signIn = await auth.api.signInEmail({ body: { email: input.email, password: input.password }, headers: toHeaders(request), returnHeaders: true });
      const cookies = signIn.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.status(201).send({
        user: {
          id: family.dadId,
          email: input.email,
          fullName: input.fullName,
          role: "dad",
          organizationId: null,
          organizationRole: null,
          isGlobalAdmin: false,
          selectedPlanId: null,
        },
        emailVerificationRequired: false,
        message: messages.registrationSuccess,
        sonEmail: family.sonEmail,
        sonSignInName: family.sonSignInName,
        sonConfirmationPending,
      });
    },
  });
}
