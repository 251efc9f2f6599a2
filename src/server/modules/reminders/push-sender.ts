// Web Push: VAPID keys (settable by env, else generated once into DATA_DIR like AUTH_SECRET), the
// payload encrypted by `web-push` (RFC 8291, aes128gcm), and the request sent by us so the address is checked
// first and the connection made to the address checked: https only, never a private, loopback, link-local or
// mapped address (SSRF, DNS rebinding) — the tests' stand-in on 127.0.0.1 is allowed only with
// PUSH_ALLOW_PRIVATE_ENDPOINTS under NODE_ENV=test.
import dns from "node:dns/promises";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import path from "node:path";
import webpush from "web-push";
import type { AppConfig } from "../../config.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else DATA_DIR/vapid.json (generated once, mode 0600); in tests, in memory. */
export function loadOrCreateVapidKeys(config: Pick<AppConfig, "reminders" | "dataDir" | "env">): VapidKeys {
  if (config.reminders.vapid) return config.reminders.vapid;
  if (config.env === "test") return webpush.generateVAPIDKeys();
  const file = path.join(config.dataDir, "vapid.json");
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as VapidKeys;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  fs.writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

// Every range no push service has: unspecified, "this network", private, CGNAT, loopback, link-local, IETF and
// documentation blocks, benchmarking, multicast, reserved and broadcast; in IPv6 also unique-local, the old
// site-local, discard-only, every IPv4-mapped and IPv4-compatible address (::ffff:0:0/96, ::/96) and 6to4 (2002::/16).
// NAT64 (64:ff9b::/96) is judged by the IPv4 address it carries.
// Two lists: a BlockList checks an IPv4 address against its IPv6 rules too (as ::ffff:a.b.c.d).
const REFUSED_V4 = new net.BlockList();
const REFUSED_V6 = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  REFUSED_V4.addSubnet(prefix, bits, "ipv4");
for (const [prefix, bits] of [
  ["::", 96],
  ["::ffff:0:0", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  REFUSED_V6.addSubnet(prefix, bits, "ipv6");
const NAT64 = new net.BlockList();
NAT64.addSubnet("64:ff9b::", 96, "ipv6");

/** The IPv4 address in the last 32 bits of an IPv6 address (written with "::" or a dotted tail or neither). */
function lastIPv4Of(ipv6: string): string {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(ipv6)?.[1];
  if (dotted) return dotted;
  const groups = ipv6.split(":");
  const low = parseInt(groups.at(-1) || "0", 16);
  const high = parseInt(groups.at(-2) || "0", 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** True for an address no push service has (the ranges above); false for a public address or a host name. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "").toLowerCase();
  const family = net.isIP(ip);
  if (family === 4) return REFUSED_V4.check(ip, "ipv4");
  if (family !== 6) return false;
  if (NAT64.check(ip, "ipv6")) return isPrivateAddress(lastIPv4Of(ip));
  return REFUSED_V6.check(ip, "ipv6");
}

/** Why an endpoint is refused, or null when it may be stored (the name is resolved again before every send). */
export function endpointProblem(endpoint: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "not a URL";
  }
  if (url.username || url.password) return "credentials in the URL";
  const host = url.hostname.toLowerCase();
  const local = host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal") || isPrivateAddress(host);
  if (allowPrivate && local && (url.protocol === "http:" || url.protocol === "https:")) return null;
  if (url.protocol !== "https:") return "not https";
  if (local) return "a private or loopback address";
  if (!host.includes(".")) return "not a public host name";
  return null;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = { status: "sent" } | { status: "gone" } | { status: "refused"; reason: string };

export interface PushSender {
  readonly publicKey: string;
  /** Sends one encrypted notification; "gone" when the push service says the subscription expired (404/410). */
  send(target: PushTarget, payload: object, options?: { topic?: string; ttlSeconds?: number }): Promise<PushOutcome>;
}

/** A name's address as the resolver answers it. */
export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Resolves a host name to every address it has (the system resolver; tests pass their own). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * POSTs to `url` over a connection to `address` (already checked): the request's own lookup answers with it, so
 * the name is never resolved a second time between the check and the connection (DNS rebinding). TLS still
 * checks the certificate against the URL's host name. A fresh connection each time: no pooled socket is reused.
 */
function postTo(url: URL, address: ResolvedAddress, request: { method: string; headers: Record<string, string>; body: Buffer | null }): Promise<number> {
  const pinned: net.LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
  return new Promise((resolve, reject) => {
    const outgoing = (url.protocol === "https:" ? https : http).request(
      url,
      { method: request.method, headers: request.headers, lookup: pinned, agent: false, signal: AbortSignal.timeout(10_000) },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(request.body ?? undefined);
  });
}

export function createPushSender(config: Pick<AppConfig, "reminders" | "dataDir" | "env">, options: { resolve?: Resolve } = {}): PushSender {
  const keys = loadOrCreateVapidKeys(config);
  const allowPrivate = config.reminders.allowPrivatePushEndpoints;
  const resolve = options.resolve ?? systemResolve;
  return {
    publicKey: keys.publicKey,
    async send(target, payload, options = {}) {
      const problem = endpointProblem(target.endpoint, allowPrivate);
      if (problem) return { status: "refused", reason: problem };
      const url = new URL(target.endpoint);
      const host = url.hostname.replace(/^\[|\]$/g, "");
      // The name could point inside our network since it was stored: resolve it now, check every address, and
      // connect to the one checked.
      const literal = net.isIP(host);
      const addresses = literal ? [{ address: host, family: literal }] : await resolve(host);
      const address = addresses[0];
      if (!address) return { status: "refused", reason: "the name has no address" };
      if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) return { status: "refused", reason: "resolves to a private address" };
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: config.reminders.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: options.ttlSeconds ?? 24 * 3600,
          urgency: "normal",
          ...(options.topic ? { topic: options.topic } : {}),
        },
      );
      const status = await postTo(url, address, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? Buffer.from(details.body) : null,
      });
      if (status === 404 || status === 410) return { status: "gone" };
      if (status < 200 || status >= 300) throw new Error(`the push service answered ${status}`);
      return { status: "sent" };
    },
  };
}
