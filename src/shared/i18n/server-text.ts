// The server's messages (src/shared/messages.ts) are English text everywhere they are thrown and checked; a refusal
// is put into the reader's language where it is sent (and a field message where it is shown), by its English words.
// A message the catalogue has not translated yet stays English.
//
// A message that carries a value (a name, a count) is found by the index's matcher, which the server gives it
// (server-patterns.ts).
import type { MessageKey } from "./catalog/index.ts";
import type { CompiledCatalog, MessageValues, Translator } from "./translate.ts";

const RETRY = /^Too many attempts\. Please try again in (\d+) (second|minute)s?\.$/;

/** The key and values of a text that carries a value, or undefined (server-patterns.ts makes one). */
export type ServerTextMatcher = (text: string) => { key: MessageKey; values: MessageValues } | undefined;

export interface ServerTextIndex {
  exact: Map<string, MessageKey>;
  match?: ServerTextMatcher;
}

/** English text → its key, from the English compiled catalogue (the server's messages are plain text there). */
export function serverTextIndex(english: CompiledCatalog, matcherFor?: (english: CompiledCatalog) => ServerTextMatcher): ServerTextIndex {
  const exact = new Map<string, MessageKey>();
  for (const [key, compiled] of Object.entries(english)) {
    if (!key.startsWith("msg.") || !Array.isArray(compiled) || compiled.length !== 1 || typeof compiled[0] !== "string") continue;
    exact.set(compiled[0], key as MessageKey);
  }
  return matcherFor ? { exact, match: matcherFor(english) } : { exact };
}

/** `text` in the translator's language when the catalogue knows it, else as it is. */
export function localizeServerText(translator: Translator, index: ServerTextIndex, text: string): string {
  if (translator.locale === "en") return text;
  const key = index.exact.get(text);
  if (key) return translator.t(key);
  const retry = RETRY.exec(text);
  if (retry) {
    const count = Number(retry[1]);
    return retry[2] === "second" ? translator.t("msg.retryInSeconds", { seconds: count }) : translator.t("msg.retryInMinutes", { minutes: count });
  }
  const found = index.match?.(text);
  if (found) return translator.t(found.key, found.values);
  return text;
}
