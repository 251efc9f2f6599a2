import { describe, expect, it } from "vitest";
import { apiUrlOptions } from "./stripe-gateway.ts";

describe("STRIPE_API_URL → the SDK's host, port and protocol", () => {
  it("leaves the SDK on Stripe when unset", () => {
    expect(apiUrlOptions(undefined)).toEqual({});
  });

  it("points the SDK at a stand-in", () => {
    expect(apiUrlOptions("http://127.0.0.1:12111")).toEqual({ host: "127.0.0.1", port: 12111, protocol: "http" });
    expect(apiUrlOptions("https://stripe-staging.example.org")).toEqual({ host: "stripe-staging.example.org", port: 443, protocol: "https" });
    expect(apiUrlOptions("http://stand-in")).toEqual({ host: "stand-in", port: 80, protocol: "http" });
  });
});
