// Node's arguments, before a server's entry file, that give a server started by a test the low-cost password hash
// (low-cost-password-hash-hook.ts says why). An absolute path: the server may run in another working folder.
import { fileURLToPath } from "node:url";

export const LOW_COST_HASH_NODE_ARGS = ["--import", fileURLToPath(new URL("./low-cost-password-hash-hook.ts", import.meta.url))] as const;
