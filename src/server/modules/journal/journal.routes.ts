// /api/journal*: the signed-in dad's or son's own entries, his family's shared entries, and his download.
import type { App } from "../../http/app-instance.ts";
import { answeredNoContent, routesOf } from "../../http/declare-route.ts";
import { answeredDownload } from "../../lib/download.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import { routeSchemas } from "../../lib/route-schema.ts";
import {
  ZJournalEntryCreateRequest,
  ZJournalEntryParams,
  ZJournalEntryUpdateRequest,
  ZJournalEntryResponse,
  ZJournalExportQuery,
  ZJournalListQuery,
  ZJournalListResponse,
  ZSharedJournalListResponse,
} from "../../../shared/schemas/journal.ts";
import { buildJournalExport } from "./journal-export.ts";
import {
  createOrFindJournalEntry,
  deleteJournalEntry,
  getJournalEntry,
  listFamilySharedJournal,
  listJournal,
  listJournalForExport,
  updateJournalEntry,
} from "./journal.service.ts";

const errors = errorResponses(400, 401, 403, 404);
const tags = ["journal"];
const journalRoute = routeSchemas(tags, errors);

export async function journalRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  const route = routesOf(app);

  route.get("/entries", "journal.list", {
    schema: journalRoute("The viewer's own entries, newest first (keyset pages)", {
      querystring: ZJournalListQuery,
      response: { 200: ZJournalListResponse },
    }),
    handler: ({ actor: viewer, query }) => listJournal(db, viewer.userId, query),
  });

  route.get("/shared", "journal.shared.read", {
    schema: journalRoute("Entries the viewer's family shared (a dad's sons, or a son's dad), read-only, newest first", {
      querystring: ZJournalListQuery,
      response: { 200: ZSharedJournalListResponse },
    }),
    handler: ({ actor: viewer, query }) => listFamilySharedJournal(db, viewer.userId, query),
  });

  route.post("/entries", "journal.create", {
    schema: journalRoute(
      "Write an entry (recomputes its week's progress). With `writtenAt` (an entry written offline), the same entry sent again answers 200 with the one already saved",
      { body: ZJournalEntryCreateRequest, response: { 201: ZJournalEntryResponse, 200: ZJournalEntryResponse } },
    ),
    handler: async ({ actor: viewer, body, reply }) => {
      const { entry, created } = await createOrFindJournalEntry(db, viewer, body);
      return reply.status(created ? 201 : 200).send({ entry });
    },
  });

  route.get("/entries/:id", "journal.read", {
    schema: journalRoute("One of the viewer's own entries", { params: ZJournalEntryParams, response: { 200: ZJournalEntryResponse } }),
    handler: async ({ actor: viewer, params }) => ({ entry: await getJournalEntry(db, viewer.userId, params.id) }),
  });

  route.put("/entries/:id", "journal.update", {
    schema: journalRoute("Edit one of the viewer's entries: what is sent changes, the rest is kept (recomputes its old and new week)", {
      params: ZJournalEntryParams,
      body: ZJournalEntryUpdateRequest,
      response: { 200: ZJournalEntryResponse },
    }),
    handler: async ({ actor: viewer, params, body }) => ({ entry: await updateJournalEntry(db, viewer, params.id, body) }),
  });

  route.delete("/entries/:id", "journal.delete", {
    schema: journalRoute.noContent("Delete one of the viewer's entries (recomputes its week)", { params: ZJournalEntryParams }),
    handler: answeredNoContent(({ actor: viewer, params }) => deleteJournalEntry(db, viewer, params.id)),
  });

  route.get("/export", "journal.export", {
    schema: { tags, summary: "Download all of the viewer's own entries as JSON or Markdown", querystring: ZJournalExportQuery },
    handler: answeredDownload(async ({ actor: viewer, query }) => {
      const entries = await listJournalForExport(db, viewer.userId);
      return buildJournalExport(query.format, { fullName: viewer.fullName, email: viewer.email }, entries);
    }),
  });
}
