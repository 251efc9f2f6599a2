// The server's messages that carry a value (a name, a count) found by a pattern: each `serverPatterns.*` key's
// compiled English becomes a regular expression whose groups are its placeholders, so the English the catalogue says
// and the English the server recognizes are the same text by construction. Server-side only: the browser never loads
// the patterns' part, so it never needs this code either.
import type { MessageKey } from "./catalog/index.ts";
import type { ServerTextMatcher } from "./server-text.ts";
import type { CompiledCatalog, MessageValues } from "./translate.ts";

const PATTERN_PREFIX = "serverPatterns.";

/**
 * One capturing group of a pattern: the placeholder it fills, and for a branch that does not show its value (a plural's
 * `one` without `#`, a select's choice), the value it implies.
 */
interface Slot {
  name: string;
  plural: boolean;
  implied?: number | string;
}

export interface ServerPattern {
  key: MessageKey;
  regex: RegExp;
  slots: Slot[];
  /** How much fixed text the pattern holds: the more, the sooner it is tried (a longer message wins over its prefix). */
  literal: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The pattern a compiled English message (Lingui's form: text, `[name]`, `[name, "plural" | "select", {cases}]`, `#`) matches. */
export function patternOf(key: MessageKey, compiled: unknown): ServerPattern | undefined {
  if (!Array.isArray(compiled)) return undefined;
  const slots: Slot[] = [];
  let literal = 0;
  const walk = (tokens: readonly unknown[], plural?: string): string | undefined => {
    let source = "";
    for (const token of tokens) {
      if (typeof token === "string") {
        if (token === "#" && plural !== undefined) {
          slots.push({ name: plural, plural: true });
          source += "(\\d[\\d,]*)";
        } else {
          source += escapeRegex(token);
          literal += token.length;
        }
        continue;
      }
      if (!Array.isArray(token) || typeof token[0] !== "string") return undefined;
      const name = token[0];
      if (token.length === 1) {
        slots.push({ name, plural: false });
        source += "([\\s\\S]+?)";
        continue;
      }
      const cases: unknown = token[2];
      const kind = token[1];
      if ((kind !== "plural" && kind !== "select") || typeof cases !== "object" || cases === null) return undefined;
      const branches: string[] = [];
      for (const [choice, branch] of Object.entries(cases)) {
        if (!Array.isArray(branch)) return undefined;
        const before = slots.length;
        const inner = walk(branch, kind === "plural" ? name : plural);
        if (inner === undefined) return undefined;
        const shown = slots.slice(before).some((slot) => slot.name === name);
        const implied =
          kind === "select" ? (choice === "other" ? undefined : choice) : choice === "one" ? 1 : /^=\d+$/.test(choice) ? Number(choice.slice(1)) : undefined;
        if (!shown && implied !== undefined) {
          slots.push({ name, plural: kind === "plural", implied });
          branches.push(`${inner}()`);
        } else branches.push(inner);
      }
      source += `(?:${branches.join("|")})`;
    }
    return source;
  };
  const source = walk(compiled);
  if (source === undefined || slots.length === 0) return undefined;
  return { key, regex: new RegExp(`^${source}$`), slots, literal };
}

/** The key and values of a text one of the patterns says, or undefined. */
export function matchServerPattern(patterns: readonly ServerPattern[], text: string): { key: MessageKey; values: MessageValues } | undefined {
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const counts = new Set(pattern.slots.filter((slot) => slot.plural).map((slot) => slot.name));
    const found = new Map<string, string>();
    let consistent = true;
    pattern.slots.forEach((slot, index) => {
      const group = match[index + 1];
      if (group === undefined) return;
      const value = slot.implied !== undefined ? String(slot.implied) : counts.has(slot.name) ? group.replaceAll(",", "") : group;
      if (found.has(slot.name) && found.get(slot.name) !== value) consistent = false;
      found.set(slot.name, value);
    });
    const names = new Set(pattern.slots.map((slot) => slot.name));
    if (!consistent || [...names].some((name) => !found.has(name))) continue;
    const values: MessageValues = {};
    for (const [name, value] of found) values[name] = counts.has(name) ? Number(value) : value;
    return { key: pattern.key, values };
  }
  return undefined;
}

/** Every `serverPatterns.*` key's pattern, the ones holding more fixed text first. */
export function compileServerPatterns(english: CompiledCatalog): ServerPattern[] {
  const patterns: ServerPattern[] = [];
  for (const [key, compiled] of Object.entries(english)) {
    if (!key.startsWith(PATTERN_PREFIX)) continue;
    const pattern = patternOf(key as MessageKey, compiled);
    if (pattern) patterns.push(pattern);
  }
  return patterns.sort((a, b) => b.literal - a.literal);
}

/** What `serverTextIndex` asks of a text no exact message or retry notice says. */
export function serverPatternMatcher(english: CompiledCatalog): ServerTextMatcher {
  const patterns = compileServerPatterns(english);
  return (text) => matchServerPattern(patterns, text);
}
