// @vitest-environment happy-dom
// Families share phones: signing out deletes the kept answers and the person's unsent writes, and the
// phone forgets who he was; another person signed in never reads what was kept for the previous one.
import { afterEach, describe, expect, it } from "vitest";
import type { TCurrentUser } from "../../shared/schemas/identity.ts";
import { apiCacheName, OWNER_HEADER } from "./cache-rules.ts";
import { forgetCachedAnswers, forgetOfflineData } from "./forget-offline-data.ts";
import { currentOwner, forgetViewer, offlineViewer, ownerHeaders, rememberViewer } from "./offline-owner.ts";
import { memoryQueueStore, pendingWrites, queueJournalEntry, queueProgress } from "./offline-queue.ts";

function fakeCacheStorage(names: string[]): CacheStorage & { names: Set<string> } {
  const set = new Set(names);
  return {
    names: set,
    keys: async () => [...set],
    delete: async (name: string) => set.delete(name),
    has: async (name: string) => set.has(name),
    open: async () => {
      throw new Error("not used");
    },
    match: async () => undefined,
  } as unknown as CacheStorage & { names: Set<string> };
}

const user = (id: string, role: TCurrentUser["role"], extra: Partial<TCurrentUser> = {}): TCurrentUser => ({
  id,
  email: `${id}@example.com`,
  fullName: `Person ${id}`,
  role,
  organizationId: null,
  organizationRole: null,
  isGlobalAdmin: false,
  selectedPlanId: 7,
  ...extra,
});

afterEach(() => {
  forgetViewer();
  localStorage.clear();
});

describe("who the phone reads for", () => {
  it("remembers a dad or a son (not his e-mail) for offline reading, and names him on requests", () => {
    expect(rememberViewer(user("dad1", "dad"))).toBeNull();
    expect(ownerHeaders()).toEqual({ [OWNER_HEADER]: "dad1" });
    expect(localStorage.getItem("strongbond.offline.viewer")).not.toContain("@example.com");
    expect(offlineViewer()).toMatchObject({ id: "dad1", role: "dad", fullName: "Person dad1", email: "", selectedPlanId: 7 });
  });

  it("keeps nothing for staff, and forgets the person when the server says nobody is signed in", () => {
    rememberViewer(user("admin1", "admin", { isGlobalAdmin: true }));
    expect(currentOwner()).toBeNull();
    expect(offlineViewer()).toBeNull();
    rememberViewer(user("dad1", "dad", { organizationRole: "owner", organizationId: 3 }));
    expect(offlineViewer()).toBeNull();
    rememberViewer(user("son1", "son"));
    expect(rememberViewer(null)).toBe("son1");
    expect(offlineViewer()).toBeNull();
    expect(ownerHeaders()).toEqual({});
  });

  it("says when another person is signed in, so the previous one's kept answers can go", async () => {
    rememberViewer(user("dad1", "dad"));
    expect(rememberViewer(user("son1", "son"))).toBe("dad1");
    const storage = fakeCacheStorage([apiCacheName("dad1"), apiCacheName("son1"), "workbox-precache-v2"]);
    await forgetCachedAnswers("dad1", storage);
    expect([...storage.names]).toEqual([apiCacheName("son1"), "workbox-precache-v2"]);
  });
});

describe("signing out", () => {
  it("deletes every kept answer (not the app shell), the person's unsent writes, and who he was", async () => {
    rememberViewer(user("dad1", "dad"));
    const queue = memoryQueueStore();
    await queueProgress(queue, "dad1", 2, "devotional", true);
    await queueJournalEntry(queue, "dad1", { title: "Private", content: "Only mine" });
    await queueProgress(queue, "son1", 2, "devotional", true);
    const storage = fakeCacheStorage([apiCacheName("dad1"), apiCacheName("son1"), "workbox-precache-v2"]);

    await forgetOfflineData({ storage, queue });

    expect([...storage.names]).toEqual(["workbox-precache-v2"]);
    expect(await pendingWrites(queue, "dad1")).toEqual([]);
    expect(await pendingWrites(queue, "son1")).toHaveLength(1);
    expect(currentOwner()).toBeNull();
    expect(offlineViewer()).toBeNull();
  });
});
