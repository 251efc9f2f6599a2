// Pages rendered with the signed-in viewer's data: `/dashboard/dad` for a dad, `/dashboard/son` for a son, and
// `/week/:n` for either. The build leaves the server's renderer in dist/.ssr/ (scripts/prerender.ts: the same
// prerender-entry.tsx that prerenders the pages, built for Node) with each page as a template; here the page is
// rendered with the answers the API would give this request — GET /api/session and GET /api/dashboard, or GET
// /api/weeks/:n — for the same viewer (request.viewer()), through the same guard (authorize "dashboard.read" or
// "week.read"), the same service (getDashboardAndNames, getWeekView) and the same response schemas, and carries those
// answers as JSON for the browser's hydration (src/shared/embedded-state.ts). Whatever the week's read rule keeps
// from him (a paid week, a members-only plan) is kept from the page too: the page holds the API's answer and nothing
// else. The page as sent (compressed once) is kept per viewer and data version and dropped with the answers it was
// made of on every process (CACHED_ANSWERS.dashboardPage, CACHED_ANSWERS.weekPage). Whenever that is not possible
// (no renderer built, no or another viewer, a week the API refuses, a week whose opening would complete an item, a
// failure) the caller sends the prerendered page or the shell as before: the browser's app then reads the session
// and routes him (to /login, or to his own dashboard) exactly as it did. Never a 500 for the page.
import type { Locale } from "../../../shared/i18n/locales.ts";
import { headerLocale } from "../../lib/i18n.ts";
import { withLang } from "./prerendered-pages.ts";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { safeEncode } from "zod/v4/core";
import type { Role } from "../../../shared/constants.ts";
import { embeddedStateElement, type EmbeddedState } from "../../../shared/embedded-state.ts";
import { ZSessionResponse } from "../../../shared/schemas/identity.ts";
import { ZDashboardResponse } from "../../../shared/schemas/dashboard.ts";
import { ZWeekParams, ZWeekView } from "../../../shared/schemas/content.ts";
import type { App } from "../../http/app-instance.ts";
import { authorizeRequest } from "../../policies/table.ts";
import { sessionAnswer } from "../../auth/viewer.ts";
import { CACHED_ANSWERS, CONTENT, userName } from "../../platform/cached-answers.ts";
import { readCachesOf, readThrough } from "../../platform/read-caches.ts";
import { dashboardKeyOf, getDashboardAndNames } from "../dashboard/dashboard.service.ts";
import { getWeekViewUnlessOpeningChangesIt } from "../progress/week-view.service.ts";
import { getAvailability } from "../chat/chat.service.ts";

/** The build's renderer folder inside the web root (a dot folder: @fastify/static does not serve it). */
export const SSR_DIR = ".ssr";

/** The role whose page each server-rendered dashboard is: the browser's route guard lets only that role in. */
const PAGE_ROLES: ReadonlyMap<string, Role> = new Map([
  ["/dashboard/dad", "dad"],
  ["/dashboard/son", "son"],
]);

/** The week page's template (drawn from /week/1) serves every `/week/:n`; a dad and a son may open it. */
const WEEK_TEMPLATE = "/week/1";
const WEEK_ROLES: ReadonlySet<Role> = new Set(["dad", "son"]);
/** `/week/<n>` as the app writes it (no leading zero, no sign); any other spelling gets the shell. */
const WEEK_PATH = /^\/week\/([1-9][0-9]{0,8})$/;

/** The template a path is drawn with, and which kind of page it is. */
function pageOf(pagePath: string): { template: string; kind: "dashboard" | "week" } | null {
  if (PAGE_ROLES.has(pagePath)) return { template: pagePath, kind: "dashboard" };
  if (WEEK_PATH.test(pagePath)) return { template: WEEK_TEMPLATE, kind: "week" };
  return null;
}

/** A page's title as its screen renders it (React writes a screen's <title> where the screen is). */
function titleOf(markup: string): string | null {
  return /<title>([^<]*)<\/title>/.exec(markup)?.[1] ?? null;
}

interface Renderer {
  renderWithState(pathname: string, state: EmbeddedState, locale?: Locale): Promise<string>;
  /** The page without a viewer (the build's prerender): here only to load the screens' code before the first request. */
  render?(pathname: string): Promise<string>;
}

interface ServerManifest {
  entry: string;
  markup: string;
  state: string;
  pages: Record<string, string>;
}

/** A template split around its two placeholders: before the markup, between markup and state, after the state. */
type Template = readonly [string, string, string];

export interface ViewerPages {
  /** Whether `pagePath` is one of them (before any work for the request). */
  has(pagePath: string): boolean;
  /**
   * Sends the page rendered for this request's viewer and returns true; false (nothing sent) when the caller should
   * send the prerendered page: no viewer, a viewer of another role, or any failure (logged).
   */
  send(request: FastifyRequest, reply: FastifyReply, pagePath: string): Promise<boolean>;
}

const NONE: ViewerPages = { has: () => false, send: async () => false };

function readManifest(dir: string): ServerManifest | null {
  const file = path.join(dir, "server-pages.json");
  if (!fs.existsSync(file)) return null;
  const value = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<ServerManifest>;
  if (typeof value.entry !== "string" || !/^[\w.-]+\.m?js$/.test(value.entry)) return null;
  if (typeof value.markup !== "string" || typeof value.state !== "string" || typeof value.pages !== "object" || value.pages === null) return null;
  return value as ServerManifest;
}

function splitTemplate(html: string, manifest: ServerManifest): Template | null {
  const markupAt = html.indexOf(manifest.markup);
  const stateAt = html.indexOf(manifest.state, markupAt + manifest.markup.length);
  if (markupAt === -1 || stateAt === -1) return null;
  return [html.slice(0, markupAt), html.slice(markupAt + manifest.markup.length, stateAt), html.slice(stateAt + manifest.state.length)];
}

/**
 * The viewer pages the build in `webRoot` provides; none when it has no server renderer (an older build, `vite
 * build` alone). The renderer module starts loading now, so the first page does not wait for it.
 */
export function loadViewerPages(app: App, webRoot: string): ViewerPages {
  const dir = path.join(webRoot, SSR_DIR);
  let manifest: ServerManifest | null;
  try {
    manifest = readManifest(dir);
  } catch (error) {
    app.log.warn({ err: error }, "server-rendered pages: unreadable dist/.ssr/server-pages.json; the prerendered pages are sent");
    return NONE;
  }
  if (!manifest) return NONE;

  const templates = new Map<string, Template>();
  for (const [pagePath, file] of Object.entries(manifest.pages)) {
    if ((!PAGE_ROLES.has(pagePath) && pagePath !== WEEK_TEMPLATE) || !/^[\w-]+\.html$/.test(file)) continue;
    const template = splitTemplate(fs.readFileSync(path.join(dir, file), "utf8"), manifest);
    if (template) templates.set(pagePath, template);
  }
  if (templates.size === 0) return NONE;

  const renderer: Promise<Renderer | null> = import(pathToFileURL(path.join(dir, manifest.entry)).href)
    .then(async (module: Partial<Renderer>) => {
      if (typeof module.renderWithState !== "function") throw new Error(`${manifest.entry} exports no renderWithState`);
      // One render per page loads its screens' code (the first would otherwise take ~0.3 s longer).
      for (const pagePath of templates.keys()) await module.render?.(pagePath);
      return module as Renderer;
    })
    .catch((error: unknown) => {
      app.log.error({ err: error }, "server-rendered pages: the renderer did not load; the prerendered pages are sent");
      return null;
    });
  const { db, integrations } = app.deps;
  /** The pages being made now, by key (one render for concurrent requests of the same page). */
  const making = new Map<string, Promise<Buffer>>();

  /**
   * The page's bytes as sent, from `cache` under `key` or made now by `make` (one making for concurrent requests of
   * the same page: a change, then 50 readers at once, wait for one render).
   */
  const pageFrom = (
    cache: typeof CACHED_ANSWERS.dashboardPage | typeof CACHED_ANSWERS.weekPage,
    key: string,
    make: () => Promise<{ html: string; dependsOn: readonly string[] }>,
    encoding: "br" | "gzip" | null,
  ): Buffer | Promise<Buffer> => {
    // A kept page is sent as it is: no promise, no entry in `making` (most requests).
    const kept = readCachesOf(db)?.get<Buffer>(cache).get(key);
    if (kept !== undefined) return kept;
    const makingKey = `${cache.name}|${key}`;
    let pending = making.get(makingKey);
    if (!pending) {
      let dependsOn: readonly string[] = [];
      pending = readThrough(
        db,
        cache,
        key,
        async () => {
          const made = await make();
          dependsOn = made.dependsOn;
          return encoding ? compress(made.html, encoding) : Buffer.from(made.html);
        },
        () => dependsOn,
      ).finally(() => making.delete(makingKey));
      making.set(makingKey, pending);
    }
    return pending;
  };

  return {
    has: (pagePath) => {
      const page = pageOf(pagePath);
      return page !== null && templates.has(page.template);
    },
    async send(request, reply, pagePath) {
      const page = pageOf(pagePath);
      const template = page && templates.get(page.template);
      if (!page || !template) return false;
      try {
        // Who may see what is decided exactly as for the API: the same viewer, the same guard, the same service.
        const viewer = await request.viewer();
        if (!viewer || viewer.mustChoosePassword) return false;
        if (page.kind === "dashboard" ? viewer.role !== PAGE_ROLES.get(pagePath) : !WEEK_ROLES.has(viewer.role)) return false;
        // The route's own parameter schema: a week the API refuses (0, beyond its range) is the app's to explain.
        const params = page.kind === "week" ? ZWeekParams.safeParse({ week: WEEK_PATH.exec(pagePath)?.[1] }) : null;
        if (params && !params.success) return false;
        await authorizeRequest(request, page.kind === "dashboard" ? "dashboard.read" : "week.read");
        const render = await renderer;
        if (!render) return false;
        const encoding = preferredEncoding(request.headers["accept-encoding"]);
        const answer = sessionAnswer(viewer, integrations.assistant.configured);
        // What the API would send: each answer through its response schema (unknown fields stripped, as its
        // serializer does). Only when the page is made: a kept page was made from this same answer (it is in the key).
        const sessionData = () => {
          const session = safeEncode(ZSessionResponse, answer);
          if (!session.success) throw session.error;
          return session.data;
        };
        // His language: his stored choice, else his browser's (part of each kept page's key).
        const locale = headerLocale(request, viewer.language);
        const fill = (markup: string, state: EmbeddedState) => {
          let head = withLang(template[0], locale);
          // The week's number is in its title: the template's is week 1's.
          const title = page.kind === "week" ? titleOf(markup) : null;
          if (title !== null) head = head.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
          return head + markup + template[1] + embeddedStateElement(state) + template[2];
        };
        let body: Buffer | null;
        if (page.kind === "dashboard") {
          // Kept per page, encoding, session answer (the viewer's id is in it) and dashboard key, and dropped with the
          // dashboard's answer: a hit neither reads, renders nor compresses.
          const cache = CACHED_ANSWERS.dashboardPage;
          const key = cache.key(pagePath, encoding ?? "identity", JSON.stringify(answer), `${locale}|${dashboardKeyOf(viewer, undefined)}`);
          body = await pageFrom(
            cache,
            key,
            async () => {
              const dashboard = await getDashboardAndNames(db, viewer, undefined);
              const data = safeEncode(ZDashboardResponse, dashboard.answer);
              if (!data.success) throw data.error;
              const state: EmbeddedState = { session: sessionData(), dashboard: data.data };
              return { html: fill(await render.renderWithState(pagePath, state, locale), state), dependsOn: dashboard.dependsOn };
            },
            encoding,
          );
        } else {
          const weekNumber = params?.success ? params.data.week : 1;
          // Kept per page, encoding, session answer and what the week is read with (his plan, his role, his family's
          // run); dropped when he or his family's dad (run, progress, purchases, seats, memberships) or any content
          // is announced.
          const cache = CACHED_ANSWERS.weekPage;
          // The page holds the assistant as GET /api/chat/status answers him (none without a model, his dad's
          // switch for a son), so a page that waits for a touch shows no assistant that cannot answer.
          const assistant = await getAvailability(db, integrations.assistant, viewer);
          const weekKey = `${viewer.role}|${viewer.familyDadId ?? "-"}|${viewer.selectedPlanId ?? "-"}|${assistant.availability}|${assistant.message ?? "-"}`;
          const key = cache.key(pagePath, encoding ?? "identity", JSON.stringify(answer), `${locale}|${weekKey}`);
          const notDrawn = Symbol("not drawn");
          body = await Promise.resolve(
            pageFrom(
              cache,
              key,
              async () => {
                const view = await getWeekViewUnlessOpeningChangesIt(db, viewer, weekNumber);
                // Opening it would complete an item: the app opens it (a page load never writes). Nothing is kept.
                if (!view) throw notDrawn;
                const data = safeEncode(ZWeekView, view);
                if (!data.success) throw data.error;
                const state: EmbeddedState = { session: sessionData(), week: { number: weekNumber, view: data.data }, assistant };
                const dependsOn = [userName(viewer.userId), ...(viewer.familyDadId ? [userName(viewer.familyDadId)] : []), CONTENT];
                return { html: fill(await render.renderWithState(pagePath, state, locale), state), dependsOn };
              },
              encoding,
            ),
          ).catch((error: unknown) => {
            if (error === notDrawn) return null;
            throw error;
          });
          if (!body) return false;
        }
        reply
          .header("cache-control", "no-store")
          .header("vary", "Cookie, Accept-Encoding, Accept-Language")
          .header("content-language", locale)
          .type("text/html; charset=utf-8");
        if (encoding) reply.header("content-encoding", encoding);
        await reply.send(body);
        return true;
      } catch (error) {
        request.log.error({ err: error, page: pagePath }, "server-rendered page failed; the prerendered page is sent");
        return false;
      }
    },
  };
}

/** Brotli at a low quality: a few milliseconds for ~100 KB on a worker thread, most of the ratio of the highest. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

export function compress(html: string, encoding: "br" | "gzip"): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === "br") zlib.brotliCompress(html, BROTLI, done);
    else zlib.gzip(html, { level: 6 }, done);
  });
}

/** The answers for the Accept-Encoding values seen (browsers send a handful; bounded, the value is the client's). */
const encodingOf = new Map<string, "br" | "gzip" | null>();

/** Brotli if the browser accepts it, else gzip, else none (a coding with q=0 is refused). */
export function preferredEncoding(header: string | undefined): "br" | "gzip" | null {
  const known = encodingOf.get(header ?? "");
  if (known !== undefined) return known;
  const chosen = chooseEncoding(header ?? "");
  if (encodingOf.size < 100 && (header ?? "").length <= 200) encodingOf.set(header ?? "", chosen);
  return chosen;
}

function chooseEncoding(header: string): "br" | "gzip" | null {
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((token) => token.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}
