// Web Push (decision 047): VAPID keys (settable by env, else generated once into DATA_DIR like AUTH_SECRET), the
// payload encrypted by `web-push` (RFC 8291, aes128gcm), and the request sent by us so the address is checked
// first: https only, never a private, loopback or link-local address (SSRF) — the tests' stand-in on 127.0.0.1
// is allowed only with PUSH_ALLOW_PRIVATE_ENDPOINTS under NODE_ENV=test.
import dns from "node:dns/promises";
import fs from "node:fs";
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

/** True for addresses no push service has: loopback, private, link-local, unique-local, unspecified, CGNAT. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1]) return isPrivateAddress(mapped[1]);
  if (net.isIPv4(ip)) {
    const [a = 0, b = 0] = ip.split(".").map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) ||
      a >= 224
    );
  }
  if (net.isIPv6(ip))
    return (
      ip === "::" ||
      ip === "::1" ||
      ip.startsWith("fc") ||
      ip.startsWith("fd") ||
      ip.startsWith("fe8") ||
      ip.startsWith("fe9") ||
      ip.startsWith("fea") ||
      ip.startsWith("feb") ||
      ip.startsWith("ff")
    );
  return false;
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

export function createPushSender(config: Pick<AppConfig, "reminders" | "dataDir" | "env">): PushSender {
  const keys = loadOrCreateVapidKeys(config);
  const allowPrivate = config.reminders.allowPrivatePushEndpoints;
  return {
    publicKey: keys.publicKey,
    async send(target, payload, options = {}) {
      const problem = endpointProblem(target.endpoint, allowPrivate);
      if (problem) return { status: "refused", reason: problem };
      if (!allowPrivate) {
        // The name could point inside our network since it was stored: resolve it now and check every address.
        const addresses = await dns.lookup(new URL(target.endpoint).hostname, { all: true });
        if (addresses.some((a) => isPrivateAddress(a.address))) return { status: "refused", reason: "resolves to a private address" };
      }
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
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: "error",
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return { status: "gone" };
      if (!response.ok) throw new Error(`the push service answered ${response.status}`);
      return { status: "sent" };
    },
  };
}
