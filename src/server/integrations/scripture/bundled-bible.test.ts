import { describe, expect, it } from "vitest";
import { BundledBibleProvider, loadBundledBible } from "./bundled-bible.ts";
import { KjvProvider } from "./kjv-provider.ts";

// Word for word against the printed texts: a wrong index layout or versification in scripts/bible-import.ts shifts
// every verse, and a markup leak shows here first.
describe("the bundled public-domain Bibles", () => {
  it("has John 3:16 in the Reina-Valera 1909", async () => {
    const passage = await new BundledBibleProvider("rv1909").getPassage("John 3:16");
    expect(passage.text).toBe(
      "[16] Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.",
    );
    expect(passage.source).toBe("rv1909");
    expect(passage.notice).toBe("Las citas bíblicas son de la Reina-Valera 1909 (RV1909), de dominio público.");
  });

  it("has John 3:16, Genesis 1:1 and the last verses of each testament in the World English Bible", async () => {
    const web = new BundledBibleProvider("web");
    expect((await web.getPassage("John 3:16")).text).toBe(
      "[16] For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.",
    );
    expect((await web.getPassage("Genesis 1:1")).text).toBe("[1] In the beginning, God created the heavens and the earth.");
    expect((await web.getPassage("Psalm 23:1")).text).toBe("[1] Yahweh is my shepherd; I shall lack nothing.");
    expect((await web.getPassage("Malachi 4:6")).text).toBe(
      "[6] He will turn the hearts of the fathers to the children and the hearts of the children to their fathers, lest I come and strike the earth with a curse.”",
    );
    expect((await web.getPassage("Revelation 22:21")).text).toBe("[21] The grace of the Lord Jesus Christ be with all the saints. Amen.");
  });

  it("keeps the RV1909's last verses in their places", async () => {
    const rv = new BundledBibleProvider("rv1909");
    expect((await rv.getPassage("Malachi 4:6")).text).toBe(
      "[6] El convertirá el corazón de los padres á los hijos, y el corazón de los hijos á los padres: no sea que yo venga, y con destrucción hiera la tierra.",
    );
    expect((await rv.getPassage("Revelation 22:21")).text).toBe("[21] La gracia de nuestro Señor Jesucristo sea con todos vosotros. Amén.");
  });

  it("still has John 3:16 in the King James Version", async () => {
    expect((await new KjvProvider().getPassage("John 3:16")).text).toBe(
      "[16] For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
    );
  });

  it("reads a verse range word for word in each version, from Spanish and English references alike", async () => {
    expect((await new BundledBibleProvider("rv1909").getPassage("Génesis 1:1-3")).text).toBe(
      "[1] EN el principio crió Dios los cielos y la tierra. [2] Y la tierra estaba desordenada y vacía, y las tinieblas estaban sobre la haz del abismo, y el Espíritu de Dios se movía sobre la haz de las aguas. [3] Y dijo Dios: Sea la luz: y fué la luz.",
    );
    expect((await new KjvProvider().getPassage("John 3:16-17")).text).toBe(
      "[16] For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life. [17] For God sent not his Son into the world to condemn the world; but that the world through him might be saved.",
    );
    expect((await new BundledBibleProvider("web").getPassage("Juan 3:16-17")).text).toBe(
      "[16] For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life. [17] For God didn’t send his Son into the world to judge the world, but that the world should be saved through him.",
    );
  });

  it("reads a whole chapter: every verse, in order, and nothing after it", async () => {
    const psalm = await new BundledBibleProvider("web").getPassage("Psalm 23");
    expect(psalm.reference).toBe("Psalm 23");
    expect(psalm.text).toBe(
      "[1] Yahweh is my shepherd; I shall lack nothing. [2] He makes me lie down in green pastures. He leads me beside still waters. [3] He restores my soul. He guides me in the paths of righteousness for his name’s sake. [4] Even though I walk through the valley of the shadow of death, I will fear no evil, for you are with me. Your rod and your staff, they comfort me. [5] You prepare a table before me in the presence of my enemies. You anoint my head with oil. My cup runs over. [6] Surely goodness and loving kindness shall follow me all the days of my life, and I will dwell in Yahweh’s house forever.",
    );
    const salmo = await new BundledBibleProvider("rv1909").getPassage("Salmos 23");
    expect(salmo.text.startsWith("[1] Salmo de David. JEHOVÁ es mi pastor; nada me faltará. [2] En lugares de delicados pastos me hará yacer")).toBe(true);
    expect(
      salmo.text.endsWith("[6] Ciertamente el bien y la misericordia me seguirán todos los días de mi vida: y en la casa de Jehová moraré por largos días."),
    ).toBe(true);
    const chronicles = await new BundledBibleProvider("rv1909").getPassage("1 Crónicas 17");
    expect(chronicles.text.match(/\[\d+\]/g)).toHaveLength(27);
  });

  it("ends the King James Version where the printed one ends", async () => {
    expect((await new KjvProvider().getPassage("Revelation 22:21")).text).toBe("[21] The grace of our Lord Jesus Christ be with you all. Amen.");
  });

  it("splits a passage into paragraphs where the WEB does", async () => {
    const passage = await new BundledBibleProvider("web").getPassage("Genesis 1:1-3");
    expect(passage.text.split("\n\n")).toHaveLength(2);
  });

  it.each(["web", "rv1909"] as const)("%s: no markup is left and the source and copyright lines are recorded", async (code) => {
    const bible = await loadBundledBible(code);
    expect(bible.source).toMatch(/^Debian package sword-text-(web|sparv) \S+: CrossWire SWORD module \w+ version/);
    expect(bible.copyright).toMatch(/^PUBLIC DOMAIN/);
    const verses = bible.books.flat(2);
    expect(verses.length).toBeGreaterThan(31_000);
    expect(verses.filter((v) => /[<>]|&\w+;| [.,;:!?]|\p{Ll}\p{Lu}/u.test(v))).toEqual([]);
  });
});
