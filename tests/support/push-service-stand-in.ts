// A local stand-in for a browser's push service (FCM, Mozilla autopush), speaking the Web Push protocol: it
// accepts POST /push/<id> with a VAPID Authorization header (RFC 8292: the ES256 JWT is verified against the
// key `k`, its audience and expiry checked), decrypts the aes128gcm body with the subscription's own private key
// and auth secret (RFC 8291, via http_ece) and records the payload. A subscription can be told to be gone (410).
import crypto from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import ece from "http_ece";

export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface DeliveredPush {
  subscriptionId: string;
  payload: { title: string; body: string; url: string; tag: string };
  ttl: string | undefined;
  topic: string | undefined;
}

export interface PushServiceStandIn {
  readonly url: string;
  readonly delivered: readonly DeliveredPush[];
  /** Requests refused (bad VAPID, undecryptable body), with the reason. */
  readonly refused: readonly string[];
  createSubscription(): StandInSubscription;
  /** From now on this subscription answers 410 Gone (it expired in the browser). */
  expire(endpoint: string): void;
  waitFor(count: number, timeoutMs?: number): Promise<DeliveredPush[]>;
  close(): Promise<void>;
}

function verifyVapid(authorization: string | undefined, audience: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match?.[1] || !match[2]) return "no VAPID authorization";
  const [header, claims, signature] = match[1].split(".");
  if (!header || !claims || !signature) return "malformed JWT";
  const publicKey = Buffer.from(match[2], "base64url");
  const key = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: publicKey.subarray(1, 33).toString("base64url"), y: publicKey.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const ok = crypto.verify("sha256", Buffer.from(`${header}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!ok) return "bad JWT signature";
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== audience) return `audience ${body.aud} is not ${audience}`;
  if (!body.exp || body.exp * 1000 < Date.now() || body.exp * 1000 > Date.now() + 24 * 3600 * 1000 + 60_000) return "bad expiry";
  if (!body.sub?.startsWith("mailto:") && !body.sub?.startsWith("https:")) return "bad subject";
  return null;
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const subscriptions = new Map<string, { ecdh: crypto.ECDH; auth: string; gone: boolean }>();
  const delivered: DeliveredPush[] = [];
  const refused: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = /^\/push\/([a-f0-9]+)$/.exec(request.url ?? "")?.[1];
      const subscription = id ? subscriptions.get(id) : undefined;
      if (request.method !== "POST" || !id || !subscription) {
        response.writeHead(404).end();
        return;
      }
      if (subscription.gone) {
        response.writeHead(410).end();
        return;
      }
      const problem = verifyVapid(request.headers.authorization, `http://${request.headers.host}`);
      if (problem || request.headers["content-encoding"] !== "aes128gcm" || !request.headers.ttl) {
        refused.push(problem ?? "missing Content-Encoding or TTL");
        response.writeHead(401).end();
        return;
      }
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), { version: "aes128gcm", privateKey: subscription.ecdh, authSecret: subscription.auth });
        delivered.push({
          subscriptionId: id,
          payload: JSON.parse(plain.toString("utf8")) as DeliveredPush["payload"],
          ttl: request.headers.ttl as string | undefined,
          topic: request.headers.topic as string | undefined,
        });
        response.writeHead(201).end();
      } catch (error) {
        refused.push(`undecryptable: ${(error as Error).message}`);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    delivered,
    refused,
    createSubscription() {
      const id = crypto.randomBytes(8).toString("hex");
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16).toString("base64url");
      subscriptions.set(id, { ecdh, auth, gone: false });
      return { endpoint: `${url}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth } };
    },
    expire(endpoint) {
      const id = endpoint.split("/").pop() ?? "";
      const found = subscriptions.get(id);
      if (found) found.gone = true;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (delivered.length < count) {
        if (Date.now() > deadline) throw new Error(`the push stand-in got ${delivered.length} of ${count} messages; refused: ${refused.join("; ")}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return delivered.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
