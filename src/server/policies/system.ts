// The system's own routes and the sign-in machinery: open to anyone, nothing they answer is private.
import type { ActionPolicy } from "./rule.ts";

export const systemPolicy = {
  "system.probe": { guard: "public", staffTwoFactor: false, who: "Anyone: liveness, readiness and the public client configuration." },
  "system.docs": { guard: "public", staffTwoFactor: false, who: "Anyone: the OpenAPI document and its reader (no viewer data)." },
  "web.page": { guard: "public", staffTwoFactor: false, who: "Anyone: the web app's files and pages." },
  "session.read": { guard: "optionalViewer", staffTwoFactor: false, who: "Anyone; signed out answers no user.", openWhileChoosingPassword: true },
  "auth.handler": {
    guard: "public",
    staffTwoFactor: false,
    who: "Anyone: sign-in, sign-out and address checks, under Better Auth's own rules.",
  },
  "tokens.jwks": { guard: "public", staffTwoFactor: false, who: "Anyone: the public keys that verify our short-lived JWTs." },
} as const satisfies Record<string, ActionPolicy>;
