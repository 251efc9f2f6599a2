import { describe, expect, it } from "vitest";
import { quotationMismatches, quotationProblem, quotationsOf, versesOf } from "./quotation-check.ts";

const plan = (content: string, scriptureReference = "Luke 15:11-32") => ({
  description: null,
  devotionals: [{ weekNumber: 1, scriptureReference, content, memoryVerse: null, discussionQuestions: [] }],
  challenges: [],
  dadsCorner: [],
});

describe("the quotation check", () => {
  it("accepts the King James word for word, relative references and elisions, and refuses changed words", async () => {
    expect(await quotationProblem("kjv", "Iron sharpeneth iron", "Proverbs 27:17", null)).toBeNull();
    expect(await quotationProblem("kjv", "Do all that is in thine heart", "17:2", "1 Chronicles")).toBeNull();
    expect(await quotationProblem("kjv", "Ye see the distress that we are in ... come, and let us build up the wall", "Nehemiah 2:17", null)).toBeNull();
    expect(await quotationProblem("kjv", "Iron sharpens iron", "Proverbs 27:17", null)).toMatch(/is not in Proverbs 27:17/);
    expect(await quotationProblem("kjv", "come, and let us build ... Ye see the distress", "Nehemiah 2:17", null)).not.toBeNull();
    expect(await quotationProblem("kjv", "Iron sharpeneth iron", "Proverbs 27:99", null)).not.toBeNull();
    expect(await versesOf("kjv", "Psalm 127")).toHaveLength(5);
  });

  it("accepts the Reina-Valera 1909 word for word with Spanish book names, and refuses a modern wording", async () => {
    expect(await quotationProblem("rv1909", "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito", "Juan 3:16", null)).toBeNull();
    expect(await quotationProblem("rv1909", "corrió, y echóse sobre su cuello, y besóle", "15:20", "Lucas")).toBeNull();
    // The same verse as a modern Bible prints it, and an English quotation checked against the Spanish text.
    expect(await quotationProblem("rv1909", "Porque de tal manera amó Dios al mundo, que ha dado a su Hijo unigénito", "Juan 3:16", null)).toMatch(
      /Reina-Valera 1909/,
    );
    expect(await quotationProblem("rv1909", "For God so loved the world", "John 3:16", null)).not.toBeNull();
    expect(await versesOf("rv1909", "Salmos 127")).toHaveLength(5);
  });

  it("finds a plan's quotations and lists only those that do not match its language's version", async () => {
    const spanish = plan('El padre "corrió, y echóse sobre su cuello" (15:20) y luego "lo abrazó con fuerza" (15:20).', "Lucas 15:11-32");
    expect(quotationsOf(spanish).map((q) => q.quote)).toEqual(["corrió, y echóse sobre su cuello", "lo abrazó con fuerza"]);
    const mismatches = await quotationMismatches("es", spanish);
    expect(mismatches.map((m) => [m.where, m.quote])).toEqual([["week 1 devotional", "lo abrazó con fuerza"]]);

    const english = plan('His father "ran, and fell on his neck, and kissed him" (15:20), then "hugged him tight" (15:20).');
    expect((await quotationMismatches("en", english)).map((m) => m.quote)).toEqual(["hugged him tight"]);
    // An English plan's quotation is not the Spanish text's.
    expect(await quotationMismatches("es", english)).toHaveLength(2);
  });
});
