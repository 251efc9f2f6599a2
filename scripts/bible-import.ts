// Turns Debian's SWORD modules of the World English Bible and the Reina-Valera 1909 into the compact verse files the
// server ships (src/server/integrations/scripture/bibles/<code>.json.br). Reproducible:
//
//   cd /tmp && apt-get download sword-text-web sword-text-sparv
//   for f in sword-text-*.deb; do dpkg -x "$f" /tmp/sword; done
//   node scripts/bible-import.ts /tmp/sword
//
// zText format (SWORD's zVerse driver), one set of files per testament:
//   .bzs  per block: u32 offset, u32 compressed size, u32 uncompressed size (little-endian) into .bzz
//   .bzz  zlib-compressed blocks (BlockType=BOOK: one block per book)
//   .bzv  per index entry: u32 block, u32 offset in the inflated block, u16 size (10 bytes)
// Index entries follow the versification: 0 the module heading, 1 the testament heading, then per book a book
// heading, and per chapter a chapter heading followed by its verses.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { BOOKS } from "../src/server/integrations/scripture/book-data.ts";
import type { BundledBible } from "../src/server/integrations/scripture/bundled-bible.ts";
import { osisToText, paragraphMarks } from "../src/server/integrations/scripture/osis-text.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "src/server/integrations/scripture/bibles");

interface ModuleSpec {
  code: BundledBible["code"];
  module: string;
  debianPackage: string;
  name: string;
  notice: string;
}

const MODULES: readonly ModuleSpec[] = [
  {
    code: "web",
    module: "engWEB2015eb",
    debianPackage: "sword-text-web",
    name: "World English Bible",
    notice: "Scripture quotations are from the World English Bible (WEB), which is in the public domain.",
  },
  {
    code: "rv1909",
    module: "spaRV1909eb",
    debianPackage: "sword-text-sparv",
    name: "Reina-Valera 1909",
    notice: "Las citas bíblicas son de la Reina-Valera 1909 (RV1909), de dominio público.",
  },
];

/**
 * book-data.ts carries the NRSV/ESV counts for the two chapters where they differ from SWORD's KJV system (3 John 1
 * has 15 verses, Revelation 12 has 18); everywhere else the two systems agree for the 66 books. NRSVA adds the
 * deuterocanonical books after Malachi, which leaves the Old Testament's first 39 books where KJV has them.
 */
const KJV_DIFFERENCES: Readonly<Record<string, { chapter: number; verses: number }>> = {
  "3 John": { chapter: 1, verses: 14 },
  Revelation: { chapter: 12, verses: 17 },
};

function verseCounts(versification: string, bookName: string, counts: readonly number[]): readonly number[] {
  const difference = KJV_DIFFERENCES[bookName];
  if (versification !== "KJV" || difference === undefined) return counts;
  return counts.map((n, i) => (i + 1 === difference.chapter ? difference.verses : n));
}

function readConf(file: string): Map<string, string> {
  const conf = new Map<string, string>();
  for (const line of fs.readFileSync(file, "utf8").split(/\r?\n/)) {
    const match = /^([A-Za-z_0-9.]+)=(.*)$/.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined && !conf.has(match[1])) conf.set(match[1], match[2].trim());
  }
  return conf;
}

function debianVersion(root: string, pkg: string): string {
  const changelog = zlib.gunzipSync(fs.readFileSync(path.join(root, "usr/share/doc", pkg, "changelog.Debian.gz"))).toString("utf8");
  const match = /^\S+ \(([^)]+)\)/.exec(changelog);
  if (!match?.[1]) throw new Error(`no version in ${pkg}'s changelog`);
  return match[1];
}

/** Reads every index entry of one testament as raw OSIS text. */
function readTestament(dir: string, testament: "ot" | "nt"): string[] {
  const bzs = fs.readFileSync(path.join(dir, `${testament}.bzs`));
  const bzv = fs.readFileSync(path.join(dir, `${testament}.bzv`));
  const bzz = fs.readFileSync(path.join(dir, `${testament}.bzz`));
  const blocks = new Map<number, Buffer>();
  const entries: string[] = [];
  for (let at = 0; at + 10 <= bzv.length; at += 10) {
    const block = bzv.readUInt32LE(at);
    const offset = bzv.readUInt32LE(at + 4);
    const size = bzv.readUInt16LE(at + 8);
    if (size === 0) {
      entries.push("");
      continue;
    }
    let inflated = blocks.get(block);
    if (inflated === undefined) {
      const start = bzs.readUInt32LE(block * 12);
      const length = bzs.readUInt32LE(block * 12 + 4);
      inflated = zlib.inflateSync(bzz.subarray(start, start + length));
      if (inflated.length !== bzs.readUInt32LE(block * 12 + 8)) throw new Error(`${testament} block ${block}: wrong size`);
      blocks.set(block, inflated);
    }
    entries.push(inflated.subarray(offset, offset + size).toString("utf8"));
  }
  return entries;
}

function importModule(root: string, spec: ModuleSpec): BundledBible {
  const conf = readConf(path.join(root, "usr/share/sword/mods.d", `${spec.module}.conf`));
  const versification = conf.get("Versification") ?? "KJV";
  if (versification !== "KJV" && versification !== "NRSVA") throw new Error(`${spec.module}: versification ${versification} is not supported`);
  if (conf.get("ModDrv") !== "zText" || conf.get("SourceType") !== "OSIS") throw new Error(`${spec.module}: not an OSIS zText module`);
  if (conf.get("DistributionLicense") !== "Public Domain") throw new Error(`${spec.module}: not in the public domain`);
  const dataPath = path.join(root, "usr/share/sword", conf.get("DataPath") ?? "");
  const testaments = { ot: readTestament(dataPath, "ot"), nt: readTestament(dataPath, "nt") };

  const books: string[][][] = [];
  const cursor = { ot: 2, nt: 2 };
  for (const book of BOOKS) {
    const testament = book.id <= 39 ? "ot" : "nt";
    const entries = testaments[testament];
    let paragraphNext = paragraphMarks(entries[cursor[testament]] ?? "").after;
    cursor[testament] += 1; // the book heading
    const chapters: string[][] = [];
    for (const count of verseCounts(versification, book.name, book.verseCounts)) {
      paragraphNext = paragraphNext || paragraphMarks(entries[cursor[testament]] ?? "").after;
      cursor[testament] += 1; // the chapter heading
      const verses: string[] = [];
      for (let verse = 1; verse <= count; verse++) {
        const raw = entries[cursor[testament]];
        if (raw === undefined) throw new Error(`${spec.module}: the index ends inside ${book.name}`);
        cursor[testament] += 1;
        const text = osisToText(raw);
        const marks = paragraphMarks(raw);
        // "¶" opens a paragraph, as "#" does in the kjv package; chapters open one anyway.
        verses.push(text === "" ? "" : (verse > 1 && (paragraphNext || marks.before) ? "¶" : "") + text);
        paragraphNext = marks.after;
      }
      chapters.push(verses);
    }
    books.push(chapters);
  }
  // The New Testament ends exactly; the Old Testament of NRSVA goes on with the deuterocanon.
  if (cursor.nt !== testaments.nt.length) throw new Error(`${spec.module}: the New Testament index has ${testaments.nt.length} entries, expected ${cursor.nt}`);
  if (versification === "KJV" && cursor.ot !== testaments.ot.length) throw new Error(`${spec.module}: the Old Testament index does not match KJV`);

  return {
    code: spec.code,
    name: spec.name,
    abbreviation: conf.get("Abbreviation") ?? spec.code.toUpperCase(),
    language: conf.get("Lang") ?? "",
    notice: spec.notice,
    source: `Debian package ${spec.debianPackage} ${debianVersion(root, spec.debianPackage)}: CrossWire SWORD module ${spec.module} version ${conf.get("Version")} (${conf.get("SwordVersionDate")}), versification ${versification}`,
    copyright: [conf.get("Copyright"), conf.get("CopyrightNotes"), conf.get("DistributionLicense")].filter(Boolean).join(" — "),
    books,
  };
}

function main(): void {
  const root = process.argv[2];
  if (!root) {
    console.error("usage: node scripts/bible-import.ts <directory where the sword-text-*.deb files were unpacked>");
    process.exit(2);
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const spec of MODULES) {
    const bible = importModule(root, spec);
    const json = JSON.stringify(bible);
    const compressed = zlib.brotliCompressSync(Buffer.from(json), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length },
    });
    const file = path.join(OUT_DIR, `${spec.code}.json.br`);
    fs.writeFileSync(file, compressed);
    console.log(`${path.relative(ROOT, file)}: ${(json.length / 1e6).toFixed(1)} MB of JSON, ${(compressed.length / 1e6).toFixed(2)} MB compressed`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
