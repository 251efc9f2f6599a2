// The body every route shares where a member changes a group (its settings, its members, its plan): the change,
// its log line naming who and which group, and the answer, the group as he now sees it.
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import type { PlanViewer } from "./group-plan.service.ts";
import { getGroup } from "./groups.service.ts";

/** What a group's change is given: who changes it, what the path names (the group, and more), the parsed body. */
export interface GroupChangeCall<P extends { groupId: number }, B, V extends PlanViewer> {
  viewer: V;
  params: P;
  body: B;
}

/** The change's log line, and the fields it adds to who changed which group. */
export interface GroupChangeLog<P extends { groupId: number }, B> {
  line: string;
  fields?: (call: { params: P; body: B }) => Record<string, unknown>;
}

export function answeredWithGroup<P extends { groupId: number }, B, V extends PlanViewer>(
  db: Database,
  change: (call: GroupChangeCall<P, B, V>) => Promise<unknown>,
  logged?: GroupChangeLog<P, B>,
) {
  return async ({ actor: viewer, params, body, log }: { actor: V; params: P; body: B; log: FastifyBaseLogger }) => {
    await change({ viewer, params, body });
    if (logged) log.info({ userId: viewer.userId, groupId: params.groupId, ...logged.fields?.({ params, body }) }, logged.line);
    return { group: await getGroup(db, params.groupId, viewer) };
  };
}
