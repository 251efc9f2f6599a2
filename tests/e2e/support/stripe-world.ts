// A second server of the same build that talks to the Stripe stand-in (tests/support/fake-stripe-server.ts, run in
// this worker), and a connection to its database: the shared e2e server has no Stripe key. Used by the payments and
// sponsorship journeys, each with its own webhook secret.
import type { TestInfo } from "@playwright/test";
import { createDatabase } from "../../../src/server/platform/database.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { signedStripeEvent, startFakeStripeServer, type FakeStripeServer } from "../../support/fake-stripe-server.ts";
import { e2eDatabaseUrl } from "./database.ts";
import { startExtraServer, type ExtraServer } from "./extra-server.ts";

export interface StripeWorld {
  stripe: FakeStripeServer;
  server: ExtraServer;
  db: Database;
}

export async function startStripeWorld(name: string, webhookSecret: string, testInfo: TestInfo): Promise<StripeWorld> {
  testInfo.setTimeout(120_000);
  const stripe = await startFakeStripeServer();
  const server = await startExtraServer(name, {
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_API_URL: stripe.url,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_CONNECT_WEBHOOK_SECRET: "whsec_e2e_connect",
  });
  return { stripe, server, db: createDatabase(e2eDatabaseUrl("postgres", server.dataDir), { max: 2 }) };
}

export async function stopStripeWorld(world: Partial<StripeWorld>, testInfo: TestInfo): Promise<void> {
  testInfo.setTimeout(60_000);
  await world.db?.$client.end();
  await world.server?.stop();
  await world.stripe?.close();
}

/** A webhook event signed with `webhookSecret` and posted to `baseURL` as Stripe sends it; answers the HTTP status. */
export async function deliverStripeEvent(baseURL: string, webhookSecret: string, type: string, object: Record<string, unknown>): Promise<number> {
  const signed = signedStripeEvent(webhookSecret, { type, object });
  const response = await fetch(`${baseURL}/api/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signed.signature },
    body: signed.payload,
  });
  return response.status;
}

/** The `checkout.session.completed` object of the newest Checkout session the stand-in opened, paid in full. */
export function paidCheckoutSession(stripe: FakeStripeServer, amountTotal: number, paymentIntent: string): Record<string, unknown> {
  const session = [...stripe.sessions.values()].at(-1);
  return {
    id: session?.id,
    object: "checkout.session",
    client_reference_id: session?.body.client_reference_id,
    payment_status: "paid",
    amount_total: amountTotal,
    payment_intent: paymentIntent,
  };
}
