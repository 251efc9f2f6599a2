// The server's messages (src/shared/messages.ts) are English text everywhere they are thrown and checked; a refusal
// is put into the reader's language where it is sent (and a field message where it is shown), by its English words.
// A message the catalogue has not translated yet stays English.
import type { MessageKey } from "./catalog/index.ts";
import type { CompiledCatalog, Translator } from "./translate.ts";

const RETRY = /^Too many attempts\. Please try again in (\d+) (second|minute)s?\.$/;

/** English text → its key, from the English compiled catalogue (the server's messages are plain text there). */
export function serverTextIndex(english: CompiledCatalog): Map<string, MessageKey> {
  const index = new Map<string, MessageKey>();
  for (const [key, compiled] of Object.entries(english)) {
    if (!key.startsWith("msg.") || !Array.isArray(compiled) || compiled.length !== 1 || typeof compiled[0] !== "string") continue;
    index.set(compiled[0], key as MessageKey);
  }
  return index;
}

/** `text` in the translator's language when the catalogue knows it, else as it is. */
export function localizeServerText(translator: Translator, index: Map<string, MessageKey>, text: string): string {
  if (translator.locale === "en") return text;
  const key = index.get(text);
  if (key) return translator.t(key);
  const retry = RETRY.exec(text);
  if (retry) {
    const count = Number(retry[1]);
    return retry[2] === "second" ? translator.t("msg.retryInSeconds", { seconds: count }) : translator.t("msg.retryInMinutes", { minutes: count });
  }
  return text;
}
