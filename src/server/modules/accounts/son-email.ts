import { SON_EMAIL_DOMAIN } from "../../../shared/constants.ts";

/**
 * The spec's generated address for a son without one: his name lowercased, spaces turned into dots,
 * at a product domain. Letters outside a-z0-9 are dropped so the address is always valid.
 */
export function sonEmailLocalPart(sonFullName: string): string {
  const local = sonFullName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ".")
    .replace(/[^a-z0-9.]/g, "")
    .replace(/\.{2,}/g, ".")
    .replace(/^\.|\.$/g, "");
  return local || "son";
}

/** Picks the first free address: name@domain, then name.2@domain, name.3@domain ... */
export function pickUniqueSonEmail(local: string, taken: ReadonlySet<string>, domain: string = SON_EMAIL_DOMAIN): string {
  const first = `${local}@${domain}`;
  if (!taken.has(first)) return first;
  for (let n = 2; ; n++) {
    const candidate = `${local}.${n}@${domain}`;
    if (!taken.has(candidate)) return candidate;
  }
}
