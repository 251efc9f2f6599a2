// The Stripe integration: one function per Stripe call we make, through the official SDK (API version pinned
// by the SDK). STRIPE_API_URL points the SDK at another host/port/protocol (the tests' stand-in); unset = Stripe.
// Without STRIPE_SECRET_KEY there is no gateway at all and paid checkout says payments are not set up.
// Choices (Connect v1 accounts with controller properties, destination charges, who carries what):
//
import Stripe from "stripe";
import type { Logger } from "pino";

export interface PaymentsConfig {
  secretKey: string;
  /** e.g. http://127.0.0.1:12111 for a stand-in; undefined = api.stripe.com. */
  apiUrl: string | undefined;
  webhookSecret: string | undefined;
  connectWebhookSecret: string | undefined;
}

export interface ConnectedAccountState {
  id: string;
  /** Stripe says the account can receive transfers (destination charges): the organization is payable. */
  canReceivePayments: boolean;
  detailsSubmitted: boolean;
}

export interface CheckoutInput {
  purchaseId: number;
  planId: number;
  planTitle: string;
  priceCents: number;
  applicationFeeCents: number;
  destinationAccountId: string;
  buyerEmail: string;
  buyerUserId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface RefundResult {
  id: string;
  amountCents: number;
  status: string | null;
}

/** Which webhook endpoint an event came to: platform events, or events of the connected accounts. */
export type WebhookSource = "platform" | "connect";

export type StripeEvent = Stripe.Event;

export interface PaymentsGateway {
  createConnectedAccount(input: { organizationId: number; organizationName: string; email: string }): Promise<string>;
  createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<string>;
  retrieveAccount(accountId: string): Promise<ConnectedAccountState>;
  createCheckoutSession(input: CheckoutInput): Promise<{ id: string; url: string }>;
  refundPayment(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string; purchaseId: number }): Promise<RefundResult>;
  /** Verifies the signature over the raw body with the endpoint's secret; throws when it does not match. */
  verifyWebhook(source: WebhookSource, rawBody: Buffer, signature: string): StripeEvent;
  /** The endpoint has a signing secret configured. */
  hasWebhookSecret(source: WebhookSource): boolean;
}

/** STRIPE_API_URL → the SDK's host, port and protocol options. */
export function apiUrlOptions(apiUrl: string | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443, protocol };
}

export function createStripeGateway(config: PaymentsConfig, logger: Logger): PaymentsGateway {
  const stripe = new Stripe(config.secretKey, {
    ...apiUrlOptions(config.apiUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "StrongBond" },
  });
  const secrets: Record<WebhookSource, string | undefined> = { platform: config.webhookSecret, connect: config.connectWebhookSecret };
  const log = logger.child({ integration: "stripe" });

  return {
    async createConnectedAccount({ organizationId, organizationName, email }) {
      // Controller properties (no legacy "type"): the platform pays Stripe's fees and carries negative
      // balances (refunds, disputes); Stripe collects the requirements; the organization gets the Express dashboard.
      const account = await stripe.accounts.create(
        {
          controller: {
            fees: { payer: "application" },
            losses: { payments: "application" },
            requirement_collection: "stripe",
            stripe_dashboard: { type: "express" },
          },
          capabilities: { transfers: { requested: true } },
          email,
          business_profile: { name: organizationName },
          metadata: { organization_id: String(organizationId) },
        },
        // Two clicks at once make one account: Stripe answers the same idempotency key with the same account.
        { idempotencyKey: `strongbond-org-${organizationId}-connected-account` },
      );
      log.info({ organizationId, accountId: account.id }, "connected account created");
      return account.id;
    },

    async createAccountLink({ accountId, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        refresh_url: refreshUrl,
        return_url: returnUrl,
        type: "account_onboarding",
        collection_options: { fields: "eventually_due" },
      });
      return link.url;
    },

    async retrieveAccount(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return {
        id: account.id,
        canReceivePayments: account.capabilities?.transfers === "active",
        detailsSubmitted: account.details_submitted ?? false,
      };
    },

    async createCheckoutSession(input) {
      const metadata = { purchase_id: String(input.purchaseId), plan_id: String(input.planId), user_id: input.buyerUserId };
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        client_reference_id: String(input.purchaseId),
        customer_email: input.buyerEmail,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: "usd", unit_amount: input.priceCents, product_data: { name: input.planTitle } },
          },
        ],
        // A destination charge: the platform charges, keeps the application fee, the rest goes to the organization.
        payment_intent_data: {
          application_fee_amount: input.applicationFeeCents,
          transfer_data: { destination: input.destinationAccountId },
          receipt_email: input.buyerEmail,
          metadata,
        },
        metadata,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
      return { id: session.id, url: session.url };
    },

    async refundPayment({ paymentIntentId, amountCents, idempotencyKey, purchaseId }) {
      // reverse_transfer pulls the organization's share back and refund_application_fee returns the platform's,
      // both in proportion to the refunded amount.
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount: amountCents,
          reverse_transfer: true,
          refund_application_fee: true,
          metadata: { purchase_id: String(purchaseId) },
        },
        { idempotencyKey },
      );
      return { id: refund.id, amountCents: refund.amount, status: refund.status };
    },

    verifyWebhook(source, rawBody, signature) {
      const secret = secrets[source];
      if (!secret) throw new Error(`no webhook secret for ${source}`);
      return stripe.webhooks.constructEvent(rawBody, signature, secret);
    },

    hasWebhookSecret(source) {
      return Boolean(secrets[source]);
    },
  };
}
