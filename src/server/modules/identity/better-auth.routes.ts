// Mounts Better Auth under /api/auth/*. Fastify has already read the body, so we rebuild a Fetch Request
// (toNodeHandler would wait for a body that was consumed) with the raw JSON text the client sent (never a
// re-serialisation of the parsed value: see http/json-body.ts) and copy the Response back, every cookie included.
import type { App } from "../../http/app-instance.ts";
import { createEmailCodeGuard, createSignInGuard, refuseTooMany } from "./sign-in-limits.ts";
import { toHeaders } from "../../auth/viewer.ts";

/**
 * Better Auth puts the session token in some JSON bodies (sign-in, get-session, list-sessions). The browser
 * only needs the httpOnly cookie, and a token readable by scripts would undo that protection: drop it.
 */
export function withoutSessionTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSessionTokens);
  if (value === null || typeof value !== "object") return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) if (key !== "token") copy[key] = withoutSessionTokens(inner);
  return copy;
}

function redactBody(text: string, contentType: string | null): string {
  if (!text || !contentType?.includes("application/json")) return text;
  try {
    return JSON.stringify(withoutSessionTokens(JSON.parse(text)));
  } catch {
    return text;
  }
}

/** Better Auth's e-mail code endpoints: asking for a code, and trying one. */
const EMAIL_CODE_PATHS: Record<string, "send" | "try"> = {
  "/api/auth/email-otp/send-verification-otp": "send",
  "/api/auth/sign-in/email-otp": "try",
  "/api/auth/email-otp/verify-email": "try",
  "/api/auth/forget-password/email-otp": "send",
  "/api/auth/email-otp/reset-password": "try",
};

export async function authRoutes(app: App): Promise<void> {
  const { auth, config, db, redis } = app.deps;
  // Sign-in is limited per account, per account and address, and per address (modules/identity/sign-in-limits.ts).
  const backend = redis ? ({ kind: "redis", client: redis } as const) : ({ kind: "postgres", pool: db.$client } as const);
  const signInGuard = config.rateLimit ? createSignInGuard(backend) : null;
  // E-mail sign-in codes are counted per target address as well as Better Auth's per caller address.
  const emailCodeGuard = config.rateLimit ? createEmailCodeGuard(backend) : null;
  app.route({
    method: ["GET", "POST"],
    url: "/*",
    schema: { hide: true },
    config: { action: "auth.handler" },
    async handler(request, reply) {
      const url = new URL(request.url, config.appUrl);
      const headers = toHeaders(request);
      const rawBody = request.method === "GET" ? undefined : request.rawJsonBody;
      const isSignIn = url.pathname === "/api/auth/sign-in/email" && request.method === "POST";
      const typedEmail = (request.body as { email?: unknown } | undefined)?.email;
      // A family sign-in name + PIN is counted like an address + password, under its own key.
      const isNameSignIn = url.pathname === "/api/auth/sign-in/family-name" && request.method === "POST";
      const typedName = (request.body as { signInName?: unknown } | undefined)?.signInName;
      const signInEmail =
        isSignIn && typeof typedEmail === "string" ? typedEmail : isNameSignIn && typeof typedName === "string" ? `family-name:${typedName}` : null;
      if (signInGuard && signInEmail !== null) {
        const wait = await signInGuard.admit(signInEmail, request.ip);
        if (wait !== null) {
          request.log.warn({ email: signInEmail, status: 429, ip: request.ip, retryAfterSeconds: wait }, "sign-in rate limited");
          return refuseTooMany(reply, wait);
        }
      }
      const codePath = request.method === "POST" ? EMAIL_CODE_PATHS[url.pathname] : undefined;
      const codeEmail = codePath && typeof typedEmail === "string" ? typedEmail : null;
      if (emailCodeGuard && codeEmail !== null) {
        const wait = codePath === "send" ? await emailCodeGuard.admitSend(codeEmail) : await emailCodeGuard.admitTry(codeEmail);
        if (wait !== null) {
          request.log.warn(
            { email: codeEmail, status: 429, ip: request.ip, retryAfterSeconds: wait, path: url.pathname },
            "e-mail code rate limited per address",
          );
          return refuseTooMany(reply, wait);
        }
      }
      const response = await auth.handler(new Request(url, { method: request.method, headers, body: rawBody ? rawBody : undefined }));
      if (signInGuard && signInEmail !== null && response.ok) await signInGuard.succeeded(signInEmail, request.ip);
      if (emailCodeGuard && codeEmail !== null && codePath === "try" && response.ok) await emailCodeGuard.succeeded(codeEmail);
      // Better Auth's own limits (reset, verify-password) say when in X-Retry-After: answer as ours do.
      const betterAuthWait = Number(response.headers.get("x-retry-after"));
      if (response.status === 429 && Number.isFinite(betterAuthWait) && betterAuthWait > 0) return refuseTooMany(reply, Math.ceil(betterAuthWait));
      if (isSignIn) {
        const email = typedEmail;
        const outcome = response.ok ? "sign-in" : response.status === 429 ? "sign-in rate limited" : "failed sign-in";
        request.log[response.ok ? "info" : "warn"]({ email: typeof email === "string" ? email : undefined, status: response.status, ip: request.ip }, outcome);
      }
      reply.status(response.status);
      // The bearer plugin puts the session token in set-auth-token on every sign-in. Only a client that asks for
      // a token (x-strongbond-token: 1) gets it; the browser keeps only its httpOnly cookie.
      const wantsToken = request.headers["x-strongbond-token"] === "1";
      response.headers.forEach((value, key) => {
        if (key === "set-cookie" || key === "content-length" || key === "content-encoding") return;
        if (!wantsToken && (key === "set-auth-token" || key === "access-control-expose-headers")) return;
        reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      // GET /api/auth/token answers a short-lived JWT (not a session token) under "token": it is the answer.
      const body = await response.text();
      const text = url.pathname === "/api/auth/token" ? body : redactBody(body, response.headers.get("content-type"));
      return reply.send(text.length > 0 ? text : null);
    },
  });
}
