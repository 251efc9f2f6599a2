// The shape of a policy: for every action, the guard that decides the session and role part before
// the handler runs, and — when the action is on a row — the rule the loaded row must pass, in code, with the words
// docs/security.md prints for it. One file per resource (group.ts, journal.ts, son.ts, …) holds its actions.
import type { AppError } from "../lib/app-error.ts";
import type { Viewer } from "../auth/viewer-type.ts";
import type { GuardName } from "./guards.ts";

/** "The actor may <action> the row when <when>": the test, what a refused actor gets, and the words. */
export interface RowRule<Row, Actor = Viewer> {
  /** Completes "… may <action> it when …": printed in docs/security.md beside the action. */
  when: string;
  allows: (actor: Actor, row: Row) => boolean;
  /**
   * What a refused actor gets. Default 404 (to him the row does not exist, so counting ids reveals nothing);
   * an actor who may see the row but not do this gets 403 where the rule says so.
   */
  refuse?: (actor: Actor, row: Row) => AppError;
}

export interface ActionPolicy {
  /** The session and role part, run before the handler (policies/guards.ts): 401 signed out, 403 wrong role, … */
  guard: GuardName;
  /**
   * A staff power: a staff viewer — a global admin, an owner or an editor — needs two-factor sign-in on
   * (403 TWO_FACTOR_REQUIRED), whatever the guard. Required, so a new action says which it is.
   */
  staffTwoFactor: boolean;
  /** Who may, in words (the guard's part, and what the answer holds). */
  who: string;
  /** The rule on the loaded row, when the action is on one: services call `authorize(actor, action, row)`. */
  row?: RowRule<never, never>;
  /** Refuse before the body is even parsed (the studio: whoever is not a global admin, whatever he sends). */
  beforeBody?: true;
  /**
   * A rule checked as a step of other actions (their routes declare those), not a route of its own: the actions
   * it is part of. Its guard is theirs; the docs print it with them.
   */
  inside?: readonly string[];
  /** Open to a son who must choose his own password first; every other action waits for it. */
  openWhileChoosingPassword?: true;
}

/** A row rule, typed by its row and actor (the table keeps the types for `authorize`). */
export function rowRule<Row, Actor = Viewer>(rule: RowRule<Row, Actor>): RowRule<Row, Actor> {
  return rule;
}

/** What an action may say beyond its guard and its words: its row rule, `inside`, `beforeBody`, … */
type ActionDetails = Omit<ActionPolicy, "guard" | "staffTwoFactor" | "who">;
type Declared<G extends GuardName, Staff extends boolean> = { guard: G; staffTwoFactor: Staff; who: string };

/** Declares an action; the overloads keep its literal guard and its row rule's types for the table and `authorize`. */
interface DeclareAction<Staff extends boolean> {
  <const G extends GuardName>(guard: G, who: string): Declared<G, Staff>;
  <const G extends GuardName, const D extends ActionDetails>(guard: G, who: string, details: D): Declared<G, Staff> & D;
}

function declareAction<Staff extends boolean>(staffTwoFactor: Staff): DeclareAction<Staff> {
  return ((guard: GuardName, who: string, details?: ActionDetails): ActionPolicy => ({ guard, staffTwoFactor, who, ...details })) as DeclareAction<Staff>;
}

/** An action that is no staff power: its guard decides who passes, and staff need no two-factor sign-in for it. */
export const action = declareAction(false);

/** A staff power: besides its guard, a staff viewer without two-factor sign-in on gets 403 TWO_FACTOR_REQUIRED. */
export const staffPower = declareAction(true);
