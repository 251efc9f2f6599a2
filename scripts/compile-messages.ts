// `npm run i18n:compile`: the catalogues of src/shared/i18n/catalog/ (ICU MessageFormat) compiled by Lingui into
// src/shared/i18n/compiled/<locale>.ts — arrays the runtime interpolates with no parser in the browser. The unit
// test src/shared/i18n/catalog.test.ts fails when a compiled file is not what this script writes.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compiledCatalogSource } from "../src/shared/i18n/compile.ts";
import { LOCALES } from "../src/shared/i18n/locales.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

for (const locale of LOCALES) {
  const file = path.join(ROOT, "src/shared/i18n/compiled", `${locale}.ts`);
  fs.writeFileSync(file, await compiledCatalogSource(locale));
  console.log(`wrote ${path.relative(ROOT, file)}`);
}
