// Deleting an item no plan uses; an item some plan week uses is archived instead: those plans (and the families on
// them) keep it, and it is no longer offered for new weeks.
import { adminFieldMessages, type TDeleteResponse } from "../../../shared/schemas/admin.ts";
import type { Database } from "../../db/client.ts";
import { archiveItemRow, deleteItemRow, lockItem, type ItemKind } from "./authoring.queries.ts";
import { authorizeAuthor, type Author } from "./author.ts";

export async function deleteItem(db: Database, author: Author, input: { kind: ItemKind; itemId: number }): Promise<TDeleteResponse> {
  return db.transaction(async (tx) => {
    const item = authorizeAuthor(author, "item", await lockItem(tx, input.kind, input.itemId));
    if (item.usedByWeeks > 0) {
      await archiveItemRow(tx, input.kind, input.itemId);
      return { outcome: "archived" as const, message: adminFieldMessages.itemArchived };
    }
    await deleteItemRow(tx, input.kind, input.itemId);
    return { outcome: "deleted" as const, message: adminFieldMessages.itemDeleted };
  });
}
