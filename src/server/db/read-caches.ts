// The read caches of the hottest answers (the dashboard, a week's content, the family, the journal, the
// marketplace and group lists), kept per database handle and emptied
// through the change feed (decision 026). Triggers announce on DATA_CHANNEL whatever these answers are read from:
// "user:<id>" when a user's progress, family plan runs (announced for the run's owner), journal entries, purchases or group places change, "group:<id>" when a group
// or its members change, "content" when a plan, a plan's week or an item of content changes. The viewer's own announcements (viewer.queries.ts: sessions, accounts, profiles,
// staff places, family links) count as "user:<id>" too. A transaction handle has no caches: reads inside a
// transaction always go to the database.
import { VIEWER_CHANNEL } from "../auth/viewer.queries.ts";
import type { ChangeFeed } from "./change-feed.ts";
import type { Queryable } from "./client.ts";
import { createDependentCache, type DependentCache } from "./dependent-cache.ts";

export const DATA_CHANNEL = "strongbond_data";

/** The name a cache entry depends on for everything of one user (and the viewer channel's payload for him). */
export const userName = (userId: string) => `user:${userId}`;
export const CONTENT = "content";
/** The name a cache entry depends on for one group (its row and its members). */
export const groupName = (groupId: number) => `group:${groupId}`;

/**
 * Idempotent; installed by migrateDatabase after the migrations. Row triggers for what belongs to one user,
 * statement triggers for content (an import of a hundred items announces once per statement). PostgreSQL folds
 * identical announcements of one transaction into one.
 */
export const DATA_NOTIFY_DDL = `
create or replace function strongbond_data_notify_user() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform pg_notify('${DATA_CHANNEL}', 'user:' || old.user_id); end if;
  if tg_op <> 'DELETE' then perform pg_notify('${DATA_CHANNEL}', 'user:' || new.user_id); end if;
  return null;
end $$;
create or replace function strongbond_data_notify_content() returns trigger language plpgsql as $$
begin
  perform pg_notify('${DATA_CHANNEL}', 'content');
  return null;
end $$;
create or replace function strongbond_data_notify_group() returns trigger language plpgsql as $$
declare
  r record;
begin
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  if tg_table_name = 'dad_groups' then
    perform pg_notify('${DATA_CHANNEL}', 'group:' || r.id);
  else
    perform pg_notify('${DATA_CHANNEL}', 'group:' || r.group_id);
    perform pg_notify('${DATA_CHANNEL}', 'user:' || r.user_id);
    if tg_op = 'UPDATE' then perform pg_notify('${DATA_CHANNEL}', 'user:' || old.user_id); end if;
  end if;
  return null;
end $$;
create or replace trigger strongbond_data_notify after insert or update or delete on dad_groups for each row execute function strongbond_data_notify_group();
create or replace trigger strongbond_data_notify after insert or update or delete on group_members for each row execute function strongbond_data_notify_group();
create or replace trigger strongbond_data_notify after insert or update or delete on progress for each row execute function strongbond_data_notify_user();
create or replace trigger strongbond_data_notify after insert or update or delete on plan_runs for each row execute function strongbond_data_notify_user();
create or replace trigger strongbond_data_notify after insert or update or delete on journal_entries for each row execute function strongbond_data_notify_user();
create or replace trigger strongbond_data_notify after insert or update or delete on user_purchases for each row execute function strongbond_data_notify_user();
create or replace trigger strongbond_data_notify after insert or update or delete or truncate on devotional_plans for each statement execute function strongbond_data_notify_content();
create or replace trigger strongbond_data_notify after insert or update or delete or truncate on plan_content for each statement execute function strongbond_data_notify_content();
create or replace trigger strongbond_data_notify after insert or update or delete or truncate on devotionals for each statement execute function strongbond_data_notify_content();
create or replace trigger strongbond_data_notify after insert or update or delete or truncate on challenges for each statement execute function strongbond_data_notify_content();
create or replace trigger strongbond_data_notify after insert or update or delete or truncate on dads_corner for each statement execute function strongbond_data_notify_content();
create or replace trigger strongbond_data_notify after insert or update or delete or truncate on organizations for each statement execute function strongbond_data_notify_content();
`;

/** The channels the process's change feed listens on: the read caches' and the viewer cache's. */
export const CHANGE_FEED_CHANNELS = [DATA_CHANNEL, VIEWER_CHANNEL] as const;

export interface ReadCaches {
  /** Caches by purpose; each module names its own and says what its entries depend on. */
  get<V>(purpose: string): DependentCache<V>;
}

const cachesByDatabase = new WeakMap<object, ReadCaches>();

/** Builds the caches for `db` on `feed`; every module reading through `readCachesOf(db)` then uses them. */
export function attachReadCaches(db: Queryable, feed: ChangeFeed, options: { ttlMs?: number; maxEntries?: number } = {}): ReadCaches {
  const byPurpose = new Map<string, DependentCache<unknown>>();
  const invalidate = (name: string | null) => {
    for (const cache of byPurpose.values()) cache.invalidate(name);
  };
  feed.subscribe(DATA_CHANNEL, invalidate);
  feed.subscribe(VIEWER_CHANNEL, (payload) => invalidate(payload === null ? null : userName(payload)));
  const caches: ReadCaches = {
    get<V>(purpose: string) {
      let cache = byPurpose.get(purpose);
      if (!cache) {
        cache = createDependentCache<unknown>(feed, { ttlMs: options.ttlMs ?? 60_000, maxEntries: options.maxEntries ?? 10_000 });
        byPurpose.set(purpose, cache);
      }
      return cache as DependentCache<V>;
    },
  };
  cachesByDatabase.set(db, caches);
  return caches;
}

/** The caches attached to this handle, or none (a transaction, a script, caches off). */
export function readCachesOf(db: Queryable): ReadCaches | undefined {
  return cachesByDatabase.get(db);
}

/**
 * The answer from the handle's cache under `purpose` and `key`, or read (then kept until a name `dependsOn` gives for
 * it is announced). Without caches (a transaction, READ_CACHE=0) it simply reads. The key must hold everything of
 * the viewer the read depends on; the names, everything the database could change under it.
 */
export async function readThrough<V>(
  db: Queryable,
  purpose: string,
  key: string,
  read: () => Promise<V>,
  dependsOn: (value: V) => readonly string[],
): Promise<V> {
  const cache = readCachesOf(db)?.get<V>(purpose);
  if (!cache) return read();
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const generation = cache.generation();
  const value = await read();
  cache.set(key, value, dependsOn(value), generation);
  return value;
}

export function detachReadCaches(db: Queryable): void {
  cachesByDatabase.delete(db);
}
