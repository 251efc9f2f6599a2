// authorize(actor, action, row): the row rule of an action, applied by the service to the row it loaded.
// "A person may update a group when he leads it" is `authorize(viewer, "group.update", place)`;
// the rule lives in the resource's policy file (group.ts) with its words, and answers what a refused actor gets
// (404 by default: to him the row does not exist; 403 where he may see it but not do this).
import { POLICY_TABLE, type Action } from "./table.ts";
import { notFound } from "../lib/app-error.ts";
import type { RowRule } from "./rule.ts";

type Policies = typeof POLICY_TABLE;
/** The actions that have a row rule. */
export type RowAction = { [A in Action]: Policies[A] extends { row: RowRule<never, never> } ? A : never }[Action];
type RuleOf<A extends RowAction> = Policies[A] extends { row: infer R } ? R : never;
export type RowOf<A extends RowAction> = RuleOf<A> extends RowRule<infer Row, infer _Actor> ? Row : never;
export type RowActorOf<A extends RowAction> = RuleOf<A> extends RowRule<infer _Row, infer Actor> ? Actor : never;

function ruleOf(action: RowAction): RowRule<unknown, unknown> {
  const policy = POLICY_TABLE[action] as { row?: RowRule<unknown, unknown> };
  if (!policy.row) throw new Error(`${action} has no row rule`);
  return policy.row;
}

/** Whether the actor may do the action on the row. */
export function can<A extends RowAction>(actor: RowActorOf<A>, action: A, row: RowOf<A>): boolean {
  return ruleOf(action).allows(actor, row);
}

/**
 * The row when the actor may do the action on it (a rule never lets "no such row" through, so the answer is never
 * undefined); else the rule's refusal — 404 unless the rule says 403 or 409.
 */
export function authorize<A extends RowAction, R extends RowOf<A>>(actor: RowActorOf<A>, action: A, row: R): NonNullable<R> {
  const rule = ruleOf(action);
  if (!rule.allows(actor, row)) throw rule.refuse ? rule.refuse(actor, row) : notFound();
  if (row === undefined || row === null) throw new Error(`${action}: its rule let a missing row through`);
  return row;
}
