// A local Stripe stand-in: a real HTTP server answering exactly the Stripe endpoints StrongBond calls, so the
// official SDK runs end to end (auth header, form encoding, idempotency keys, retries). v1 request bodies are
// form-encoded with bracket keys (a[b][c]=1, a[0][b]=2) and decoded here into objects; every request is
// recorded so tests can assert what was sent (the application fee, the destination, the refund flags...).
// Its checkout URL stands in for the hosted Checkout page: opening it redirects to the session's success URL.
import crypto from "node:crypto";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeAccount {
  id: string;
  transfers: "active" | "inactive" | "pending";
  detailsSubmitted: boolean;
}

export interface FakeCheckoutSession {
  id: string;
  successUrl: string;
  cancelUrl: string;
  body: Record<string, unknown>;
}

export interface FakeStripeServer {
  url: string;
  requests: RecordedStripeRequest[];
  accounts: Map<string, FakeAccount>;
  sessions: Map<string, FakeCheckoutSession>;
  /** The next N requests to a path (e.g. "POST /v1/accounts") answer with this status and a Stripe error. */
  failNext(route: string, status: number, times?: number): void;
  setAccount(id: string, state: Partial<Omit<FakeAccount, "id">>): void;
  requestsTo(route: string): RecordedStripeRequest[];
  close(): Promise<void>;
}

/** Decodes a Stripe form body (`a[b][0][c]=x`) into nested objects and arrays. */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? "");
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

function id(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(8).toString("hex")}`;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
  res.end(JSON.stringify(body));
}

export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const requests: RecordedStripeRequest[] = [];
  const accounts = new Map<string, FakeAccount>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const idempotent = new Map<string, unknown>();
  const failures = new Map<string, { status: number; times: number }>();
  let base = "";

  const accountJson = (a: FakeAccount) => ({
    id: a.id,
    object: "account",
    capabilities: { transfers: a.transfers },
    details_submitted: a.detailsSubmitted,
    payouts_enabled: a.transfers === "active",
    charges_enabled: a.transfers === "active",
  });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stripe.local");
      const text = Buffer.concat(chunks).toString("utf8");
      const isJson = (req.headers["content-type"] ?? "").includes("json");
      const body = text === "" ? {} : isJson ? (JSON.parse(text) as Record<string, unknown>) : decodeStripeForm(text);
      const route = `${req.method} ${url.pathname}`;
      // The stubbed hosted Checkout page: "paying" just goes back to the success URL.
      const checkout = /^\/checkout\/(cs_\w+)$/.exec(url.pathname);
      if (req.method === "GET" && checkout) {
        const session = sessions.get(checkout[1] ?? "");
        if (!session) return send(res, 404, { error: "no such session" });
        res.writeHead(303, { location: session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id) });
        return res.end();
      }
      if (req.method === "GET" && url.pathname.startsWith("/onboarding/")) {
        res.writeHead(200, { "content-type": "text/html" });
        return res.end("<!doctype html><title>Stripe onboarding (stand-in)</title><h1>Stripe onboarding</h1>");
      }
      requests.push({ method: req.method ?? "", path: url.pathname, headers: req.headers, body });
      const failure = [...failures.entries()].find(([key]) => route.startsWith(key));
      if (failure && failure[1].times > 0) {
        failure[1].times -= 1;
        return send(res, failure[1].status, { error: { type: "api_error", message: "The stand-in was told to fail." } });
      }
      if (!String(req.headers.authorization ?? "").startsWith("Bearer sk_")) {
        return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      const key = req.headers["idempotency-key"];
      const replayKey = typeof key === "string" ? `${route} ${key}` : undefined;
      if (replayKey && idempotent.has(replayKey)) return send(res, 200, idempotent.get(replayKey));
      const answer = (status: number, json: unknown) => {
        if (replayKey && status < 400) idempotent.set(replayKey, json);
        send(res, status, json);
      };

      if (route === "POST /v1/accounts") {
        const account: FakeAccount = { id: id("acct"), transfers: "inactive", detailsSubmitted: false };
        accounts.set(account.id, account);
        return answer(200, accountJson(account));
      }
      const accountMatch = /^GET \/v1\/accounts\/(acct_\w+)$/.exec(route);
      if (accountMatch) {
        const account = accounts.get(accountMatch[1] ?? "");
        if (!account) return send(res, 404, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such account" } });
        return answer(200, accountJson(account));
      }
      if (route === "POST /v1/account_links") {
        const account = String(body.account ?? "");
        if (!accounts.has(account)) return send(res, 400, { error: { type: "invalid_request_error", message: "No such account" } });
        return answer(200, { object: "account_link", url: `${base}/onboarding/${account}?n=${crypto.randomBytes(4).toString("hex")}`, expires_at: 0 });
      }
      if (route === "POST /v1/checkout/sessions") {
        const sessionId = id("cs_test");
        sessions.set(sessionId, { id: sessionId, successUrl: String(body.success_url), cancelUrl: String(body.cancel_url), body });
        return answer(200, { id: sessionId, object: "checkout.session", url: `${base}/checkout/${sessionId}`, payment_status: "unpaid" });
      }
      if (route === "POST /v1/refunds") {
        return answer(200, { id: id("re"), object: "refund", amount: Number(body.amount), status: "succeeded", payment_intent: body.payment_intent });
      }
      send(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${route})` } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    accounts,
    sessions,
    failNext(route, status, times = 1) {
      failures.set(route, { status, times });
    },
    setAccount(accountId, state) {
      const account = accounts.get(accountId) ?? { id: accountId, transfers: "inactive", detailsSubmitted: false };
      accounts.set(accountId, { ...account, ...state, id: accountId });
    },
    requestsTo(route) {
      return requests.filter((r) => `${r.method} ${r.path}` === route);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const signer = new Stripe("sk_test_signer");

/** A Stripe event as its webhook sends it, and the Stripe-Signature header for it (timestamp in seconds). */
export function signedStripeEvent(
  secret: string,
  event: { id?: string; type: string; object: Record<string, unknown>; account?: string },
): { id: string; payload: string; signature: string } {
  const eventId = event.id ?? id("evt");
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    type: event.type,
    livemode: false,
    ...(event.account ? { account: event.account } : {}),
    data: { object: event.object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return { id: eventId, payload, signature };
}
