import { describe, expect, it } from "vitest";
import { BOOKS, findBook } from "./book-data.ts";
import { MAX_PASSAGE_VERSES, formatReference, parseReference } from "./reference.ts";
import type { ParsedReference } from "./reference.ts";
import { ScriptureError } from "./types.ts";
import { itAnswersEach } from "../../../../tests/support/answer-table.ts";

/** A compact view of a parse: book name and "c:v-c:v" ranges. */
function summary(p: ParsedReference): { book: string; ranges: string[]; verses: number } {
  return {
    book: p.book.name,
    ranges: p.ranges.map((r) => `${r.start.chapter}:${r.start.verse}-${r.end.chapter}:${r.end.verse}`),
    verses: p.verseCount,
  };
}

function parseError(input: string): ScriptureError {
  try {
    parseReference(input);
  } catch (error) {
    if (error instanceof ScriptureError) return error;
    throw new Error(`parseReference(${JSON.stringify(input)}) threw a non-ScriptureError: ${String(error)}`, { cause: error });
  }
  throw new Error(`parseReference(${JSON.stringify(input)}) did not throw`);
}

/** What a written form reads as: its canonical reference. */
function canonicalOf(input: string): string {
  return parseReference(input).canonical;
}

describe("parseReference: the forms devotionals use", () => {
  it.each([
    ["John 15:13", "John", ["15:13-15:13"], 1, "John 15:13"],
    ["1 Chronicles 17:16-27", "1 Chronicles", ["17:16-17:27"], 12, "1 Chronicles 17:16-27"],
    ["Genesis 1:31-2:3", "Genesis", ["1:31-2:3"], 4, "Genesis 1:31-2:3"],
    ["Psalm 23", "Psalms", ["23:1-23:6"], 6, "Psalm 23"],
    ["Psalms 23", "Psalms", ["23:1-23:6"], 6, "Psalm 23"],
    ["Psalms 23-24", "Psalms", ["23:1-24:10"], 16, "Psalms 23-24"],
    ["Psalm 119", "Psalms", ["119:1-119:176"], 176, "Psalm 119"],
    ["2 Samuel 7:18", "2 Samuel", ["7:18-7:18"], 1, "2 Samuel 7:18"],
    ["1 John 4:19", "1 John", ["4:19-4:19"], 1, "1 John 4:19"],
    ["Song of Solomon 2:4", "Song of Solomon", ["2:4-2:4"], 1, "Song of Solomon 2:4"],
    ["Song of Songs 2:4", "Song of Solomon", ["2:4-2:4"], 1, "Song of Solomon 2:4"],
    ["Jude 24-25", "Jude", ["1:24-1:25"], 2, "Jude 24-25"],
    ["Jude 1:24", "Jude", ["1:24-1:24"], 1, "Jude 24"],
    ["Philemon", "Philemon", ["1:1-1:25"], 25, "Philemon"],
    ["Genesis 1-2:3", "Genesis", ["1:1-2:3"], 34, "Genesis 1:1-2:3"],
  ])("%s", (input, book, ranges, verses, canonical) => {
    const parsed = parseReference(input);
    expect(summary(parsed)).toEqual({ book, ranges, verses });
    expect(parsed.canonical).toBe(canonical);
  });

  itAnswersEach(canonicalOf, "reads %j as %s", [
    // Abbreviations and other names of a book.
    ["Ps 23", "Psalm 23"],
    ["psa 23:1", "Psalm 23:1"],
    ["Prov 3:5-6", "Proverbs 3:5-6"],
    ["Matt 6:33", "Matthew 6:33"],
    ["Mt 6:33", "Matthew 6:33"],
    ["Jn 3:16", "John 3:16"],
    ["1 Jn 1:9", "1 John 1:9"],
    ["1Jn 1:9", "1 John 1:9"],
    ["I John 1:9", "1 John 1:9"],
    ["First John 1:9", "1 John 1:9"],
    ["II Sam. 7:18", "2 Samuel 7:18"],
    ["1 Chr 17:16-27", "1 Chronicles 17:16-27"],
    ["2 Chron. 7:14", "2 Chronicles 7:14"],
    ["Phil 4:13", "Philippians 4:13"],
    ["Philem 1:6", "Philemon 6"],
    ["Eph. 6:4", "Ephesians 6:4"],
    ["Deut 6:6-7", "Deuteronomy 6:6-7"],
    ["Josh 1:9", "Joshua 1:9"],
    ["Heb 12:11", "Hebrews 12:11"],
    ["Rev 21:4", "Revelation 21:4"],
    ["Song 2:4", "Song of Solomon 2:4"],
    ["Canticles 2:4", "Song of Solomon 2:4"],
    ["Solomon's Song 2:4", "Song of Solomon 2:4"],
    ["Philipp 4:13", "Philippians 4:13"],
    ["Lament 3:22-23", "Lamentations 3:22-23"],
    // Spacing, case and punctuation are tolerated.
    ["  john   15:13  ", "John 15:13"],
    ["JOHN 15:13", "John 15:13"],
    ["1   chronicles 17 : 16 - 27", "1 Chronicles 17:16-27"],
    ["Psalm23", "Psalm 23"],
    ["Genesis 1:31–2:3", "Genesis 1:31-2:3"],
    ["Genesis 1:31—2:3", "Genesis 1:31-2:3"],
    ["John 3.16", "John 3:16"],
    ["John 3:16,", "John 3:16"],
  ]);

  it("reads comma lists the way citations are written", () => {
    expect(summary(parseReference("John 3:16, 18"))).toEqual({ book: "John", ranges: ["3:16-3:16", "3:18-3:18"], verses: 2 });
    expect(summary(parseReference("Proverbs 3:5-6, 9-10, 4:23"))).toEqual({
      book: "Proverbs",
      ranges: ["3:5-3:6", "3:9-3:10", "4:23-4:23"],
      verses: 5,
    });
    // After whole chapters a bare number is another chapter; a semicolon resets to chapters.
    expect(summary(parseReference("Psalm 23, 24")).ranges).toEqual(["23:1-23:6", "24:1-24:10"]);
    expect(summary(parseReference("John 3:16; 4")).ranges).toEqual(["3:16-3:16", "4:1-4:54"]);
    expect(parseReference("Prov 3:5-6, 9-10, 4:23").canonical).toBe("Proverbs 3:5-6, 9-10, 4:23");
    expect(parseReference("John 3:16; 4").canonical).toBe("John 3:16; 4");
  });

  it("formats back to a string that parses to the same ranges", () => {
    const inputs = [
      "John 15:13",
      "Genesis 1:31-2:3",
      "Psalm 23",
      "Psalms 23-24",
      "John 3:16, 18",
      "John 3:16; 4",
      "John 3:16, 3:1-36",
      "Psalm 23; 23",
      "Psalm 23, 24:1",
      "Proverbs 3:5-6, 9-10, 4:23",
      "Jude 3, 24-25",
      "Genesis 1-2:3",
    ];
    for (const input of inputs) {
      const parsed = parseReference(input);
      expect(parseReference(parsed.canonical).ranges, input).toEqual(parsed.ranges);
      expect(formatReference(parsed.book, parsed.ranges)).toBe(parsed.canonical);
    }
  });

  it("knows every book by its own display name", () => {
    expect(BOOKS).toHaveLength(66);
    for (const book of BOOKS) {
      expect(findBook(book.name)).toBe(book);
      expect(parseReference(`${book.name} 1:1`).book).toBe(book);
    }
  });
});

describe("parseReference: errors are typed, never surprises", () => {
  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["Hezekiah 3:1", "not a book"],
    ["Jo 3:16", "not a book"], // ambiguous: Job, Joel, John, Jonah, Joshua
    ["Jud 5", "not a book"], // ambiguous: Judges, Jude
    ["John 22", "21 chapters"],
    ["John 0:1", "no chapter 0"],
    ["John 3:37", "36 verses"],
    ["John 3:0", "no verse 0"],
    ["Psalm 151", "150 chapters"],
    ["Jude 26", "25 verses"],
    ["John 3:18-16", "backwards"],
    ["John 4-3", "backwards"],
    ["Genesis 2:3-1:31", "backwards"],
    ["John 3:16 is great", "can read"],
    ["John 3:16:4", "can read"],
    ["John 3 16", "can read"],
    ["John abc", "not a book"],
    ["3:16", "not a book"],
    ["12345", "does not start with a book"],
    ["<script>alert(1)</script>", "not a book"],
    ["John 9999:1", "can read"],
    ["John " + "1".repeat(500), "too long"],
    ["Genesis", "1533 verses"],
    ["Psalms 1-20", "252 verses"],
  ])("%j", (input, message) => {
    const error = parseError(input);
    expect(error.kind).toBe("invalid-reference");
    expect(error.name).toBe("ScriptureError");
    expect(error.message).toContain(message);
  });

  it("rejects non-string input from untyped callers with a typed error", () => {
    expect(() => parseReference(undefined as unknown as string)).toThrow(ScriptureError);
  });

  it(`caps a passage at ${MAX_PASSAGE_VERSES} verses`, () => {
    expect(parseReference("Psalm 119").verseCount).toBe(176);
    expect(parseError("Psalms 119; 78").message).toContain(`at most ${MAX_PASSAGE_VERSES}`);
  });

  it("accepts the verses only the ESV numbers", () => {
    expect(parseReference("3 John 15").canonical).toBe("3 John 15");
    expect(parseReference("Revelation 12:18").canonical).toBe("Revelation 12:18");
  });
});

describe("parseReference: Spanish book names", () => {
  itAnswersEach(canonicalOf, "reads %s as %s", [
    ["Juan 3:16", "John 3:16"],
    ["1 Crónicas 17", "1 Chronicles 17"],
    ["1 Cronicas 17:16-27", "1 Chronicles 17:16-27"],
    ["Salmos 23", "Psalm 23"],
    ["Génesis 1:1-3", "Genesis 1:1-3"],
    ["Primera de Juan 4:19", "1 John 4:19"],
    ["2 Reyes 2:11", "2 Kings 2:11"],
    ["Hechos 2:38", "Acts 2:38"],
    ["Santiago 1:22", "James 1:22"],
    ["Cantares 2:4", "Song of Solomon 2:4"],
    ["Apocalipsis 21:4", "Revelation 21:4"],
    ["Mt 5:9", "Matthew 5:9"],
    ["Éxodo 20:12", "Exodus 20:12"],
    ["San Juan 3:16", "John 3:16"],
    ["San Mateo 5:9", "Matthew 5:9"],
    ["Segunda de Corintios 5:17", "2 Corinthians 5:17"],
    ["1.ª Corintios 13:4-7", "1 Corinthians 13:4-7"],
    ["2º Timoteo 3:16", "2 Timothy 3:16"],
    ["Hechos de los Apóstoles 1:8", "Acts 1:8"],
    ["Cantar de los Cantares 2:4", "Song of Solomon 2:4"],
    ["Juan 3:16-18", "John 3:16-18"],
    ["Juan 3", "John 3"],
  ]);

  it.each([
    ["Génesis 1:1-3", "Genesis 1:1-3"],
    ["Éxodo 20:12", "Exodus 20:12"],
    ["Levítico 19:18", "Leviticus 19:18"],
    ["Números 6:24-26", "Numbers 6:24-26"],
    ["Josué 1:9", "Joshua 1:9"],
    ["Nehemías 8:10", "Nehemiah 8:10"],
    ["Isaías 40:31", "Isaiah 40:31"],
    ["Gálatas 5:22-23", "Galatians 5:22-23"],
    ["Filemón 6", "Philemon 6"],
    ["1 Crónicas 17", "1 Chronicles 17"],
  ])("reads %s with or without its accents, in any case", (accented, canonical) => {
    const bare = accented.normalize("NFD").replace(/\p{M}/gu, "");
    for (const input of [accented, bare, accented.toUpperCase(), bare.toLowerCase()]) expect(canonicalOf(input), input).toBe(canonical);
  });

  it("keeps every alias pointing at one book, so no English abbreviation changed meaning", () => {
    const owners = new Map<string, string>();
    for (const book of BOOKS) {
      for (const alias of book.aliases) {
        expect(owners.get(alias) ?? book.name, alias).toBe(book.name);
        owners.set(alias, book.name);
      }
    }
    expect(findBook("Mc")?.name).toBe("Micah");
  });

  it("refuses a Spanish word that is not a book", () => {
    expect(parseError("Capítulo 3").message).toContain("not a book of the Bible");
  });
});
