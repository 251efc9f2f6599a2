// The language a request is answered in. The one place that decides it: the browser's Accept-Language (its first
// English or Spanish range, by quality), else English. A person's stored choice belongs here once profiles keep one.
import type { FastifyRequest } from "fastify";
import { LANGUAGES, type Language } from "../../shared/language.ts";

/** The first of en/es in an Accept-Language header, by quality then order; null when neither is there. */
export function languageFromHeader(header: string | undefined | null): Language | null {
  if (!header) return null;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.quality > 0 && !Number.isNaN(range.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const language = LANGUAGES.find((l) => l === range.primary);
    if (language) return language;
  }
  return null;
}

/** The person's language for this request. Async so that reading a stored preference needs no caller to change. */
export async function requestLanguage(request: Pick<FastifyRequest, "headers">): Promise<Language> {
  return languageFromHeader(request.headers["accept-language"]) ?? "en";
}
