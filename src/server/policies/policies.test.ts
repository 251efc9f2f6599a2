// The policy rules themselves, resource by resource: who may, who gets 403, who gets 404 — on rows
// built by hand, without a database. The API tests and the matrix prove the services apply them.
import { describe, expect, it } from "vitest";
import type { Viewer } from "../auth/viewer-type.ts";
import { AppError } from "../lib/app-error.ts";
import { authorize, can, type RowAction, type RowActorOf, type RowOf } from "./index.ts";
import { rowsAuthoredBy } from "./plan.ts";

const viewer = (over: Partial<Viewer> = {}): Viewer =>
  ({
    userId: "u1",
    email: "dad@example.com",
    role: "dad",
    isGlobalAdmin: false,
    organizationId: null,
    organizationRole: null,
    familyDadId: null,
    ...over,
  }) as Viewer;

/** The status and code a refusal answers, or "allowed". */
function outcome(run: () => unknown): string {
  try {
    run();
    return "allowed";
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.code}`;
    throw error;
  }
}

/** Every action of the list answers each row of the table with that row's outcome. */
function expectOutcomes<A extends RowAction>(actor: RowActorOf<A>, actions: readonly A[], table: ReadonlyArray<readonly [RowOf<A>, string]>): void {
  for (const action of actions) {
    for (const [row, expected] of table)
      expect(
        outcome(() => authorize(actor, action, row)),
        `${action} ${JSON.stringify(row)}`,
      ).toBe(expected);
  }
}

describe("group: a member reads and leaves it, a leader updates it and its members", () => {
  it("reads and leaves when he is a member; to anyone else the group does not exist", () => {
    expect(outcome(() => authorize({ userId: "u1" }, "group.read", { myRole: "member" }))).toBe("allowed");
    expect(outcome(() => authorize({ userId: "u1" }, "group.leave", { myRole: "leader", members: 3, leaders: 2 }))).toBe("allowed");
    expect(outcome(() => authorize({ userId: "u1" }, "group.read", { myRole: null }))).toBe("404 NOT_FOUND");
    expect(outcome(() => authorize({ userId: "u1" }, "group.read", undefined))).toBe("404 NOT_FOUND");
  });

  it("updates when he leads it: a member gets 403, anyone else 404", () => {
    const change = { targetId: "u2", targetSonAgeBand: null, newRole: "member" as const };
    expectOutcomes(
      { userId: "u1" },
      ["group.update"],
      [
        [{ myRole: "leader" }, "allowed"],
        [{ myRole: "member" }, "403 FORBIDDEN"],
        [{ myRole: null }, "404 NOT_FOUND"],
        [undefined, "404 NOT_FOUND"],
      ],
    );
    expectOutcomes(
      { userId: "u1" },
      ["group.member.update", "group.member.remove"],
      [
        [{ myRole: "leader", ...change }, "allowed"],
        [{ myRole: "member", ...change }, "403 FORBIDDEN"],
        [{ myRole: null, ...change }, "404 NOT_FOUND"],
        [undefined, "404 NOT_FOUND"],
      ],
    );
  });

  it("creates one unless he is a son under 13", () => {
    expect(can({ userId: "u1" }, "group.create", { role: "dad", sonAgeBand: null })).toBe(true);
    expect(can({ userId: "u1" }, "group.create", { role: "son", sonAgeBand: "13_plus" })).toBe(true);
    expect(outcome(() => authorize({ userId: "u1" }, "group.create", { role: "son", sonAgeBand: "under_13" }))).toBe("403 FORBIDDEN");
  });
});

describe("son: a dad acts on his own son once the son confirmed the link", () => {
  const mine = { dadId: "u1", confirmedAt: new Date() };
  it("allows his confirmed son, refuses a pending one with 403 and another's with 404", () => {
    expectOutcomes(
      { userId: "u1" },
      ["family.son.export", "family.son.delete", "family.son.assistant.update", "family.son.signOut"],
      [
        [mine, "allowed"],
        [{ dadId: "u1", confirmedAt: null }, "403 FORBIDDEN"],
        [{ dadId: "u2", confirmedAt: new Date() }, "404 NOT_FOUND"],
        [undefined, "404 NOT_FOUND"],
      ],
    );
  });

  it("gives a credential to a son under 13, or a teenager with no password of his own yet; a teenager's own is 403", () => {
    const young = { dadId: "u1", confirmedAt: new Date(), sonAgeBand: "under_13", passwordSetByDad: false } as const;
    const teen = { ...young, sonAgeBand: "13_plus" } as const;
    expectOutcomes(
      { userId: "u1" },
      ["family.son.password.set", "family.son.signIn.set", "family.son.signInLink.create"],
      [
        [young, "allowed"],
        [{ ...teen, passwordSetByDad: true }, "allowed"],
        [teen, "403 FORBIDDEN"],
        [{ ...young, confirmedAt: null }, "403 FORBIDDEN"],
        [{ ...teen, dadId: "u2" }, "404 NOT_FOUND"],
        [undefined, "404 NOT_FOUND"],
      ],
    );
  });

  it("resends the confirmation to his own son, pending or not; answers his own sons' join requests only", () => {
    expect(can({ userId: "u1" }, "family.son.confirmation.resend", { dadId: "u1", confirmedAt: null })).toBe(true);
    expect(can({ userId: "u1" }, "family.son.confirmation.resend", { dadId: "u2", confirmedAt: null })).toBe(false);
    expect(can({ userId: "u1" }, "family.joinRequest.answer", { dadId: "u1" })).toBe(true);
    expect(outcome(() => authorize({ userId: "u1" }, "family.joinRequest.answer", { dadId: "u2" }))).toBe("404 NOT_FOUND");
  });
});

describe("journal: an entry is its author's alone", () => {
  it("reads, updates and deletes his own; anyone else's is 404, shared or not", () => {
    expectOutcomes(
      { userId: "u1" },
      ["journal.read", "journal.update", "journal.delete"],
      [
        [{ userId: "u1" }, "allowed"],
        [{ userId: "his-son" }, "404 NOT_FOUND"],
        [undefined, "404 NOT_FOUND"],
      ],
    );
  });
});

describe("fitness: himself, a dad his confirmed son, never a son his dad", () => {
  it("answers each relation as the spec says", () => {
    const person = (personId: string, over: { sonLink?: { confirmed: boolean }; viewerDadId?: string } = {}) => ({
      personId,
      sonLink: over.sonLink,
      viewerDadId: over.viewerDadId,
    });
    expect(outcome(() => authorize(viewer(), "fitness.log", person("u1")))).toBe("allowed");
    expect(outcome(() => authorize(viewer(), "fitness.log", person("s1", { sonLink: { confirmed: true } })))).toBe("allowed");
    expect(outcome(() => authorize(viewer(), "fitness.log", person("s1", { sonLink: { confirmed: false } })))).toBe("403 FORBIDDEN");
    expect(outcome(() => authorize(viewer({ role: "son" }), "fitness.log", person("d1", { viewerDadId: "d1" })))).toBe("403 FORBIDDEN");
    expect(outcome(() => authorize(viewer(), "fitness.log", person("x9")))).toBe("404 NOT_FOUND");
    // A son holds no son link: a link in the row does not let him log for another.
    expect(outcome(() => authorize(viewer({ role: "son" }), "fitness.log", person("x9", { sonLink: { confirmed: true } })))).toBe("404 NOT_FOUND");
  });
});

describe("journey and marketplace: the family's run and plan are the dad's to move and choose", () => {
  it("refuses a son on a confirmed link", () => {
    expect(outcome(() => authorize({ familyDadId: null }, "planRun.schedule", { familyDadId: null }))).toBe("allowed");
    expect(outcome(() => authorize({ familyDadId: "dad" }, "planRun.schedule", { familyDadId: "dad" }))).toBe("403 FORBIDDEN");
    expect(outcome(() => authorize({ familyDadId: null }, "marketplace.plan.start", { familyDadId: null }))).toBe("allowed");
    expect(outcome(() => authorize({ familyDadId: "dad" }, "marketplace.plan.start", { familyDadId: "dad" }))).toBe("409 CONFLICT");
  });

  it("lets a dad buy a plan he can see; a son gets 403 whatever the plan", () => {
    expect(outcome(() => authorize(viewer(), "marketplace.plan.checkout", { id: 1 }))).toBe("allowed");
    expect(outcome(() => authorize(viewer(), "marketplace.plan.checkout", undefined))).toBe("404 NOT_FOUND");
    expect(outcome(() => authorize(viewer({ role: "son" }), "marketplace.plan.checkout", { id: 1 }))).toBe("403 FORBIDDEN");
  });
});

describe("payments: an organization's owners, and a global admin for refunds", () => {
  const owner = viewer({ role: "admin", organizationId: 7, organizationRole: "owner" });
  const editor = viewer({ role: "admin", organizationId: 7, organizationRole: "editor" });
  it("manages payments of the organization he owns; an editor, another's owner or an unknown id get 404", () => {
    const actions = ["payments.connect.read", "payments.connect.start", "payments.purchases.read"] as const;
    expectOutcomes(owner, actions, [
      [{ id: 7 }, "allowed"],
      [{ id: 8 }, "404 NOT_FOUND"],
      [undefined, "404 NOT_FOUND"],
    ]);
    expectOutcomes(editor, actions, [[{ id: 7 }, "404 NOT_FOUND"]]);
  });

  it("refunds as the plan's organization's owner or a global admin", () => {
    expect(can(owner, "payments.refund", { organizationId: 7 })).toBe(true);
    expect(can(viewer({ role: "admin", isGlobalAdmin: true }), "payments.refund", { organizationId: 8 })).toBe(true);
    expect(can(owner, "payments.refund", { organizationId: 8 })).toBe(false);
    expect(can(owner, "payments.refund", { organizationId: null })).toBe(false);
  });
});

describe("assistant: his own conversations; a son's only when his dad switched it on", () => {
  it("answers his own thread and refuses anyone else's with 404", () => {
    expectOutcomes(
      viewer(),
      ["assistant.thread.read", "assistant.thread.delete", "assistant.reply.retry"],
      [
        [{ userId: "u1" }, "allowed"],
        [{ userId: "u2" }, "404 NOT_FOUND"],
      ],
    );
  });

  it("refuses a son whose dad has not switched it on, with the reason", () => {
    expect(can(viewer({ role: "son" }), "assistant.message.send", { offForSon: false, message: null })).toBe(true);
    expect(outcome(() => authorize(viewer({ role: "son" }), "assistant.message.send", { offForSon: true, message: "Ask your dad" }))).toBe("403 FORBIDDEN");
  });
});

describe("account, organization and uploads", () => {
  it("ends only his own sessions", () => {
    expect(can({ userId: "u1" }, "account.sessions.revoke", { userId: "u1" })).toBe(true);
    expect(outcome(() => authorize({ userId: "u1" }, "account.sessions.revoke", { userId: "u2" }))).toBe("404 NOT_FOUND");
  });

  it("accepts an invitation sent to his own address only", () => {
    expect(can(viewer(), "organization.invitation.accept", { email: "DAD@example.com" })).toBe(true);
    expect(outcome(() => authorize(viewer(), "organization.invitation.accept", { email: "other@example.com" }))).toBe("403 FORBIDDEN");
    expect(outcome(() => authorize(viewer(), "organization.invitation.accept", undefined))).toBe("404 NOT_FOUND");
  });

  it("uploads a cover only as a global admin or staff", () => {
    expect(can(viewer(), "upload.image", "avatar")).toBe(true);
    expect(can(viewer(), "upload.image", "cover")).toBe(false);
    expect(can(viewer({ organizationRole: "editor", organizationId: 3 }), "upload.image", "cover")).toBe(true);
    expect(can(viewer({ role: "admin", isGlobalAdmin: true }), "upload.image", "cover")).toBe(true);
  });
});

describe("admin-users: a global admin changes any account but his own", () => {
  it("refuses his own account with 409 except the reset link; an unknown account is 404", () => {
    const admin = { userId: "a1" };
    expect(outcome(() => authorize(admin, "admin.users.manage", { id: "u2", change: "delete" }))).toBe("allowed");
    for (const change of ["role", "ban", "unban", "two_factor.reset", "organization.release", "delete"] as const) {
      expect(
        outcome(() => authorize(admin, "admin.users.manage", { id: "a1", change })),
        change,
      ).toBe("409 CONFLICT");
    }
    expect(outcome(() => authorize(admin, "admin.users.manage", { id: "a1", change: "password_reset" }))).toBe("allowed");
    expect(outcome(() => authorize(admin, "admin.users.manage", undefined))).toBe("404 NOT_FOUND");
  });
});

describe("plan: an owner or editor authors his organization's plans and items, the global admin every one", () => {
  it("answers another organization's or the platform's row as an unknown id", () => {
    const author = viewer({ role: "admin", organizationId: 7, organizationRole: "editor" });
    expect(outcome(() => authorize(author, "organization.content.author", { what: "plan", row: { organizationId: 7 } }))).toBe("allowed");
    // A profile's old organization id is no staff place: he authors nothing.
    const formerStaff = viewer({ organizationId: 7 });
    expect(outcome(() => authorize(formerStaff, "organization.content.author", { what: "plan", row: { organizationId: 7 } }))).toBe("404 NOT_FOUND");
    for (const what of ["plan", "item"] as const) {
      for (const row of [{ organizationId: 8 }, { organizationId: null }, undefined]) {
        expect(
          outcome(() => authorize(author, "organization.content.author", { what, row })),
          `${what} ${JSON.stringify(row)}`,
        ).toBe("404 NOT_FOUND");
      }
    }
    const globalAdmin = viewer({ role: "admin", isGlobalAdmin: true });
    expect(can(globalAdmin, "admin.studio", { what: "item", row: { organizationId: 8 } })).toBe(true);
    expect(can(globalAdmin, "admin.studio", { what: "item", row: { organizationId: null } })).toBe(true);
    expect(outcome(() => authorize(globalAdmin, "admin.studio", { what: "plan", row: undefined }))).toBe("404 NOT_FOUND");
    // The admin's studio rule is his alone: anyone else reaching it authors nothing.
    expect(can(author, "admin.studio", { what: "plan", row: { organizationId: 7 } })).toBe(false);
  });

  it("lists what each authors: every row, his organization's, or none", () => {
    expect(rowsAuthoredBy(viewer({ role: "admin", isGlobalAdmin: true }))).toEqual({ every: true });
    expect(rowsAuthoredBy(viewer({ organizationId: 7, organizationRole: "owner" }))).toEqual({ organizationId: 7 });
    expect(rowsAuthoredBy(viewer({ organizationId: 7 }))).toEqual({ none: true });
  });
});

describe("testimonial: a dad shares his words about a plan his family finished, once, and withdraws only his own", () => {
  it("shares when the plan is finished and he has not shared yet: unfinished 403, twice 409", () => {
    const dad = viewer();
    expect(outcome(() => authorize(dad, "testimonial.submit", { finished: true, alreadyShared: false }))).toBe("allowed");
    expect(outcome(() => authorize(dad, "testimonial.submit", { finished: false, alreadyShared: false }))).toBe("403 FORBIDDEN");
    expect(outcome(() => authorize(dad, "testimonial.submit", { finished: true, alreadyShared: true }))).toBe("409 CONFLICT");
  });

  it("withdraws his own words; another dad's, or an unknown id, does not exist to him", () => {
    expectOutcomes(
      { userId: "u1" },
      ["testimonial.withdraw"],
      [
        [{ userId: "u1" }, "allowed"],
        [{ userId: "u2" }, "404 NOT_FOUND"],
        [undefined, "404 NOT_FOUND"],
      ],
    );
  });
});
