// Entry point of the scripture integration: the types the route needs and the factory that picks
// the text source. The ESV is the product's translation (spec: "Scripture text is the English
// Standard Version"); the bundled KJV keeps the popup working when no ESV key is configured.
import { EsvProvider } from "./esv-provider.ts";
import { KjvProvider } from "./kjv-provider.ts";
import { BundledBibleProvider } from "./bundled-bible.ts";
import type { ScriptureLogger, ScriptureProvider } from "./types.ts";
import type { TBibleVersion } from "../../../shared/schemas/scripture.ts";

export { ScriptureError, isScriptureError } from "./types.ts";
export type { ScriptureProvider } from "./types.ts";
export { ESV_NOTICE } from "./esv-provider.ts";
export { KJV_NOTICE } from "./kjv-provider.ts";

export interface ScriptureProviderOptions {
  /** ESV_API_KEY. Empty or missing selects the bundled KJV. */
  esvApiKey?: string;
  /** ESV_API_URL; defaults to https://api.esv.org. */
  esvBaseUrl?: string;
  fetchImpl?: typeof fetch;
  /** ESV request timeout; defaults to 5000 ms. */
  esvTimeoutMs?: number;
  logger?: ScriptureLogger;
}

/**
 * Returns the ESV provider when a key is given, else the KJV provider (logging a warning once,
 * so an operator who meant to configure ESV notices). Create one per process: the ESV cache and
 * the loaded KJV text live in it (the KJV text is in fact shared process-wide).
 */
export function createScriptureProvider(opts: ScriptureProviderOptions = {}): ScriptureProvider {
  const apiKey = opts.esvApiKey?.trim();
  if (apiKey !== undefined && apiKey !== "") {
    return new EsvProvider({
      apiKey,
      baseUrl: opts.esvBaseUrl,
      fetchImpl: opts.fetchImpl,
      timeoutMs: opts.esvTimeoutMs,
      logger: opts.logger,
    });
  }
  opts.logger?.warn({ source: "kjv" }, "ESV_API_KEY is not set; scripture is served from the bundled King James Version");
  return new KjvProvider();
}

/** Every version a reader may choose, each from its own source. */
export interface ScriptureLibrary {
  /** The version of a reader who chose none: the ESV where a key is configured, else the KJV. */
  readonly defaultVersion: "esv" | "kjv";
  /** The ESV only with a key; the bundled versions always. */
  available(version: TBibleVersion): boolean;
  /** The provider of an available version (an unavailable one falls back to the default). */
  provider(version: TBibleVersion): ScriptureProvider;
}

export function createScriptureLibrary(opts: ScriptureProviderOptions = {}): ScriptureLibrary {
  const main = createScriptureProvider(opts);
  const kjv = main.source === "kjv" ? main : new KjvProvider();
  const bundled: Record<Exclude<TBibleVersion, "esv">, ScriptureProvider> = {
    kjv,
    web: new BundledBibleProvider("web"),
    rv1909: new BundledBibleProvider("rv1909"),
  };
  const defaultVersion = main.source === "esv" ? "esv" : "kjv";
  return {
    defaultVersion,
    available: (version) => version !== "esv" || main.source === "esv",
    provider: (version) => (version === "esv" ? main : bundled[version]),
  };
}
