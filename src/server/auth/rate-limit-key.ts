// Rate limits counted per person: the key is who is asking, when signed in, else his address.
import type { FastifyRequest } from "fastify";

/** A rate-limit key per signed-in user (per address when signed out), for `config.rateLimit.keyGenerator`. */
export function perUserRateLimitKey(scope: string): (request: FastifyRequest) => Promise<string> {
  return async (request) => {
    const viewer = await request.viewer();
    return viewer ? `${scope}:user:${viewer.userId}` : `${scope}:ip:${request.ip}`;
  };
}
