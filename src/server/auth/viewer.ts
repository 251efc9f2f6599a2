// Who is asking: the session cookie checked here (Better Auth's signature, expiry and refresh rules), then the
// session, user and profile read in one indexed statement, or from the in-process cache that every process
// empties on the database's announcement (viewer-cache.ts). Better Auth stays the authority: it creates and
// ends sessions, and answers whenever a session is expired, due for its rolling refresh, or not a cookie.
//
import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { TCurrentUser } from "../../shared/schemas/identity.ts";
import type { Database } from "../db/client.ts";
import { CACHED_ANSWERS } from "../platform/cached-answers.ts";
import { auditedRead } from "../platform/read-caches.ts";
import type { CachedViewer, ViewerCache } from "../platform/viewer-cache.ts";
import { SESSION_ABSOLUTE_MS } from "./session-lifetime.ts";
import type { Viewer } from "./viewer-type.ts";
import { isLocale } from "../../shared/i18n/locales.ts";
import { claimFirstSession, deleteSession, ensureProfile, selectViewerByToken, type ViewerRow } from "./viewer.queries.ts";

/** A first visit ends with its session, or this long after it began if the session lives on. */
export const FIRST_VISIT_MS = 12 * 60 * 60 * 1000;

/** GET /api/session's answer for this viewer (the server-rendered dashboards embed the same). */
export function sessionAnswer(
  viewer: Viewer | null,
  assistantConfigured: boolean,
  now = Date.now(),
): { user: TCurrentUser | null; assistantConfigured?: boolean } {
  return viewer ? { user: toCurrentUser(viewer, now), assistantConfigured } : { user: null };
}

export function toCurrentUser(viewer: Viewer, now = Date.now()): TCurrentUser {
  return {
    id: viewer.userId,
    email: viewer.email,
    fullName: viewer.fullName,
    role: viewer.role,
    organizationId: viewer.organizationId,
    organizationRole: viewer.organizationRole,
    isGlobalAdmin: viewer.isGlobalAdmin,
    selectedPlanId: viewer.selectedPlanId,
    avatarUrl: viewer.avatarUrl,
    firstVisit: viewer.firstSession && now - viewer.sessionCreatedAt < FIRST_VISIT_MS,
    sonAgeBand: viewer.sonAgeBand,
    mustChoosePassword: viewer.mustChoosePassword,
    timeZone: viewer.timeZone,
    language: viewer.language,
  };
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : String(value));
  }
  // Better Auth keys rate limits by this header: it must be the address Fastify resolved, never the client's claim.
  headers.set("x-forwarded-for", request.ip);
  return headers;
}

/**
 * What the viewer's loader asks of Better Auth (the identity module creates it): its cookie and session settings,
 * and its answer for a session it must decide itself. Only this much, so who-is-asking depends on no module.
 */
export interface SessionAuthority {
  $context: PromiseLike<{
    authCookies: { sessionToken: { name: string } };
    secret: string;
    sessionConfig: { expiresIn: number; updateAge: number };
  }>;
  api: { getSession(input: { headers: Headers }): Promise<{ session: { token: string } } | null> };
}

/** What loadViewer needs, prepared once per app (Better Auth's cookie name, secret and session settings). */
export interface ViewerSource {
  auth: SessionAuthority;
  db: Database;
  cache: ViewerCache<Viewer>;
  cookieName: string;
  /** HMAC-SHA256 key of Better Auth's signed cookies. */
  secret: string;
  /** Better Auth's session.expiresIn and updateAge, in ms: a session is refreshed once expiresAt - expiresIn + updateAge has passed. */
  expiresInMs: number;
  updateAgeMs: number;
  /** Signed cookie values already verified, with their token (see tokenOfCookie). */
  verified: { get(raw: string): string | undefined; set(raw: string, token: string): unknown };
}

/** At most this many verified cookie values are remembered (the least recently used goes first), like the viewer cache. */
const VERIFIED_COOKIES_MAX = CACHED_ANSWERS.viewer.max;

export async function createViewerSource(auth: SessionAuthority, db: Database, cache: ViewerCache<Viewer>): Promise<ViewerSource> {
  const context = await auth.$context;
  return {
    auth,
    db,
    cache,
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
    verified: new LRUCache<string, string>({ max: VERIFIED_COOKIES_MAX }),
  };
}

/** The value of cookie `name` as Better Auth's cookie parser reads it (first occurrence, quotes removed, URI-decoded). */
export function readCookie(header: string, name: string): string | null {
  const raw = rawCookie(header, name);
  return raw === null ? null : decodeCookie(raw);
}

function decodeCookie(value: string): string {
  try {
    return value.includes("%") ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/** The value of cookie `name` (first occurrence, quotes removed), not yet URI-decoded. */
function rawCookie(header: string, name: string): string | null {
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf("=", index);
    if (eq === -1) return null;
    let end = header.indexOf(";", index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(";", eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      return value;
    }
    index = end + 1;
  }
  return null;
}

/**
 * The session token of a signed cookie value `token.signature` (base64 HMAC-SHA256 of the token with the auth
 * secret, as better-call signs it), or null when absent, malformed or not signed by us.
 */
export function verifySignedToken(value: string | null, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const given = Buffer.from(signature, "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The session token of a cookie value as sent (not yet URI-decoded): decoded and checked by verifySignedToken, and
 * remembered: an HMAC costs more than the rest of a cached viewer's lookup, and a browser sends the same value on
 * every request. A value is remembered only once its signature checked out, so a hit is a value signed with our
 * secret (whether its session still lives is the cache's and the database's question, asked on every request as
 * before); forged or malformed values are checked every time and never stored.
 */
export function tokenOfCookie(source: Pick<ViewerSource, "secret" | "verified">, raw: string): string | null {
  const known = source.verified.get(raw);
  if (known !== undefined) return known;
  const token = verifySignedToken(decodeCookie(raw), source.secret);
  if (token === null) return null;
  source.verified.set(raw, token);
  return token;
}

function toViewer(row: ViewerRow, profile: NonNullable<ViewerRow["profile"]>): Viewer {
  const son = profile.role === "son" && profile.familyDadId !== null;
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    email: row.email,
    fullName: profile.fullName,
    role: profile.role,
    organizationId: profile.memberOrganizationId ?? profile.organizationId,
    organizationRole: profile.organizationRole,
    // A global admin who starts an organization stays a global admin: only the profile's organization_id counts.
    isGlobalAdmin: profile.role === "admin" && profile.organizationId === null,
    twoFactorEnabled: row.twoFactorEnabled,
    selectedPlanId: son ? profile.familyPlanId : profile.selectedPlanId,
    familyDadId: son ? profile.familyDadId : null,
    avatarUrl: profile.avatarUrl,
    timeZone: son ? (profile.familyTimeZone ?? profile.timeZone) : profile.timeZone,
    language: isLocale(profile.language) ? profile.language : null,
    firstSession: profile.firstSessionId === row.sessionId,
    sessionCreatedAt: row.sessionCreatedAt.getTime(),
    sonAgeBand: son ? profile.familyAgeBand : null,
    mustChoosePassword: son && profile.familyAgeBand === "13_plus" && row.passwordSetByDad,
  };
}

/**
 * Better Auth's own answer, for what it decides: an expired session (it deletes it), one due for its rolling
 * refresh (it moves expiresAt; the database then announces the change), a bearer token. Then our one statement.
 */
async function loadThroughBetterAuth(source: ViewerSource, request: FastifyRequest): Promise<Viewer | null> {
  const session = await source.auth.api.getSession({ headers: toHeaders(request) });
  if (!session) return null;
  return loadByToken(source, request, session.session.token, false);
}

async function loadByToken(source: ViewerSource, request: FastifyRequest, token: string, checkWithBetterAuth: boolean): Promise<Viewer | null> {
  const { cache, db } = source;
  const now = Date.now();
  let entry: Omit<CachedViewer<Viewer>, "staleAt"> | undefined = cache.get(token, now);
  if (!entry) {
    const generation = cache.generation();
    let row = await auditedRead(CACHED_ANSWERS.viewer, () => selectViewerByToken(db, token));
    if (!row) return null;
    if (!row.profile) {
      // Profile resolution (docs/areas: accounts): an account without a profile gets one from its name, role dad;
      // a concurrent creation wins and its role is used.
      await ensureProfile(db, row.userId, row.name.trim() || row.email.split("@")[0] || "StrongBond user");
      row = await selectViewerByToken(db, token);
      if (!row?.profile) return null;
    }
    // The first session that loads his viewer is his first visit; claimed once per account. A son who
    // must first choose his own password is greeted in the session that password opens, not this one.
    const choosing = row.profile.role === "son" && row.profile.familyDadId !== null && row.profile.familyAgeBand === "13_plus" && row.passwordSetByDad;
    if (row.profile.firstSessionId === null && !choosing) row.profile.firstSessionId = await claimFirstSession(db, row.userId, row.sessionId);
    entry = {
      viewer: toViewer(row, row.profile),
      userId: row.userId,
      familyDadId: row.profile.familyDadId,
      expiresAt: row.expiresAt.getTime(),
      createdAt: row.sessionCreatedAt.getTime(),
    };
    cache.set(token, entry, generation, now);
  }
  if (now - entry.createdAt > SESSION_ABSOLUTE_MS) {
    // Past the absolute cap the session ends however recently it was used: delete it, so the cookie is dead.
    cache.delete(token);
    await deleteSession(db, entry.viewer.sessionId);
    request.log.info({ userId: entry.userId }, "session ended: absolute lifetime reached");
    return null;
  }
  if (checkWithBetterAuth && (entry.expiresAt <= now || entry.expiresAt - source.expiresInMs + source.updateAgeMs <= now)) {
    cache.delete(token);
    return loadThroughBetterAuth(source, request);
  }
  return entry.viewer;
}

/** Loads the viewer for a request, or null when signed out, the session is expired, revoked or past its absolute lifetime. */
export async function loadViewer(source: ViewerSource, request: FastifyRequest): Promise<Viewer | null> {
  const cookie = request.headers.cookie;
  const value = cookie ? rawCookie(cookie, source.cookieName) : null;
  if (value === null) {
    // No session cookie: a bearer token (or anything else Better Auth accepts) is Better Auth's to read.
    return request.headers.authorization ? loadThroughBetterAuth(source, request) : null;
  }
  const token = tokenOfCookie(source, value);
  if (token === null) return null;
  return loadByToken(source, request, token, true);
}
