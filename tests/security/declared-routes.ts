// The routes the app serves, read from their declared actions: the security tests and
// docs/security.md enumerate these, so a route cannot exist outside the matrix, the staff checks or the doc.
import type { RouteAction } from "../../src/server/policies/route-actions.ts";
import { POLICY_TABLE, type Action } from "../../src/server/policies/table.ts";
import { GUARD_WORDS, type GuardName } from "../../src/server/policies/guards.ts";
import type { ActionPolicy } from "../../src/server/policies/rule.ts";

export interface DeclaredRoute {
  /** "METHOD /path/{param}", the OpenAPI spelling the matrix uses. */
  route: string;
  action: Action;
}

/**
 * The actions of routes kept out of the OpenAPI document and the matrix on purpose (where they are proven: the matrix
 * test; the one-click unsubscribe, a mail client's signed POST with no session, in reminders.test.ts: a forged or
 * altered token is 400 and changes nothing).
 */
export const OUTSIDE_THE_MATRIX: ReadonlySet<Action> = new Set([
  "auth.handler",
  "payments.webhook",
  "system.probe",
  "system.docs",
  "web.page",
  "upload.read",
  "reminders.unsubscribe",
]);

export function declaredRoutes(app: { routeActions: RouteAction[] }): DeclaredRoute[] {
  const seen = new Set<string>();
  const routes: DeclaredRoute[] = [];
  for (const { method, url, action } of app.routeActions) {
    const route = `${method} ${url.replace(/:(\w+)/g, "{$1}")}`;
    if (seen.has(route)) continue;
    seen.add(route);
    routes.push({ route, action });
  }
  return routes;
}

const MARK_START = "<!-- generated: policy table (tests/security/security-doc.test.ts) -->";
const MARK_END = "<!-- end of the generated policy table -->";

/** A "who may" sentence's subject when it only repeats its guard's heading ("A dad or a son: …"), dropped under it. */
function withoutGuardRepeated(guard: GuardName, who: string): string {
  const subjects = [GUARD_WORDS[guard], ...(guard === "signedIn" ? ["any signed-in viewer", "any signed-in account"] : [])];
  for (const subject of subjects) {
    const rest = who.slice(subject.length).replace(/^[:,]? /, "");
    const subjectOnly = who.slice(0, subject.length).toLowerCase() === subject && rest !== who.slice(subject.length);
    if (subjectOnly && rest && !/^(\(|(of|whose|who|signed|holding)\b)/.test(rest)) return rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  return who;
}

/** One route list: methods sharing a path are written once ("GET, POST /api/auth/*"). */
function routeList(routes: string[]): string {
  const methodsByPath = new Map<string, string[]>();
  for (const route of routes) {
    const [method, path] = route.split(" ") as [string, string];
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), method]);
  }
  return [...methodsByPath].map(([path, methods]) => `\`${methods.join(",")} ${path}\``).join(", ");
}

/** docs/security.md's section on who may do what: one heading per guard, one short row per action. */
export function renderPolicySection(routes: DeclaredRoute[]): string {
  const byAction = new Map<Action, string[]>();
  for (const { route, action } of routes) byAction.set(action, [...(byAction.get(action) ?? []), route]);
  const lines = [
    MARK_START,
    "",
    "Generated from `src/server/policies/<resource>.ts` and each route's declared action (`WRITE_SECURITY_DOCS=1 npx vitest",
    "run tests/security/security-doc.test.ts` rewrites it; the test fails when it is stale). The heading is the guard,",
    "checked before the handler (401 signed out, 403 wrong role); **row**: the service also runs the action's row rule on",
    "the loaded row (404 unless the rule says otherwise); **2FA**: refused to staff without two-factor.",
    "",
    `${routes.length} routes, ${byAction.size} actions, none without a declared action (the app refuses to boot one).`,
  ];
  const entries = Object.entries(POLICY_TABLE) as [Action, ActionPolicy][];
  for (const guard of Object.keys(GUARD_WORDS) as GuardName[]) {
    const policies = entries.filter(([, policy]) => policy.guard === guard);
    if (policies.length === 0) continue;
    lines.push("", `### ${GUARD_WORDS[guard].charAt(0).toUpperCase()}${GUARD_WORDS[guard].slice(1)}`, "");
    lines.push("| action | who may | routes |", "|---|---|---|");
    for (const [action, policy] of policies) {
      const marks = [policy.row ? "row" : "", policy.staffTwoFactor ? "2FA" : ""].filter(Boolean);
      const cells = [
        `\`${action}\`` + (marks.length ? ` ${marks.join(",")}` : ""),
        withoutGuardRepeated(guard, policy.who),
        routeList(byAction.get(action) ?? []) || (policy.inside ? `within ${policy.inside.map((host) => `\`${host}\``).join(", ")}` : "—"),
      ];
      lines.push(`| ${cells.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`);
    }
  }
  lines.push("", MARK_END);
  return lines.join("\n");
}

/** The document with its generated section replaced (or appended after the matrix's heading when missing). */
export function withPolicySection(document: string, section: string): string {
  const start = document.indexOf(MARK_START);
  const end = document.indexOf(MARK_END);
  if (start !== -1 && end !== -1) return document.slice(0, start) + section + document.slice(end + MARK_END.length);
  const anchor = document.indexOf("## The authorization matrix (V8)");
  const at = anchor === -1 ? document.length : anchor;
  return `${document.slice(0, at)}## Who may do what (generated)\n\n${section}\n\n${document.slice(at)}`;
}
