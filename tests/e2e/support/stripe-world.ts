// A second server of the same build that talks to the Stripe stand-in (tests/support/fake-stripe-server.ts, run in
// this worker), and a connection to its database: the shared e2e server has no Stripe key. Used by the payments and
// sponsorship journeys, each with its own webhook secret.
import type { TestInfo } from "@playwright/test";
import { createDatabase } from "../../../src/server/platform/database.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { startFakeStripeServer, type FakeStripeServer } from "../../support/fake-stripe-server.ts";
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
