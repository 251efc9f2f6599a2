// The refusals that services used to decide themselves, now rules on the rows they load: each allowed and refused,
// and the UI's flag read from the same rule with can().
import { describe, expect, it } from "vitest";
import type { Viewer } from "../auth/viewer-type.ts";
import { AppError } from "../lib/app-error.ts";
import { authorize, can } from "./index.ts";
import type { GroupPlanPlace } from "./group.ts";

function outcome(run: () => unknown): string {
  try {
    run();
    return "allowed";
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.code}${error.fields ? ` ${Object.keys(error.fields).join(",")}` : ""}`;
    throw error;
  }
}

describe("reminders: mail only from 13, the run's owner pauses it", () => {
  it("refuses e-mail for a son under 13, whoever saves it (400 on channels); push is his", () => {
    const saver = { userId: "u1" };
    expect(outcome(() => authorize(saver, "reminders.mail", { channels: ["push"], holderUnder13: true }))).toBe("allowed");
    expect(outcome(() => authorize(saver, "reminders.mail", { channels: ["email", "push"], holderUnder13: true }))).toBe("400 VALIDATION_FAILED channels");
    expect(outcome(() => authorize(saver, "reminders.mail", { channels: ["email"], holderUnder13: false }))).toBe("allowed");
  });

  it("lets the family's run owner pause it and refuses a son on a confirmed link (403)", () => {
    expect(outcome(() => authorize({ userId: "dad" }, "planRun.pause", { ownerId: "dad" }))).toBe("allowed");
    expect(outcome(() => authorize({ userId: "son" }, "planRun.pause", { ownerId: "dad" }))).toBe("403 FORBIDDEN");
    expect(can({ userId: "son" }, "planRun.pause", { ownerId: "son" })).toBe(true);
  });
});

describe("group members: a leader changes another, never himself; the last leader promotes before leaving", () => {
  const leader = { userId: "u1" };
  const change = (over: Partial<{ targetId: string; targetSonAgeBand: string | null; newRole: "leader" | "member" | null }>) => ({
    myRole: "leader" as const,
    targetId: "u2",
    targetSonAgeBand: null,
    newRole: "member" as const,
    ...over,
  });

  it("refuses a leader changing his own role or removing himself (403)", () => {
    expect(outcome(() => authorize(leader, "group.member.update", change({ targetId: "u1" })))).toBe("403 FORBIDDEN");
    expect(outcome(() => authorize(leader, "group.member.remove", change({ targetId: "u1", newRole: null })))).toBe("403 FORBIDDEN");
    expect(outcome(() => authorize(leader, "group.member.remove", change({ newRole: null })))).toBe("allowed");
  });

  it("never makes a son under 13 a leader (403); a member he may stay", () => {
    expect(outcome(() => authorize(leader, "group.member.update", change({ newRole: "leader", targetSonAgeBand: "under_13" })))).toBe("403 FORBIDDEN");
    expect(outcome(() => authorize(leader, "group.member.update", change({ newRole: "member", targetSonAgeBand: "under_13" })))).toBe("allowed");
    expect(outcome(() => authorize(leader, "group.member.update", change({ newRole: "leader", targetSonAgeBand: "13_plus" })))).toBe("allowed");
  });

  it("refuses the only leader leaving while others remain (409); the last member leaves, and so does a second leader", () => {
    expect(outcome(() => authorize(leader, "group.leave", { myRole: "leader", members: 3, leaders: 1 }))).toBe("409 CONFLICT");
    expect(outcome(() => authorize(leader, "group.leave", { myRole: "leader", members: 1, leaders: 1 }))).toBe("allowed");
    expect(outcome(() => authorize(leader, "group.leave", { myRole: "leader", members: 3, leaders: 2 }))).toBe("allowed");
    expect(outcome(() => authorize(leader, "group.leave", { myRole: "member", members: 3, leaders: 1 }))).toBe("allowed");
    expect(outcome(() => authorize(leader, "group.leave", { myRole: null, members: 0, leaders: 0 }))).toBe("404 NOT_FOUND");
  });
});

describe("group conversation: the rule reads the son's link, not a verdict", () => {
  const place = (over: Partial<GroupPlanPlace>): GroupPlanPlace => ({ myRole: "member", isSon: false, role: "dad", conversationRight: undefined, ...over });
  it("admits a dad, a son of 13+ whose dad allows it; refuses a son under 13 or not allowed (403), a stranger (404)", () => {
    const me = { userId: "u1" };
    expect(outcome(() => authorize(me, "group.post.create", place({})))).toBe("allowed");
    const son = { role: "son", isSon: true } as const;
    expect(outcome(() => authorize(me, "group.post.create", place({ ...son, conversationRight: { ageBand: "13_plus", allowed: true } })))).toBe("allowed");
    expect(outcome(() => authorize(me, "group.post.create", place({ ...son, conversationRight: { ageBand: "13_plus", allowed: false } })))).toBe(
      "403 FORBIDDEN",
    );
    expect(outcome(() => authorize(me, "group.post.create", place({ ...son, conversationRight: { ageBand: "under_13", allowed: true } })))).toBe(
      "403 FORBIDDEN",
    );
    expect(outcome(() => authorize(me, "group.post.create", place({ ...son })))).toBe("403 FORBIDDEN");
    expect(outcome(() => authorize(me, "group.post.create", place({ myRole: null })))).toBe("404 NOT_FOUND");
    expect(can(me, "group.post.list", place({ ...son, conversationRight: { ageBand: "under_13", allowed: true } }))).toBe(false);
  });
});

describe("fitness: canLog is the log rule", () => {
  it("is true for himself and a dad's confirmed son, false for a son's dad", () => {
    const dad = { userId: "d1", role: "dad" } as Viewer;
    const son = { userId: "s1", role: "son", familyDadId: "d1" } as Viewer;
    expect(can(dad, "fitness.log", { personId: "s1", sonLink: { confirmed: true }, viewerDadId: undefined })).toBe(true);
    expect(can(son, "fitness.log", { personId: "d1", sonLink: undefined, viewerDadId: "d1" })).toBe(false);
    expect(can(son, "fitness.log", { personId: "s1", sonLink: undefined, viewerDadId: "d1" })).toBe(true);
  });
});

describe("a paid plan's locked week is completed on no path", () => {
  it("refuses a tick or a log of a week the family does not own (403); can() keeps a journal entry's tick off", () => {
    expect(outcome(() => authorize({ userId: "u1" }, "week.complete", { purchaseRequired: false }))).toBe("allowed");
    expect(outcome(() => authorize({ userId: "u1" }, "week.complete", { purchaseRequired: true }))).toBe("403 FORBIDDEN");
    expect(can({ userId: "u1" }, "week.complete", { purchaseRequired: true })).toBe(false);
  });
});

describe("account deletion: a son under 13 asks his dad", () => {
  it("refuses a son under 13 on a confirmed link (403); a son of 13+, a pending son and a dad delete their own", () => {
    const me = { userId: "u1" };
    expect(outcome(() => authorize(me, "account.delete", { dadLink: { confirmed: true, ageBand: "under_13" } }))).toBe("403 FORBIDDEN");
    expect(outcome(() => authorize(me, "account.delete", { dadLink: { confirmed: true, ageBand: "13_plus" } }))).toBe("allowed");
    expect(outcome(() => authorize(me, "account.delete", { dadLink: { confirmed: false, ageBand: "under_13" } }))).toBe("allowed");
    expect(outcome(() => authorize(me, "account.delete", { dadLink: undefined }))).toBe("allowed");
  });
});
