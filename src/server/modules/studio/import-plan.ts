// Importing a plan from a file (a Markdown outline or a .docx, read by plan-import.ts): the preview says what was
// understood and saves nothing; the import saves what the preview showed as a new draft of the author's owner (the
// platform's plans are free), the plan and every item it names in one transaction, or nothing. The document is the
// server's own reading of the file, never the client's.
import { studioMessages } from "../../../shared/schemas/studio.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { ZCreatePlanRequest, type TAdminPlanSummary } from "../../../shared/schemas/admin.ts";
import type { Database } from "../../db/client.ts";
import { badRequest } from "../../lib/app-error.ts";
import { nullIfEmpty } from "../../lib/optional-text.ts";
import { insertDraftPlan, summaryAfterChange } from "./authoring.queries.ts";
import { ownerOfNew, type Author } from "./author.ts";
import { readImport, type ImportSource } from "./plan-import.ts";
import { applyWeek } from "./write-plan.ts";

/** What the file says, as a plan document, and what was not understood (in the reader's language). Nothing is saved. */
export async function previewImport(source: ImportSource, locale: Locale = "en") {
  const preview = await readImport(source, locale);
  if (source.language) preview.document.details.language = source.language;
  return preview;
}

export async function importPlan(
  db: Database,
  author: Author,
  source: ImportSource,
  locale: Locale = "en",
): Promise<{ plan: TAdminPlanSummary; message: string }> {
  const owner = ownerOfNew(author);
  // The reader's language names a plan whose outline has no title.
  const { document } = await readImport(source, locale);
  const details = ZCreatePlanRequest.safeParse({
    title: document.details.title,
    description: document.details.description ?? "",
    durationWeeks: document.details.durationWeeks,
    category: document.details.category,
    tags: document.details.tags,
    // The import screen's choice, else what the outline says (a "Language:" line), else English.
    language: source.language ?? document.details.language,
  });
  if (!details.success) {
    const fields = Object.fromEntries(details.error.issues.map((issue) => [issue.path.join(".") || "file", issue.message]));
    throw badRequest(Object.values(fields)[0] ?? studioMessages.importNoWeeks, fields);
  }
  const plan = await db.transaction(async (tx) => {
    const planId = await insertDraftPlan(tx, {
      title: details.data.title,
      description: nullIfEmpty(details.data.description),
      durationWeeks: details.data.durationWeeks,
      category: details.data.category,
      tags: [...new Set(details.data.tags)],
      language: details.data.language,
      isPublic: true,
      priceCents: 0,
      organizationId: owner,
    });
    for (const week of document.weeks) await applyWeek(tx, planId, owner, week);
    return summaryAfterChange(tx, planId);
  });
  return { plan, message: studioMessages.importSaved };
}
