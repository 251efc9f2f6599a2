// Loaded with `node --import` by the servers the journeys run against: the server's password hashing resolves to
// the API tests' low-cost scrypt (tests/support/low-cost-password-hash.ts). Production's scrypt costs about a
// tenth of a second of the server's only thread per hash, and a journey makes five to eight (a family registered,
// the son's own password, each sign-in): on CI's 2 cores that held every other request of both workers meanwhile.
// The product's code is untouched; production's cost is proven by src/server/modules/identity/password-hash.test.ts.
import { registerHooks } from "node:module";

const production = new URL("../../../src/server/modules/identity/password-hash.ts", import.meta.url).href;
const lowCost = new URL("../../support/low-cost-password-hash.ts", import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    return resolved.url === production ? { ...resolved, url: lowCost } : resolved;
  },
});
