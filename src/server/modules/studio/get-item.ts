// Reading items for their editors: one devotional, challenge or Dad's Corner entry, and the content library (every
// live item the author's lists hold).
import type { Database, Queryable } from "../../db/client.ts";
import { rowsAuthoredBy } from "../../policies/plan.ts";
import { findChallenge, findDadsCorner, findDevotional, listItems, type ItemKind } from "./authoring.queries.ts";
import { authorizeAuthor, type Author } from "./author.ts";

/** Each kind's row by its id, with its owner (null: the platform's), whoever owns it. */
export const FIND_ITEM = { devotionals: findDevotional, challenges: findChallenge, dadsCorner: findDadsCorner } as const satisfies Record<
  ItemKind,
  (db: Queryable, itemId: number) => Promise<{ organizationId: number | null } | undefined>
>;

type ItemOf<K extends ItemKind> = NonNullable<Awaited<ReturnType<(typeof FIND_ITEM)[K]>>>;

/** One item as its editor shows it (its owner serves the rule only). */
export async function getItem<K extends ItemKind>(
  db: Database,
  author: Author,
  input: { kind: K; itemId: number },
): Promise<Omit<ItemOf<K>, "organizationId">> {
  const row = (await FIND_ITEM[input.kind](db, input.itemId)) as ItemOf<K> | undefined;
  const { organizationId: _owner, ...item } = authorizeAuthor(author, "item", row);
  return item;
}

export function getContentLibrary(db: Database, author: Author) {
  return listItems(db, rowsAuthoredBy(author));
}
