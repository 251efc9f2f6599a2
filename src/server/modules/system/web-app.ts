// The web app: the build's files (web-static.ts) and the SPA's fallback for every other path that
// is not /api — the dashboards rendered with the signed-in viewer's data, the public pages drawn for
// anyone, the landing page with the dads' words, else a prerendered page,
// else index.html — and the API's 404. Registered after the routes: it owns whatever they do not answer.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import { messages } from "../../../shared/messages.ts";
import { localizedFile, pathOf, readPrerenderedPages } from "./prerendered-pages.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { LANDING_PATH, loadLandingPage } from "./landing-page.ts";
import { loadPublicPages } from "./public-pages.ts";
import { loadViewerPages } from "./viewer-pages.ts";
import { webStaticOptions } from "./web-static.ts";
import { isApiPath } from "../../http/app-instance.ts";
import { APP_START_PATH, homePathOf, SIGNED_OUT_START_PATH } from "../../../shared/home-path.ts";
import { toCurrentUser } from "../../auth/viewer.ts";
import type { PluginRoutes } from "../../policies/route-actions.ts";
import { appWide } from "../../http/app-wide.ts";

export const DEFAULT_WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../dist");

/** A file's address rather than a screen's: under the build's folders, or a last segment with an extension (no client route has one). */
function isAssetPath(pagePath: string): boolean {
  return pagePath.startsWith("/assets/") || pagePath.startsWith("/covers/") || pagePath.startsWith("/icons/") || /\.[A-Za-z0-9]{1,12}$/.test(pagePath);
}

/**
 * The installed app's start page: a redirect to the person's own place, decided on the viewer as sign-in decides it,
 * so the app opens on his dashboard (drawn by the server) rather than on the marketing page. Never cached: it differs
 * per person.
 */
async function sendToOwnPlace(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const viewer = await request.viewer();
  const to = viewer ? homePathOf(toCurrentUser(viewer)) : SIGNED_OUT_START_PATH;
  return reply.header("cache-control", "no-store").header("vary", "Cookie").redirect(to, 302);
}

/** `pluginRoutes` gives the static files' routes their public action. */
export const webApp = (pluginRoutes: PluginRoutes) =>
  appWide("web-app", async (app) => {
    const webRoot = app.deps.webRoot;
    const hasWeb = webRoot !== undefined && fs.existsSync(path.join(webRoot, "index.html"));
    const prerendered = hasWeb ? readPrerenderedPages(webRoot) : new Map<string, string>();
    // The dashboards rendered per request with the signed-in viewer's data; else their prerendered page.
    const viewerPages = hasWeb ? loadViewerPages(app, webRoot) : null;
    // The marketplace, a plan's page and a church's page drawn for anyone, with their meta tags.
    const publicPages = hasWeb ? loadPublicPages(app, webRoot) : null;
    // The landing page with the dads' words, once three are approved; else its prerendered file as it is.
    const landingPage = hasWeb ? loadLandingPage(app, webRoot, prerendered.get(LANDING_PATH)) : null;
    if (hasWeb) {
      await pluginRoutes("web.page", () => app.register(fastifyStatic, webStaticOptions(webRoot)));
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (!isApiPath(request.url) && hasWeb && (request.method === "GET" || request.method === "HEAD") && !isAssetPath(pathOf(request.url))) {
        // The SPA owns every other path (its router shows the 404 page); a few paths have their page prerendered.
        // A missing file (/sw.js before a build had one, /assets/old-hash.js after a deploy) is a 404, never the
        // page's HTML: a browser would take that HTML for a script, a manifest or a service worker.
        const pagePath = pathOf(request.url);
        if (pagePath === APP_START_PATH) return sendToOwnPlace(request, reply);
        if (viewerPages?.has(pagePath) && (await viewerPages.send(request, reply, pagePath))) return reply;
        if (publicPages?.has(pagePath) && (await publicPages.send(request, reply, pagePath))) return reply;
        // The page in his language (the build drew each in English and Spanish); caches keep one per language.
        const locale = await requestLocale(request);
        // The dads' words are drawn into the English landing page only, for now.
        if (pagePath === LANDING_PATH && locale === "en" && landingPage && (await landingPage.send(request, reply))) return reply;
        reply.header("vary", "Cookie, Accept-Language, Accept-Encoding").header("content-language", locale);
        return reply.sendFile(localizedFile(webRoot, prerendered.get(pagePath) ?? "index.html", locale));
      }
      return reply.status(404).send({ error: { code: "NOT_FOUND", message: messages.notFound } });
    });
  });
