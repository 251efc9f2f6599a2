// The Spanish twins of the screen tests: inside their describe, every test reads the Spanish catalogue (English
// where Spanish lacks a key) and English is back afterwards.
import { afterEach, beforeEach, describe } from "vitest";
import { COMPILED } from "../../src/shared/i18n/compiled/all.ts";
import { setCatalog } from "../../src/web/lib/i18n.ts";

export function readInSpanish(): void {
  beforeEach(() => setCatalog("es", COMPILED.es, COMPILED.en));
  afterEach(() => setCatalog("en", COMPILED.en));
}

/** A describe block whose tests all read Spanish. */
export function describeInSpanish(name: string, tests: () => void): void {
  describe(`${name} in Spanish`, () => {
    readInSpanish();
    tests();
  });
}
