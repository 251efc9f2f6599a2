// `npm run i18n:compile`: the catalogue's parts (src/shared/i18n/catalog/<part>/<locale>.ts, ICU MessageFormat) compiled
// by Lingui into src/shared/i18n/compiled/ — arrays the runtime interpolates with no parser in the browser — with the
// index the server uses and the browser's registration of each part (src/web/lib/catalog-parts/). The unit test
// src/shared/i18n/catalog.test.ts fails when a file is not what this script writes.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compiledFiles } from "../src/shared/i18n/compile.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

for (const dir of ["src/shared/i18n/compiled", "src/web/lib/catalog-parts"]) fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true });
for (const [file, source] of await compiledFiles()) {
  fs.mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
  fs.writeFileSync(path.join(ROOT, file), source);
  console.log(`wrote ${file}`);
}
