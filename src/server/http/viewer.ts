// Who is asking: `request.viewer()` (the signed-in viewer, memoised per request), backed by the viewer cache and
// the read caches, which every process empties when the database announces a change (platform/change-feed.ts), and the
// write barrier that keeps a write's answer behind those announcements.
import type { FastifyRequest, onSendHookHandler } from "fastify";
import type pg from "pg";
import { createViewerSource, loadViewer } from "../auth/viewer.ts";
import type { Viewer } from "../auth/viewer-type.ts";
import { createViewerCache, disabledViewerCache } from "../platform/viewer-cache.ts";
import { silentChangeFeed, startChangeFeed } from "../platform/change-feed.ts";
import { attachReadCaches, detachReadCaches } from "../platform/read-caches.ts";
import { CHANGE_FEED_CHANNELS } from "../platform/cached-answers.ts";
import { isReadMethod } from "./app-instance.ts";
import { appWide } from "./app-wide.ts";

/** The request's viewer promise, once asked for (request.viewer()). */
const VIEWER_PENDING = Symbol("viewerPending");

declare module "fastify" {
  interface FastifyRequest {
    [VIEWER_PENDING]: Promise<Viewer | null> | null;
    /** The signed-in viewer (memoised per request), or null. */
    viewer(): Promise<Viewer | null>;
  }
}

export const viewerPlugin = appWide("viewer", async (app) => {
  const { config, db, auth, logger } = app.deps;
  // One LISTEN connection per process for the database's announcements (db/change-feed.ts): the viewer cache
  // and the read caches drop what a change touched, on every process.
  const feed =
    config.viewerCache || config.readCache
      ? await startChangeFeed({
          connection: (db.$client as unknown as { options: pg.ClientConfig }).options,
          channels: CHANGE_FEED_CHANNELS,
          logger,
        })
      : silentChangeFeed;
  app.addHook("onClose", async () => {
    detachReadCaches(db);
    await feed.close();
  });
  // Viewers by session token, emptied on every process when the database announces a change.
  const cache = config.viewerCache ? createViewerCache<Viewer>(feed) : disabledViewerCache<Viewer>();
  const viewerSource = await createViewerSource(auth, db, cache);
  // The hottest answers, kept until the database announces a change to what they were read from.
  if (config.readCache) attachReadCaches(db, feed);
  // Memoised on the request itself (a decoration Fastify gives every request, null until asked), not in a
  // WeakMap keyed by requests: an entry in a weak table per request cost more than the cached lookup.
  app.decorateRequest(VIEWER_PENDING, null);
  app.decorateRequest("viewer", function (this: FastifyRequest) {
    return (this[VIEWER_PENDING] ??= loadViewer(viewerSource, this));
  });
  // A write (sign-out, password change, a dad ending his son's sessions, a ticked item...) answers only once this
  // process has applied what the database announced for it, so the next request here never sees the revoked viewer
  // or a stale answer of the read caches. The hook is added to each route that takes a write method (every route,
  // the plugins' too, passes through onRoute), so a GET does not run it at all.
  const barrier: onSendHookHandler = (request, _reply, payload, done) => {
    if (isReadMethod(request.method)) return done(null, payload);
    feed.barrier().then(() => done(null, payload), done);
  };
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every(isReadMethod)) return;
    route.onSend = route.onSend === undefined ? [barrier] : [barrier, ...(Array.isArray(route.onSend) ? route.onSend : [route.onSend])];
  });
});
