// An in-process cache whose entries name what they were read from ("user:<id>", "content"), emptied by the change
// feed's announcements of those names on every process (change-feed.ts), bounded in size (lru-cache: the least
// recently used entry goes first) and age. An entry is kept only if no announcement arrived while it was being read,
// and nothing is kept while the feed is not listening, so a missed announcement can never be served.
import { LRUCache } from "lru-cache";
import type { ChangeFeed } from "./change-feed.ts";

export interface DependentCache<V> {
  get(key: string, now?: number): V | undefined;
  /** The feed's generation: read it before the database read whose result goes to set(). */
  generation(): number;
  /** Keeps `value` under `key`, dropped when any of `dependsOn` is announced; unless the generation moved. */
  set(key: string, value: V, dependsOn: readonly string[], generation: number, now?: number): void;
  /** Drops every entry that depends on `name`; null drops everything. */
  invalidate(name: string | null): void;
  size(): number;
}

interface Entry<V> {
  value: V;
  dependsOn: readonly string[];
  staleAt: number;
}

export function createDependentCache<V>(feed: ChangeFeed, options: { ttlMs: number; maxEntries: number }): DependentCache<V> {
  const keysByName = new Map<string, Set<string>>();
  // Whatever takes an entry out (eviction, replacement, deletion) takes it out of the index of names too.
  const entries = new LRUCache<string, Entry<V>>({
    max: options.maxEntries,
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
      if (!feed.listening() || generation !== feed.generation()) return;
      entries.delete(key);
      entries.set(key, { value, dependsOn, staleAt: now + options.ttlMs });
      for (const name of dependsOn) {
        let keys = keysByName.get(name);
        if (!keys) keysByName.set(name, (keys = new Set()));
        keys.add(key);
      }
    },
    invalidate(name) {
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
