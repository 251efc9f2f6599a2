// Who authors in the studio: the signed-in viewer. The studio's routes are mounted twice (the global admin's
// `admin.studio`, an organization's `organization.content.author`), and the viewer's own action is the one whose
// guard let him in; its row rule (policies/plan.ts) decides every plan and item he loads by its id.
import { authorize } from "../../policies/index.ts";
import type { AuthoredRow, StudioAuthor } from "../../policies/plan.ts";
import type { Viewer } from "../../auth/viewer-type.ts";

/** The signed-in viewer who authors (a global admin, or an owner or editor of his organization). */
export type Author = Viewer;

/** The row when the author may author it; else the rule's 404 (the plan's message for a plan). */
export function authorizeAuthor<R extends { organizationId: number | null }>(author: StudioAuthor, what: AuthoredRow["what"], row: R | undefined): R {
  const authored: AuthoredRow = { what, row };
  authorize(author, author.isGlobalAdmin ? "admin.studio" : "organization.content.author", authored);
  if (row === undefined) throw new Error("a studio row rule let a missing row through");
  return row;
}

/** Whose a new plan or item is: the platform's (null) when a global admin writes it, else his organization's. */
export function ownerOfNew(author: StudioAuthor): number | null {
  if (author.isGlobalAdmin) return null;
  if (author.organizationRole === null || author.organizationId === null) throw new Error("a studio author on no staff");
  return author.organizationId;
}
