import { describe, expect, it } from "vitest";
import { KJV_NOTICE, KjvProvider } from "./kjv-provider.ts";
import { ScriptureError } from "./types.ts";
import { rejectionOf } from "../../../../tests/support/rejection.ts";

const kjv = new KjvProvider();

/** The verse numbers in a rendered passage, in order ("[2:1]" counts as verse 1). */
function verseNumbers(text: string): number[] {
  return [...text.matchAll(/\[(?:\d+:)?(\d+)\] /g)].map((m) => Number(m[1]));
}

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, ScriptureError);

describe("KjvProvider", () => {
  it("returns John 15:13 with its verse number, the source and the public-domain notice", async () => {
    const passage = await kjv.getPassage("John 15:13");
    expect(passage).toEqual({
      reference: "John 15:13",
      text: "[13] Greater love hath no man than this, that a man lay down his life for his friends.",
      source: "kjv",
      notice: KJV_NOTICE,
    });
    expect(KJV_NOTICE).toBe("Scripture quotations are from the King James Version (KJV), which is in the public domain.");
  });

  it("returns the 12 verses of 1 Chronicles 17:16-27", async () => {
    const passage = await kjv.getPassage("1 Chronicles 17:16-27");
    expect(passage.reference).toBe("1 Chronicles 17:16-27");
    expect(verseNumbers(passage.text)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27]);
    expect(passage.text).toMatch(/^\[16\] And David the king came and sat before the LORD, and said, Who am I, O LORD God/);
  });

  it("returns all 6 verses of Psalm 23 under either spelling", async () => {
    const passage = await kjv.getPassage("Psalms 23");
    expect(passage.reference).toBe("Psalm 23");
    expect(verseNumbers(passage.text)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await kjv.getPassage("ps 23")).toEqual(passage);
  });

  it("keeps the translators' supplied words but drops their brackets", async () => {
    const { text } = await kjv.getPassage("Psalm 23:1");
    expect(text).toBe("[1] The LORD is my shepherd; I shall not want.");
    const chronicles = await kjv.getPassage("1 Chronicles 17:16-27");
    const withoutVerseNumbers = chronicles.text.replace(/\[[\d:]+\] /g, "");
    expect(withoutVerseNumbers).not.toMatch(/[[\]]/);
    expect(chronicles.text).toContain("Who am I, O LORD God, and what is mine house");
    expect(chronicles.text).not.toContain("#");
  });

  it("uses the package's own name for the Song of Solomon", async () => {
    const { text, reference } = await kjv.getPassage("Song of Songs 2:4");
    expect(reference).toBe("Song of Solomon 2:4");
    expect(text).toContain("his banner over me was love");
  });

  it("labels chapter changes and keeps paragraphs", async () => {
    const { text } = await kjv.getPassage("Genesis 1:31-2:3");
    expect(verseNumbers(text)).toEqual([31, 1, 2, 3]);
    expect(text).toContain("[2:1] Thus the heavens and the earth were finished");
    expect(text.startsWith("[1:31] And God saw every thing")).toBe(true);
    // A new chapter starts a new paragraph.
    expect(text).toContain("\n\n[2:1]");
  });

  it("breaks paragraphs where the 1769 text marks them", async () => {
    // Genesis 2:4 opens a paragraph ("# These are the generations...").
    const { text } = await kjv.getPassage("Genesis 2:3-5");
    expect(text).toMatch(/^\[3\] [^\n]+\n\n\[4\] These are the generations/);
    expect(text).toContain(
      "[4] These are the generations of the heavens and of the earth when they were created, in the day that the LORD God made the earth and the heavens, [5]",
    );
  });

  it("separates the items of a list", async () => {
    const { text, reference } = await kjv.getPassage("John 3:16, 18");
    expect(reference).toBe("John 3:16, 18");
    expect(text.split("\n\n")).toHaveLength(2);
    expect(verseNumbers(text)).toEqual([16, 18]);
  });

  it("rejects a bad reference as invalid-reference without loading anything upstream", async () => {
    expect((await rejection(kjv.getPassage("Hezekiah 3:1"))).kind).toBe("invalid-reference");
    expect((await rejection(kjv.getPassage("John 22:1"))).kind).toBe("invalid-reference");
    expect((await rejection(kjv.getPassage("Genesis"))).kind).toBe("invalid-reference");
  });

  it("reports verses that only the ESV numbers as not-found", async () => {
    expect((await rejection(kjv.getPassage("3 John 15"))).kind).toBe("not-found");
    // In a range the missing verse is simply absent.
    expect(verseNumbers((await kjv.getPassage("3 John 13-15")).text)).toEqual([13, 14]);
  });
});
