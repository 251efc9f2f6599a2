// Loaded with `node --import` (low-cost-hash-args.ts) by the servers tests start as processes, the journeys' and the
// fault tests': the server's password hashing resolves to the low-cost scrypt the test process itself uses
// (low-cost-password-hash.ts). Production's scrypt holds the server's only thread about a tenth of a second per
// hash, and a journey makes five to eight (a family registered, the son's own password, each sign-in): on CI's
// 2 cores that stalled every other request of both workers meanwhile.
// The product's code is untouched; production's cost is proven by src/server/modules/identity/password-hash.test.ts.
import { registerHooks } from "node:module";

const production = new URL("../../src/server/modules/identity/password-hash.ts", import.meta.url).href;
const lowCost = new URL("./low-cost-password-hash.ts", import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    return resolved.url === production ? { ...resolved, url: lowCost } : resolved;
  },
});
