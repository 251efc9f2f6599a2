// The assistant's defaults as plain constants, so config.ts can read them without loading the OpenAI SDK.
export const DEFAULT_MODEL = "gpt-4o-mini";
export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_IDLE_TIMEOUT_MS = 20_000;
