// The system's own routes and the sign-in machinery: open to anyone, nothing they answer is private.
import type { ActionPolicy } from "./rule.ts";
import { action } from "./rule.ts";

export const systemPolicy = {
  "system.probe": action("public", "Anyone: liveness, readiness and the public client configuration."),
  "system.docs": action("public", "Anyone: the OpenAPI document and its reader (no viewer data)."),
  "web.page": action("public", "Anyone: the web app's files and pages."),
  "session.read": action("optionalViewer", "Anyone; signed out answers no user.", { openWhileChoosingPassword: true }),
  "auth.handler": action("public", "Anyone: sign-in, sign-out and address checks, under Better Auth's own rules."),
  "tokens.jwks": action("public", "Anyone: the public keys that verify our short-lived JWTs."),
} as const satisfies Record<string, ActionPolicy>;
