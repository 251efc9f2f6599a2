// The outside services, each behind an interface with an offline default (see ARCHITECTURE.md).
import type { Logger } from "pino";
import type { AppConfig } from "../config.ts";
import { createChatProvider, type ChatProvider } from "./assistant/chat-provider.ts";
import { createScriptureLibrary, type ScriptureLibrary } from "./scripture/scripture.ts";
import { createStripeGateway, type PaymentsGateway } from "./payments/stripe-gateway.ts";
import { createStorage, type ObjectStorage } from "./storage/storage.ts";

export interface Integrations {
  scripture: ScriptureLibrary;
  assistant: ChatProvider;
  /** null without STRIPE_SECRET_KEY: paid plans show their price and say payments are not set up. */
  payments: PaymentsGateway | null;
  /** Uploaded images: DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: ObjectStorage;
}

export function createIntegrations(config: AppConfig, logger: Logger): Integrations {
  return {
    scripture: createScriptureLibrary({ esvApiKey: config.esv.apiKey, esvBaseUrl: config.esv.baseUrl, logger }),
    assistant: createChatProvider({ baseUrl: config.assistant.baseUrl, apiKey: config.assistant.apiKey, model: config.assistant.model, logger }),
    payments: config.stripe.secretKey
      ? createStripeGateway(
          {
            secretKey: config.stripe.secretKey,
            apiUrl: config.stripe.apiUrl,
            webhookSecret: config.stripe.webhookSecret,
            connectWebhookSecret: config.stripe.connectWebhookSecret,
          },
          logger,
        )
      : null,
    storage: createStorage(config),
  };
}
