// The rules of the read caches' store: what an announcement drops, and when nothing is kept.
import { describe, expect, it } from "vitest";
import type { ChangeFeed } from "./change-feed.ts";
import { createDependentCache } from "./dependent-cache.ts";

/** A cache of strings on a fake feed; `announce(name)` is the feed delivering a change (null: anything may have changed). */
function cacheOnFakeFeed(options = { ttlMs: 60_000, maxEntries: 10 }) {
  const feed = fakeFeed();
  const cache = createDependentCache<string>(feed, options);
  const announce = (name: string | null) => {
    feed.announce();
    cache.invalidate(name);
  };
  return { feed, cache, announce };
}

function fakeFeed(): ChangeFeed & { up: boolean; announce(): void } {
  let generation = 0;
  return {
    up: true,
    listening() {
      return this.up;
    },
    generation: () => generation,
    announce: () => void generation++,
    subscribe: () => {},
    barrier: async () => {},
    close: async () => {},
  };
}

describe("a dependent cache", () => {
  it("keeps an answer until a name it depends on is announced, and only those answers go", () => {
    const { cache } = cacheOnFakeFeed();
    cache.set("dad", "dad's dashboard", ["user:dad", "user:son", "content"], cache.generation());
    cache.set("other", "another family's", ["user:other", "content"], cache.generation());
    expect(cache.get("dad")).toBe("dad's dashboard");
    cache.invalidate("user:son");
    expect(cache.get("dad")).toBeUndefined();
    expect(cache.get("other")).toBe("another family's");
    cache.invalidate("content");
    expect(cache.get("other")).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it("does not keep what was read while one of its names was announced (the row may be older than the change)", () => {
    const { cache, announce } = cacheOnFakeFeed();
    const seen = cache.generation();
    announce("user:dad");
    cache.set("dad", "read before the change", ["user:dad"], seen);
    expect(cache.get("dad")).toBeUndefined();
    // Nor after "anything may have changed" (a reconnection).
    const before = cache.generation();
    announce(null);
    cache.set("son", "read before the reconnection", ["user:son"], before);
    expect(cache.get("son")).toBeUndefined();
  });

  it("keeps what was read while only other names were announced (another family's write)", () => {
    const { cache, announce } = cacheOnFakeFeed();
    const seen = cache.generation();
    announce("user:another-dad");
    cache.set("dad", "his own answer", ["user:dad", "content"], seen);
    expect(cache.get("dad")).toBe("his own answer");
    // A read begun after his own name's announcement is kept as well.
    announce("user:dad");
    const after = cache.generation();
    cache.set("dad", "read after the change", ["user:dad"], after);
    expect(cache.get("dad")).toBe("read after the change");
  });

  it("keeps and gives nothing while the feed is not listening", () => {
    const { feed, cache } = cacheOnFakeFeed();
    cache.set("dad", "kept", ["user:dad"], cache.generation());
    feed.up = false;
    expect(cache.get("dad")).toBeUndefined();
    cache.set("son", "not kept", ["user:son"], cache.generation());
    feed.up = true;
    expect(cache.get("son")).toBeUndefined();
  });

  it("forgets an answer after its age limit, and the oldest answer when full", () => {
    const { cache } = cacheOnFakeFeed({ ttlMs: 1_000, maxEntries: 2 });
    cache.set("a", "A", ["user:a"], cache.generation(), 0);
    expect(cache.get("a", 999)).toBe("A");
    expect(cache.get("a", 1_000)).toBeUndefined();
    cache.set("a", "A", ["user:a"], cache.generation(), 0);
    cache.set("b", "B", ["user:b"], cache.generation(), 0);
    cache.set("c", "C", ["user:c"], cache.generation(), 0);
    expect(cache.size()).toBe(2);
    expect(cache.get("a", 0)).toBeUndefined();
    expect(cache.get("c", 0)).toBe("C");
    // The evicted answer left no trace in the index: announcing its name drops nothing else.
    cache.invalidate("user:a");
    expect(cache.size()).toBe(2);
  });

  it("replaces an answer set again under the same key, with its new names only", () => {
    const { cache } = cacheOnFakeFeed();
    cache.set("dad", "alone", ["user:dad"], cache.generation());
    cache.set("dad", "with his son", ["user:dad", "user:son"], cache.generation());
    expect(cache.get("dad")).toBe("with his son");
    cache.invalidate("user:son");
    expect(cache.get("dad")).toBeUndefined();
    cache.set("dad", "alone again", ["user:dad"], cache.generation());
    cache.invalidate("user:son");
    expect(cache.get("dad")).toBe("alone again");
  });
});
