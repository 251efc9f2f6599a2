// One matrix per protected thing (a son's private words, a plan's content, a family's progress): each classifies every
// route the app serves, read from the routes' declared actions (declared-routes.ts), as either probed — it can reach
// the thing, and the matrix proves the rule on it — or not reaching it, with the reason. A new route is in neither
// until someone decides, so the suite fails until its matrix says which; a new route of an action that reaches the
// thing needs its own probe.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { DeclaredRoute } from "./declared-routes.ts";

/** The actions whose routes do not reach the thing, each with why (one reason for several actions). */
export type NotReaching = Readonly<Record<string, string>>;

export function notReaching(reason: string, ...actions: string[]): Record<string, string> {
  return Object.fromEntries(actions.map((action) => [action, reason]));
}

/**
 * What is wrong with a matrix's classification, as lines to read (empty when it is complete): a route in neither list,
 * a route of a reaching action without its probe, an action in both, and entries that name nothing the app serves.
 */
export function classificationGaps(routes: readonly DeclaredRoute[], probed: readonly string[], elsewhere: NotReaching): string[] {
  const gaps: string[] = [];
  const probedActions = new Set(routes.filter((r) => probed.includes(r.route)).map((r) => r.action as string));
  for (const { route, action } of routes) {
    const isProbed = probed.includes(route);
    if (!isProbed && !(action in elsewhere)) gaps.push(`unclassified: ${route} (${action}) — probe it, or say why it does not reach`);
    if (!isProbed && probedActions.has(action)) gaps.push(`no probe: ${route} (${action}), another route of this action reaches the thing`);
    if (isProbed && action in elsewhere) gaps.push(`both: ${route} is probed, and its action ${action} is listed as not reaching`);
  }
  const served = new Set(routes.map((r) => r.route));
  const actions = new Set(routes.map((r) => r.action as string));
  for (const route of probed) if (!served.has(route)) gaps.push(`stale probe: ${route} is not served`);
  for (const action of Object.keys(elsewhere)) if (!actions.has(action)) gaps.push(`stale: ${action} has no route`);
  return gaps;
}

/** The server's product files (tests left out) whose text matches, relative to src/server: who reads a protected table. */
export function serverFilesMatching(pattern: RegExp): string[] {
  const root = join(import.meta.dirname, "../../src/server");
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".ts") && !name.endsWith(".test.ts") && pattern.test(readFileSync(path, "utf8"))) found.push(relative(root, path));
    }
  };
  walk(root);
  return found.sort();
}
