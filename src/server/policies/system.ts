// The system's own routes and the sign-in machinery: open to anyone, nothing they answer is private.
import type { ActionPolicy } from "./rule.ts";

export const systemPolicy = {
  "system.probe": { guard: "public", staffTwoFactor: false, who: "Anyone: liveness, readiness and the public client configuration." },
  "system.docs": { guard: "public", staffTwoFactor: false, who: "Anyone: the OpenAPI document and its reader (no viewer data)." },
  "web.page": { guard: "public", staffTwoFactor: false, who: "Anyone: the web app's files and pages (a dashboard shows a viewer only his own data)." },
  "session.read": { guard: "optionalViewer", staffTwoFactor: false, who: "Anyone; signed out answers no user.", openWhileChoosingPassword: true },
  "auth.handler": {
    guard: "public",
    staffTwoFactor: false,
    who: "Better Auth's own endpoints: sign-in, sign-out, verification; each enforces its own session rules.",
  },
  "tokens.jwks": { guard: "public", staffTwoFactor: false, who: "Anyone: the public keys that verify our short-lived JWTs." },
} as const satisfies Record<string, ActionPolicy>;
