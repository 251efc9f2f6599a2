// Row rules several resources share: a row that is one person's, a row of the staff's own organization, and a
// choice only the head of a family makes. Each resource names its own rule with its words and its refusal.
import type { Viewer } from "../auth/viewer-type.ts";
import type { OrganizationActor } from "./guards.ts";
import type { RowRule } from "./rule.ts";

/** A rule's words and refusal: everything but the test, which the shared rule brings. */
type RuleWords<Row, Actor> = Omit<RowRule<Row, Actor>, "allows">;

/** Whoever acts on a row that is one person's: the rule looks at who he is, not at his account. */
type Person = Pick<Viewer, "userId">;

/**
 * The row exists and its `key` (its author, its dad, …) holds the actor's id: anyone else's, or no row, is refused
 * (404 by default, so counting ids reveals nothing).
 */
export function ownedBy<const K extends string>(
  key: K,
  words: RuleWords<Record<K, string> | undefined, Person>,
): RowRule<Record<K, string> | undefined, Person> {
  return { ...words, allows: (actor, row) => row !== undefined && row[key] === actor.userId };
}

/** Whether the row belongs to the staff member's own organization (another's, the platform's or no row: no). */
export function ofActorsOrganization(actor: OrganizationActor, row: { organizationId: number | null } | undefined): boolean {
  return row !== undefined && row.organizationId === actor.organizationId;
}

/** A row of the staff member's own organization; another organization's, or an unknown id, is refused (404 by default). */
export function inActorsOrganization<Row extends { organizationId: number | null } = { organizationId: number | null }>(
  words: RuleWords<Row | undefined, OrganizationActor>,
): RowRule<Row | undefined, OrganizationActor> {
  return { ...words, allows: ofActorsOrganization };
}

type FamilyPerson = Pick<Viewer, "familyDadId">;

/** The family's run and plan are his to decide when he has no confirmed dad: a son on a confirmed link follows his dad's. */
export function headOfFamily(words: RuleWords<FamilyPerson, FamilyPerson>): RowRule<FamilyPerson, FamilyPerson> {
  return { ...words, allows: (_viewer, person) => person.familyDadId === null };
}
