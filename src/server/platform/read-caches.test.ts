// The lists on the read caches: the family, the journal, the marketplace and My Groups are answered
// from memory until the database announces a change to what they were read from. Each test proves the answer is
// kept (a change without an announcement is not seen) and that an announced one is, at once on the process that
// wrote it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { devotionalPlans, dadGroups, journalEntries, profiles, users } from "../db/schema/index.ts";
import { testAppForFile } from "../../../tests/support/test-app.ts";
import { registerDad, registerFamily } from "../../../tests/support/actors.ts";
import { insertPlan, insertPurchase } from "../../../tests/support/plan-fixtures.ts";
import { countQueries } from "../../../tests/support/query-counter.ts";
import { eventually, silently } from "../../../tests/support/announcements.ts";

const t = testAppForFile({ VIEWER_CACHE: "1", READ_CACHE: "1" });

describe("lists from the read caches", () => {
  it("the family: kept, then a new son, his new name and his sign-in address show", async () => {
    const { dad, son } = await registerFamily(t, { sonName: "Caleb" });
    expect((await dad.get("/api/family")).json().members).toMatchObject([{ fullName: "Caleb" }]);
    const counter = countQueries(t.db);
    try {
      expect(await counter.count(() => dad.get("/api/family"))).toBe(0);
    } finally {
      counter.restore();
    }
    await silently(t.db, (tx) => tx.update(profiles).set({ fullName: "Unannounced" }).where(eq(profiles.id, son.id)));
    expect((await dad.get("/api/family")).json().members[0].fullName).toBe("Caleb");

    const added = await dad.post("/api/family/sons", { fullName: "Second Son", password: "Kid-Password-22", ageBand: "13_plus", consent: true });
    expect(added.statusCode).toBe(201);
    expect((await dad.get("/api/family")).json().members.map((m: { fullName: string }) => m.fullName)).toEqual(["Unannounced", "Second Son"]);
    await t.db
      .update(users)
      .set({ email: `caleb.${Date.now()}@example.com` })
      .where(eq(users.id, son.id));
    await eventually(async () => ((await dad.get("/api/family")).json().members[0].signInEmail as string).startsWith("caleb."));
  });

  it("the journal: kept, then a new entry shows on the next request and a deleted one is gone", async () => {
    const dad = await registerDad(t);
    const first = (await dad.post("/api/journal/entries", { title: "First", content: "…", entryType: "other" })).json().entry;
    expect((await dad.get("/api/journal/entries")).json().entries.map((e: { title: string }) => e.title)).toEqual(["First"]);
    await silently(t.db, (tx) => tx.insert(journalEntries).values({ userId: dad.id, title: "Unannounced", content: "…" }));
    expect((await dad.get("/api/journal/entries")).json().entries).toHaveLength(1);

    await dad.post("/api/journal/entries", { title: "Second", content: "…", entryType: "other" });
    expect((await dad.get("/api/journal/entries")).json().entries.map((e: { title: string }) => e.title)).toContain("Second");
    expect((await dad.delete(`/api/journal/entries/${first.id}`)).statusCode).toBe(204);
    expect((await dad.get("/api/journal/entries")).json().entries.map((e: { title: string }) => e.title)).not.toContain("First");
  });

  it("the marketplace: kept, then a new plan shows, and a dad's purchase marks it bought for his son, not for another family", async () => {
    const { dad, son } = await registerFamily(t);
    const other = await registerFamily(t);
    const titles = async (actor: typeof dad) =>
      (await actor.get("/api/marketplace/plans?q=nnounced%20plan")).json().plans.map((p: { title: string }) => p.title);
    await titles(son);
    await silently(t.db, (tx) => tx.insert(devotionalPlans).values({ title: "Unannounced plan", durationWeeks: 4, isPublic: true, status: "published" }));
    expect(await titles(son)).not.toContain("Unannounced plan");

    const planId = await insertPlan(t.db, { title: "Announced plan", priceCents: 1500 });
    await eventually(async () => (await titles(son)).includes("Announced plan"));
    const bought = async (actor: typeof dad) =>
      (await actor.get("/api/marketplace/plans?q=nnounced%20plan")).json().plans.find((p: { id: number }) => p.id === planId).purchased as boolean;
    expect(await bought(other.son)).toBe(false);
    await insertPurchase(t.db, { userId: dad.id, planId });
    await eventually(() => bought(son));
    expect(await bought(dad)).toBe(true);
    expect(await bought(other.son)).toBe(false);
  });

  it("My Groups: kept, then another dad joining shows in the member count, and a renamed group its new name", async () => {
    const leader = await registerDad(t, "Group Leader");
    const joiner = await registerDad(t, "Joining Dad");
    const group = (await leader.post("/api/groups", { name: "Iron Men", description: "" })).json().group;
    expect((await leader.get("/api/groups")).json().groups).toMatchObject([{ name: "Iron Men", memberCount: 1 }]);
    await silently(t.db, (tx) => tx.update(dadGroups).set({ name: "Unannounced" }).where(eq(dadGroups.id, group.id)));
    expect((await leader.get("/api/groups")).json().groups[0].name).toBe("Iron Men");

    expect((await joiner.post("/api/groups/join", { code: group.code })).statusCode).toBe(200);
    expect((await leader.get("/api/groups")).json().groups[0]).toMatchObject({ memberCount: 2 });
    expect((await joiner.get("/api/groups")).json().groups).toMatchObject([{ id: group.id, myRole: "member" }]);
    await t.db.update(dadGroups).set({ name: "Iron Sharpens Iron" }).where(eq(dadGroups.id, group.id));
    await eventually(async () => (await joiner.get("/api/groups")).json().groups[0].name === "Iron Sharpens Iron");
  });
});
