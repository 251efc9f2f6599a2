// A journal entry is its author's: he alone reads, changes and deletes it by its id. His family reads only the
// entries he shared, on the family's shared list (never by id).
import { ownedBy } from "./row-rules.ts";
import type { ActionPolicy } from "./rule.ts";
import { action } from "./rule.ts";

/** A person may read, update or delete an entry when he wrote it; anyone else's (or an unknown id) is 404. */
const authorOnly = ownedBy("userId", { when: "he wrote it (anyone else's, shared or not, is 404)" });

export const journalPolicy = {
  "journal.list": action("family", "A dad or a son: his own entries."),
  "journal.shared.read": action("family", "A dad or a son: the entries his family on a confirmed link (his dad, or his sons) shared."),
  "journal.create": action("family", "A dad or a son: an entry of his own."),
  "journal.read": action("family", "A dad or a son reads one of his own entries by its id.", { row: authorOnly }),
  "journal.update": action("family", "A dad or a son changes one of his own entries.", { row: authorOnly }),
  "journal.delete": action("family", "A dad or a son deletes one of his own entries.", { row: authorOnly }),
  "journal.export": action("family", "A dad or a son: his own entries."),
} as const satisfies Record<string, ActionPolicy>;
