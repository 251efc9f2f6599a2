// Exporting a plan as it is now (a published plan's draft first): the studio's Markdown outline, which import
// reads back, or the editor's JSON document.
import type { TStudioDocument } from "../../../shared/schemas/studio.ts";
import type { Database } from "../../db/client.ts";
import { findStudioPlan } from "./authoring.queries.ts";
import { authorizeAuthor, type Author } from "./author.ts";
import { currentDocument } from "./plan-document.ts";
import { documentToMarkdown } from "./plan-outline.ts";

export type PlanExport = { fileName: string; format: "json"; document: TStudioDocument } | { fileName: string; format: "markdown"; text: string };

export async function exportPlan(db: Database, author: Author, input: { planId: number; format: "json" | "markdown" }): Promise<PlanExport> {
  const plan = authorizeAuthor(author, "plan", await findStudioPlan(db, input.planId));
  const document = await currentDocument(db, plan);
  const name = `plan-${plan.id}`;
  if (input.format === "json") return { fileName: `${name}.json`, format: "json", document };
  return { fileName: `${name}.md`, format: "markdown", text: documentToMarkdown(document) };
}
