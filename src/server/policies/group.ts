// A group (docs/areas/groups.md): visible to its members only; its leaders edit it and its members.
import { forbidden, notFound } from "../lib/app-error.ts";
import { messages } from "../../shared/messages.ts";
import { groupMessages } from "../../shared/schemas/groups.ts";
import type { ActionPolicy } from "./rule.ts";
import { rowRule } from "./rule.ts";

/** Whoever acts on a group: the rules look at his place in it, not at his account. */
interface Person {
  userId: string;
}

/** The group as the viewer stands in it: his place, or null when he is not a member (undefined: no such group). */
export interface GroupPlace {
  myRole: "leader" | "member" | null;
}

/** A person may read or leave a group when he is a member; to anyone else every group does not exist (404). */
const member = rowRule<GroupPlace | undefined, Person>({
  when: "he is a member (to anyone else the group does not exist: 404)",
  allows: (_viewer, place) => place !== undefined && place.myRole !== null,
  refuse: () => notFound(messages.groupNotFound),
});

/** A person may update a group (and its members) when he leads it; a member gets 403, anyone else 404. */
const leads = rowRule<GroupPlace | undefined, Person>({
  when: "he leads it (a member: 403, anyone else: 404)",
  allows: (_viewer, place) => place?.myRole === "leader",
  refuse: (_viewer, place) => (place?.myRole === "member" ? forbidden() : notFound(messages.groupNotFound)),
});

/** Who starts a group: his role and a son's age band. */
export interface GroupFounder {
  role: string;
  sonAgeBand: string | null;
}

/** A person may create a group unless he is a son under 13 (decision 032: his dad decides whom he meets). */
const mayFound = rowRule<GroupFounder, Person>({
  when: "he is not a son under 13 (403)",
  allows: (_viewer, founder) => !(founder.role === "son" && founder.sonAgeBand === "under_13"),
  refuse: () => forbidden(groupMessages.youngSonCannotCreate),
});

export const groupPolicy = {
  "group.list": { guard: "family", staffTwoFactor: false, who: "A dad or a son: the groups he is a member of." },
  "group.create": { guard: "family", staffTwoFactor: false, who: "A dad or a son starts a group and becomes its leader.", row: mayFound },
  "group.join": {
    guard: "family",
    staffTwoFactor: false,
    who: "A dad or a son with the group's code; rate-limited. A son under 13 waits for his dad's yes unless his dad is a member.",
  },
  "group.read": { guard: "family", staffTwoFactor: false, who: "A dad or a son opens a group.", row: member },
  "group.update": { guard: "family", staffTwoFactor: false, who: "A dad or a son edits a group.", row: leads },
  "group.member.update": { guard: "family", staffTwoFactor: false, who: "A dad or a son makes a member a leader or a member.", row: leads },
  "group.member.remove": { guard: "family", staffTwoFactor: false, who: "A dad or a son removes a member.", row: leads },
  "group.leave": { guard: "family", staffTwoFactor: false, who: "A dad or a son leaves a group.", row: member },
} as const satisfies Record<string, ActionPolicy>;
