// An in-process cache whose entries name what they were read from ("user:<id>", "content"), emptied by the change
// feed's announcements of those names on every process (change-feed.ts), bounded in size (lru-cache: the least
// recently used entry goes first) and age. An entry is kept only if none of its names was announced while it was
// being read (another family's write does not stop this one's answer from being kept), and nothing is
// kept while the feed is not listening, so a missed announcement can never be served.
import { LRUCache } from "lru-cache";
import type { ChangeFeed } from "./change-feed.ts";

export interface DependentCache<V> {
  get(key: string, now?: number): V | undefined;
  /** The feed's generation: read it before the database read whose result goes to set(). */
  generation(): number;
  /** Keeps `value` under `key`, dropped when any of `dependsOn` is announced; unless one was announced since `generation`. */
  set(key: string, value: V, dependsOn: readonly string[], generation: number, now?: number): void;
  /** Drops every entry that depends on `name` (the feed announced it); null drops everything. */
  invalidate(name: string | null): void;
  size(): number;
}

interface Entry<V> {
  value: V;
  dependsOn: readonly string[];
  staleAt: number;
}

/** Names whose last announcement each cache remembers (about 100 bytes each). */
const ANNOUNCED_NAMES_MAX = 100_000;

export interface DependentCacheOptions<V> {
  ttlMs: number;
  maxEntries: number;
  /** With `sizeOf`: the entries' total size is kept under this too (a page's bytes). */
  maxSize?: number | undefined;
  sizeOf?: ((value: V) => number) | undefined;
}

export function createDependentCache<V>(feed: ChangeFeed, options: DependentCacheOptions<V>): DependentCache<V> {
  const keysByName = new Map<string, Set<string>>();
  const { maxSize, sizeOf } = options;
  // The feed's generation when each name was last announced, and when everything was: a read begun before either of
  // its names' is not kept. Bounded: a name forgotten here counts as announced at the latest generation forgotten.
  let everythingAt = -1;
  let forgottenUpTo = -1;
  const announcedAt = new LRUCache<string, number>({
    max: ANNOUNCED_NAMES_MAX,
    dispose: (at, _name, reason) => {
      if (reason === "evict") forgottenUpTo = Math.max(forgottenUpTo, at);
    },
  });
  const announcedSince = (names: readonly string[], generation: number) =>
    everythingAt > generation || forgottenUpTo > generation || names.some((name) => (announcedAt.peek(name) ?? -1) > generation);
  // Whatever takes an entry out (eviction, replacement, deletion) takes it out of the index of names too.
  const entries = new LRUCache<string, Entry<V>>({
    max: options.maxEntries,
    ...(maxSize !== undefined && sizeOf ? { maxSize, sizeCalculation: (entry: Entry<V>) => Math.max(1, Math.ceil(sizeOf(entry.value))) } : {}),
    dispose: (entry, key) => {
      for (const name of entry.dependsOn) {
        const keys = keysByName.get(name);
        keys?.delete(key);
        if (keys?.size === 0) keysByName.delete(name);
      }
    },
  });

  return {
    get(key, now = Date.now()) {
      if (!feed.listening()) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.staleAt <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    generation: () => feed.generation(),
    set(key, value, dependsOn, generation, now = Date.now()) {
      if (!feed.listening() || announcedSince(dependsOn, generation)) return;
      entries.delete(key);
      entries.set(key, { value, dependsOn, staleAt: now + options.ttlMs });
      for (const name of dependsOn) {
        let keys = keysByName.get(name);
        if (!keys) keysByName.set(name, (keys = new Set()));
        keys.add(key);
      }
    },
    invalidate(name) {
      if (name === null) everythingAt = feed.generation();
      else announcedAt.set(name, feed.generation());
      if (name === null) {
        entries.clear();
        keysByName.clear();
        return;
      }
      for (const key of [...(keysByName.get(name) ?? [])]) entries.delete(key);
    },
    size: () => entries.size,
  };
}
