// What leaves the phone with a person: families share phones, so signing out deletes the answers kept
// for that person (the service worker's cache named after him) and his unsent writes, and forgets who he was. When
// another person is found signed in, the previous person's kept answers go too (his unsent writes wait for him).
import { apiCacheName, isOwnerId, ownerOfCache } from "./cache-rules.ts";
import { currentOwner, forgetViewer } from "./offline-owner.ts";
import { clearWrites, queueStore, type QueueStore } from "./offline-queue.ts";

/** The cache storage the service worker writes (the page reads the same one); absent where the browser has none. */
function cacheStorage(): CacheStorage | null {
  return typeof caches === "undefined" ? null : caches;
}

/** Deletes the answers kept for `owner`. */
export async function forgetCachedAnswers(owner: string, storage: CacheStorage | null = cacheStorage()): Promise<void> {
  if (!storage || !isOwnerId(owner)) return;
  await storage.delete(apiCacheName(owner));
}

/** Deletes the answers kept for everyone but `keep` (null: for everyone). */
export async function forgetOtherCachedAnswers(keep: string | null, storage: CacheStorage | null = cacheStorage()): Promise<void> {
  if (!storage) return;
  for (const name of await storage.keys()) {
    const owner = ownerOfCache(name);
    if (owner !== null && owner !== keep) await storage.delete(name);
  }
}

/** Sign-out: the signed-in person's kept answers, his unsent writes and his name leave the phone. */
export async function forgetOfflineData(options: { storage?: CacheStorage | null; queue?: QueueStore } = {}): Promise<void> {
  const owner = currentOwner();
  forgetViewer();
  const storage = options.storage === undefined ? cacheStorage() : options.storage;
  await Promise.all([
    owner ? clearWrites(options.queue ?? queueStore(), owner).catch(() => {}) : Promise.resolve(),
    // Everyone's: after a sign-out nobody is signed in, and no answer kept on the phone is anyone's to read.
    forgetOtherCachedAnswers(null, storage).catch(() => {}),
  ]);
}
