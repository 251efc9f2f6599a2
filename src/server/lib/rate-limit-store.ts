// The @fastify/rate-limit store every app process shares: rate-limiter-flexible counts each hit in PostgreSQL
// (RateLimiterPostgres, table rate_limiter_counters) or, when REDIS_URL is set, in Redis (RateLimiterRedis).
// A limit therefore holds across any number of processes behind the load balancer, not per process.
// @fastify/rate-limit still decides (max, window, key, the 429 answer); the store only counts.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export const RATE_LIMIT_TABLE = "rate_limiter_counters";
/** The store only counts; @fastify/rate-limit compares the count with the route's max itself. */
const COUNT_CEILING = 1_000_000_000;

export type RateLimitBackend = { kind: "postgres"; pool: pg.Pool } | { kind: "redis"; client: Redis };

interface RouteLimitParams {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

function createLimiter(backend: RateLimitBackend, keyPrefix: string, durationSeconds: number): RateLimiterAbstract {
  const common = { keyPrefix, points: COUNT_CEILING, duration: durationSeconds };
  if (backend.kind === "redis") return new RateLimiterRedis({ ...common, storeClient: backend.client });
  // The table comes from our migrations (MIGRATE=0 processes never run DDL); the library clears expired rows hourly.
  return new RateLimiterPostgres({ ...common, storeClient: backend.pool, storeType: "pool", tableName: RATE_LIMIT_TABLE, tableCreated: true });
}

/** A store class for `@fastify/rate-limit`'s `store` option, bound to one backend. */
export function sharedRateLimitStore(backend: RateLimitBackend): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    private readonly limiters = new Map<number, RateLimiterAbstract>();
    private readonly scope: string;

    constructor(_options?: unknown, scope = "global") {
      this.scope = scope;
    }

    private limiter(timeWindowMs: number): RateLimiterAbstract {
      const seconds = Math.max(1, Math.ceil(timeWindowMs / 1000));
      let limiter = this.limiters.get(seconds);
      if (!limiter) {
        limiter = createLimiter(backend, `rl:${this.scope}:${seconds}`, seconds);
        this.limiters.set(seconds, limiter);
      }
      return limiter;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      this.limiter(timeWindow)
        .consume(key, 1)
        .then(
          (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
          (error: unknown) => {
            if (error instanceof RateLimiterRes) callback(null, { current: error.consumedPoints, ttl: error.msBeforeNext });
            else callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
    }

    // @fastify/rate-limit passes the route's merged limit options (its types name them RouteOptions).
    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const params = routeOptions as unknown as RouteLimitParams;
      // One count per route (as @fastify/rate-limit's own stores keep), or per groupId when routes share one.
      if (params.groupId) return new SharedStore(undefined, `group:${params.groupId}`);
      const route = params.routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(",") : (route.method ?? "");
      return new SharedStore(undefined, `${method}:${route.url ?? ""}`);
    }
  }
  return SharedStore;
}

/** A counter of attempts under one key prefix, in the same PostgreSQL table (or Redis) as every other limit. */
export interface AttemptCounter {
  /** Counts one attempt; the answer says whether the limit is passed and how long until the window ends. */
  hit(key: string): Promise<{ allowed: boolean; msBeforeNext: number }>;
  /** Takes one attempt back (a sign-in that succeeded does not count against the account). */
  forgive(key: string): Promise<void>;
  /** Without counting: null when the key is under its limit, else the milliseconds until the window ends. */
  blocked(key: string): Promise<number | null>;
}

export function attemptCounter(backend: RateLimitBackend, name: string, max: number, windowSeconds: number): AttemptCounter {
  const limiter = createLimiter(backend, `attempts:${name}:${windowSeconds}`, windowSeconds);
  return {
    async hit(key) {
      try {
        const res = await limiter.consume(key, 1);
        return { allowed: res.consumedPoints <= max, msBeforeNext: res.msBeforeNext };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { allowed: error.consumedPoints <= max, msBeforeNext: error.msBeforeNext };
        throw error;
      }
    },
    async forgive(key) {
      await limiter.reward(key, 1);
    },
    async blocked(key) {
      const res = await limiter.get(key);
      return res && res.consumedPoints >= max ? Math.max(1, res.msBeforeNext) : null;
    },
  };
}
