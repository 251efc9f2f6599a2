// A son without an address signs in on his own device — with the one-time link (QR code) his dad
// shows, or with his family sign-in name and PIN. Two Better Auth endpoints, so the session is made exactly as
// Better Auth makes every other one (internalAdapter.createSession: our session hooks — suspension, two-factor —
// its expiry, refresh and revocation; setSessionCookie: the same signed cookie).
import type { BetterAuthPlugin, GenericEndpointContext } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { ZFamilyNameSignInBody, ZSignInLinkBody, ZSignInName, sonSignInText } from "../../../shared/schemas/son-sign-in.ts";
import { findSonBySignInName } from "./son-sign-in.queries.ts";
import { useSignInLink } from "./son-sign-in.service.ts";

export const FAMILY_LINK_SIGN_IN_PATH = "/sign-in/family-link";
export const FAMILY_NAME_SIGN_IN_PATH = "/sign-in/family-name";

async function startSession(ctx: GenericEndpointContext, userId: string) {
  const user = await ctx.context.internalAdapter.findUserById(userId);
  if (!user) throw new APIError("UNAUTHORIZED", { code: "INVALID_LINK", message: sonSignInText.linkInvalid });
  const session = await ctx.context.internalAdapter.createSession(user.id);
  await setSessionCookie(ctx, { session, user });
  return ctx.json({ token: session.token, user: { id: user.id, name: user.name } });
}

export function sonSignIn(db: Database) {
  return {
    id: "son-sign-in",
    endpoints: {
      signInWithFamilyLink: createAuthEndpoint(FAMILY_LINK_SIGN_IN_PATH, { method: "POST", body: ZSignInLinkBody }, async (ctx) => {
        let sonId: string;
        try {
          sonId = await useSignInLink(db, ctx.body.token);
        } catch (error) {
          if (error instanceof AppError)
            throw new APIError("BAD_REQUEST", { code: "SIGN_IN_LINK_REFUSED", message: error.message, fields: { token: error.message } });
          throw error;
        }
        return startSession(ctx, sonId);
      }),
      signInWithFamilyName: createAuthEndpoint(FAMILY_NAME_SIGN_IN_PATH, { method: "POST", body: ZFamilyNameSignInBody }, async (ctx) => {
        const name = ZSignInName.safeParse(ctx.body.signInName);
        const son = name.success ? await findSonBySignInName(db, name.data) : undefined;
        if (!son?.passwordHash) {
          // The same work as a wrong PIN, so an unknown name does not answer faster.
          await ctx.context.password.hash(ctx.body.pin);
          throw new APIError("UNAUTHORIZED", { code: "INVALID_NAME_OR_PIN", message: sonSignInText.wrongNameOrPin });
        }
        const valid = await ctx.context.password.verify({ hash: son.passwordHash, password: ctx.body.pin });
        if (!valid) throw new APIError("UNAUTHORIZED", { code: "INVALID_NAME_OR_PIN", message: sonSignInText.wrongNameOrPin });
        return startSession(ctx, son.userId);
      }),
    },
  } satisfies BetterAuthPlugin;
}
