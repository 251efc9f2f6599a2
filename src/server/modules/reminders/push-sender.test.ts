// The push sender's address rules: every range no push service has is refused (the table), and the connection goes
// to the address that was checked — the name is resolved once per send, never again by the HTTP client.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPushServiceStandIn, type PushServiceStandIn } from "../../../../tests/support/push-service-stand-in.ts";
import { createPushSender, endpointProblem, isPrivateAddress, type ResolvedAddress } from "./push-sender.ts";

const config = (allowPrivate: boolean) => ({
  env: "test" as const,
  dataDir: "/nonexistent",
  reminders: { vapid: undefined, vapidSubject: "mailto:test@strongbond.test", sweepSeconds: 0, allowPrivatePushEndpoints: allowPrivate },
});

describe("the addresses a push is never sent to", () => {
  const refused: Array<[string, string]> = [
    ["unspecified IPv4", "0.0.0.0"],
    ["this network", "0.1.2.3"],
    ["private 10/8", "10.0.0.1"],
    ["private 172.16/12 (low end)", "172.16.0.1"],
    ["private 172.16/12 (high end)", "172.31.255.254"],
    ["private 192.168/16", "192.168.1.1"],
    ["loopback", "127.0.0.1"],
    ["loopback, anywhere in 127/8", "127.255.0.9"],
    ["link-local (cloud metadata)", "169.254.169.254"],
    ["CGNAT 100.64/10 (low end)", "100.64.0.1"],
    ["CGNAT 100.64/10 (high end)", "100.127.255.254"],
    ["IETF protocol assignments", "192.0.0.8"],
    ["documentation TEST-NET-1", "192.0.2.1"],
    ["benchmarking 198.18/15", "198.19.0.1"],
    ["documentation TEST-NET-2", "198.51.100.7"],
    ["documentation TEST-NET-3", "203.0.113.9"],
    ["multicast", "224.0.0.1"],
    ["multicast, high end", "239.255.255.250"],
    ["reserved 240/4", "240.0.0.1"],
    ["broadcast", "255.255.255.255"],
    ["unspecified IPv6", "::"],
    ["loopback IPv6", "::1"],
    ["loopback IPv6, long form", "0:0:0:0:0:0:0:1"],
    ["unique-local fc00::/7", "fc00::1"],
    ["unique-local fd00::/8", "fd12:3456::1"],
    ["link-local fe80::/10", "fe80::1"],
    ["link-local fe80::/10, high end", "febf::1"],
    ["site-local fec0::/10 (deprecated)", "fec0::1"],
    ["multicast IPv6", "ff02::1"],
    ["IPv4-mapped loopback, dotted", "::ffff:127.0.0.1"],
    ["IPv4-mapped loopback, as the URL parser writes it", "::ffff:7f00:1"],
    ["IPv4-mapped private", "::ffff:10.0.0.1"],
    ["IPv4-mapped, even of a public address", "::ffff:8.8.8.8"],
    ["IPv4-compatible (deprecated)", "::127.0.0.1"],
    ["IPv4-compatible, hex", "::7f00:1"],
    ["NAT64 of a private address", "64:ff9b::a00:1"],
    ["6to4 of a private address", "2002:a00:1::1"],
    ["documentation IPv6", "2001:db8::1"],
    ["discard-only IPv6", "100::1"],
    ["in brackets, as a URL host", "[::1]"],
    ["upper case", "FE80::1"],
  ];

  const allowed: Array<[string, string]> = [
    ["a public IPv4 address", "142.250.74.110"],
    ["just outside 172.16/12", "172.32.0.1"],
    ["just outside CGNAT", "100.128.0.1"],
    ["just below 10/8", "9.255.255.255"],
    ["a public IPv6 address", "2a00:1450:4001:82b::200a"],
    ["NAT64 of a public address", "64:ff9b::808:808"],
  ];
  describe.each([
    { verdict: "is refused", addresses: refused, isPrivate: true },
    { verdict: "may be used", addresses: allowed, isPrivate: false },
  ])("an address that $verdict", ({ verdict, addresses, isPrivate }) => {
    it.each(addresses)(`%s (%s) ${verdict}`, (_label, address) => {
      expect(isPrivateAddress(address)).toBe(isPrivate);
    });
  });

  it("an endpoint's host in any of these ranges is refused before storing, however the URL writes it", () => {
    for (const endpoint of [
      "https://[::ffff:127.0.0.1]/push/1",
      "https://[::ffff:7f00:1]/push/1",
      "https://[::7f00:1]/push/1",
      "https://0x7f.1/push/1",
      "https://2130706433/push/1",
      "https://[fec0::1]/push/1",
      "https://100.100.100.100/push/1",
      "https://169.254.169.254/latest",
    ]) {
      expect(endpointProblem(endpoint, false), endpoint).not.toBeNull();
    }
    expect(endpointProblem("https://fcm.googleapis.com/fcm/send/abc", false)).toBeNull();
  });
});

describe("the connection goes to the address that was checked", () => {
  let standIn: PushServiceStandIn;
  beforeAll(async () => {
    standIn = await startPushServiceStandIn();
  });
  afterAll(async () => {
    await standIn.close();
  });

  /** A resolver that answers `first` once, then `later` (a DNS-rebinding attacker's name), counting its calls. */
  function rebinding(first: ResolvedAddress[], later: ResolvedAddress[]) {
    const calls: string[] = [];
    return {
      calls,
      resolve: async (hostname: string) => {
        calls.push(hostname);
        return calls.length === 1 ? first : later;
      },
    };
  }

  it("the name is resolved once; the request reaches the checked address even when the name points elsewhere later", async () => {
    const subscription = standIn.createSubscription();
    const port = new URL(standIn.url).port;
    const resolver = rebinding([{ address: "127.0.0.1", family: 4 }], [{ address: "10.9.9.9", family: 4 }]);
    const sender = createPushSender(config(true), { resolve: resolver.resolve });
    const before = standIn.delivered.length;
    const endpoint = subscription.endpoint.replace(`127.0.0.1:${port}`, `push-stand-in.internal:${port}`);
    const outcome = await sender.send({ ...subscription.keys, endpoint }, { title: "t", body: "b", url: "/", tag: "x" });
    expect(outcome).toEqual({ status: "sent" });
    expect(resolver.calls).toEqual(["push-stand-in.internal"]);
    expect(standIn.delivered).toHaveLength(before + 1);
  });

  it("a name with any private address among its answers is refused, and nothing is sent", async () => {
    const subscription = standIn.createSubscription();
    for (const answers of [
      [
        { address: "142.250.74.110", family: 4 },
        { address: "127.0.0.1", family: 4 },
      ],
      [{ address: "::ffff:7f00:1", family: 6 }],
      [{ address: "fd00::5", family: 6 }],
      [],
    ]) {
      const sender = createPushSender(config(false), { resolve: async () => answers });
      const outcome = await sender.send({ ...subscription.keys, endpoint: "https://push.example.com/push/abc" }, { title: "t", body: "b", url: "/", tag: "x" });
      expect(outcome.status, JSON.stringify(answers)).toBe("refused");
    }
  });
});
