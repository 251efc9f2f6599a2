import { describe, expect, it } from "vitest";
import { osisToText, paragraphMarks } from "./osis-text.ts";

describe("osisToText", () => {
  it("keeps the words and drops the notes, keeping the space a note stood for", () => {
    const osis =
      '<w lemma="strong:H0430">In</w> <w lemma="strong:H7225">beginning</w>, <w lemma="strong:H0430">God</w><note placement="foot"><reference type="annotateRef">1:1 </reference>The Hebrew word “Elohim”.</note><w lemma="strong:H1254">created</w> <w>the earth</w>. <div eID="gen25" type="x-p"/>';
    expect(osisToText(osis)).toBe("In beginning, God created the earth.");
  });

  it("keeps supplied words and quotations, drops headings, speakers and what follows a book's end", () => {
    expect(osisToText('<w>Y</w> <w>oyéndo</w><transChange type="added">lo</transChange><w>Jesús</w>, <w>se apartó</w>')).toBe("Y oyéndolo Jesús, se apartó");
    expect(osisToText('<title type="psalm" canonical="true">A Psalm.</title><lg sID="a"/><l sID="b"/><w>Yahweh</w> is my shepherd;<l eID="b"/>')).toBe(
      "Yahweh is my shepherd;",
    );
    expect(osisToText('<speaker>Friends</speaker> <q who="Jesus">“<w>Aren’t</w> two coins</q> <note>n</note> <q>? </q>')).toBe("“Aren’t two coins?");
    expect(osisToText('<w>Amen</w>. <div canonical="true" eID="g1" osisID="Rev" type="book"/> <div sID="g2" type="glossary"/> Abba means father')).toBe(
      "Amen.",
    );
    expect(osisToText("Bread &amp; wine")).toBe("Bread & wine");
  });

  it("says whether a paragraph opens before or after an entry's text", () => {
    expect(paragraphMarks('<div sID="g1" type="x-p"/><w>Cain</w> left.')).toEqual({ before: true, after: false });
    expect(paragraphMarks('<w>The earth</w> was empty. <div eID="g0" type="x-p"/> <div sID="g1" type="x-p"/>')).toEqual({ before: false, after: true });
    expect(paragraphMarks("<w>Plain</w>")).toEqual({ before: false, after: false });
  });
});
