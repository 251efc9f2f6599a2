// @vitest-environment happy-dom
// "Listen": what is read, in what pieces, and the control's play, pause, resume, speed and stop.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ListenControl } from "./components/listen-control.tsx";
import { devotionalSpeech, passageSpeech, speechPieces, spokenText } from "./read-aloud.ts";

describe("the text read aloud", () => {
  it("drops Markdown's marks and reads link text only", () => {
    expect(spokenText("## Be **strong**\n> [Joshua 1:9](https://x.test) says _be of good courage_")).toBe("Be strong\nJoshua 1:9 says be of good courage");
  });

  it("goes in sentence-sized pieces, long sentences cut at a comma", () => {
    const kjv =
      "Have not I commanded thee? Be strong and of a good courage; be not afraid, neither be thou dismayed: for the LORD thy God is with thee whithersoever thou goest.";
    expect(speechPieces([kjv])).toEqual([
      "Have not I commanded thee?",
      "Be strong and of a good courage;",
      "be not afraid, neither be thou dismayed: for the LORD thy God is with thee whithersoever thou goest.",
    ]);
    const long = `${"And it came to pass, ".repeat(20)}amen.`;
    expect(speechPieces([long]).every((piece) => piece.length <= 220)).toBe(true);
    expect(speechPieces(["Scripture: Joshua 1:9. Read 3.5 verses!"])).toEqual(["Scripture: Joshua 1:9.", "Read 3.5 verses!"]);
  });
});

describe("the passage read aloud in the reader's version", () => {
  const juan =
    "[16] Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.\n\n[17] Porque no envió Dios á su Hijo al mundo.";

  it("reads the words, not the verse numbers, in the version's language", () => {
    expect(passageSpeech({ text: juan, lang: "es" })).toEqual([
      {
        text: "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.",
        lang: "es",
      },
      { text: "Porque no envió Dios á su Hijo al mundo.", lang: "es" },
    ]);
    expect(passageSpeech({ text: "[2:1] And he said. [2] Go.", lang: "en" }).map((p) => p.text)).toEqual(["And he said.", "Go."]);
  });

  it("puts the passage after its reference and keeps the page's words in English", () => {
    const devotional = {
      title: "Loved",
      scriptureReference: "Juan 3:16",
      memoryVerse: "",
      content: "God loves you.",
      discussionQuestions: ["Who loves you?"],
    } as unknown as Parameters<typeof devotionalSpeech>[0];
    expect(devotionalSpeech(devotional, { text: "[16] Porque de tal manera amó Dios al mundo.", lang: "es" })).toEqual([
      { text: "Loved", lang: "en" },
      { text: "Scripture: Juan 3:16.", lang: "en" },
      { text: "Porque de tal manera amó Dios al mundo.", lang: "es" },
      { text: "God loves you.", lang: "en" },
      { text: "Discussion questions.", lang: "en" },
      { text: "Who loves you?", lang: "en" },
    ]);
    expect(devotionalSpeech(devotional).map((p) => p.text)).toEqual([
      "Loved",
      "Scripture: Juan 3:16.",
      "God loves you.",
      "Discussion questions.",
      "Who loves you?",
    ]);
  });
});

interface FakeUtterance {
  text: string;
  lang: string;
  rate: number;
  onstart: (() => void) | null;
  onend: (() => void) | null;
}

describe("the Listen control", () => {
  let spoken: FakeUtterance[];
  const synth = { speak: vi.fn(), pause: vi.fn(), resume: vi.fn(), cancel: vi.fn() };

  beforeEach(() => {
    spoken = [];
    synth.speak.mockImplementation((u: FakeUtterance) => spoken.push(u));
    vi.stubGlobal("speechSynthesis", synth);
    vi.stubGlobal(
      "SpeechSynthesisUtterance",
      class {
        text: string;
        rate = 1;
        lang = "";
        onstart = null;
        onend = null;
        onerror = null;
        constructor(text: string) {
          this.text = text;
        }
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("reads every piece at the steady speed, pauses, resumes, restarts the current piece at a new speed, and stops on leaving", () => {
    const { unmount } = render(<ListenControl pieces={["Be strong.", "Be of good courage."]} what="devotional" />);
    fireEvent.click(screen.getByRole("button", { name: "Listen to the devotional" }));
    expect(spoken.map((u) => [u.text, u.rate])).toEqual([
      ["Be strong.", 0.85],
      ["Be of good courage.", 0.85],
    ]);
    act(() => spoken[1]?.onstart?.());

    fireEvent.click(screen.getByRole("button", { name: "Pause reading the devotional" }));
    expect(synth.pause).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Resume reading the devotional" }));
    expect(synth.resume).toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Speed"), { target: { value: "0.7" } });
    expect(spoken.slice(2).map((u) => [u.text, u.rate])).toEqual([["Be of good courage.", 0.7]]);

    // The last piece ends: the control is ready to read again.
    act(() => spoken[2]?.onend?.());
    expect(screen.getByRole("button", { name: "Listen to the devotional" })).toBeInTheDocument();

    synth.cancel.mockClear();
    unmount();
    expect(synth.cancel).toHaveBeenCalled();
  });

  it("fetches the passage when Listen is pressed and reads it with its language; without it, reads the page", async () => {
    const load = vi.fn(() =>
      Promise.resolve([
        { text: "Title.", lang: "en" },
        { text: "Porque de tal manera amó Dios al mundo.", lang: "es" },
      ]),
    );
    const { unmount } = render(<ListenControl pieces={["Title."]} what="devotional" load={load} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Listen to the devotional" }));
    await waitFor(() => expect(spoken).toHaveLength(2));
    expect(spoken.map((u) => [u.text, u.lang])).toEqual([
      ["Title.", "en"],
      ["Porque de tal manera amó Dios al mundo.", "es"],
    ]);
    unmount();

    spoken = [];
    render(<ListenControl pieces={["Title."]} what="challenge" load={() => Promise.reject(new Error("offline"))} />);
    fireEvent.click(screen.getByRole("button", { name: "Listen to the challenge" }));
    await waitFor(() => expect(spoken.map((u) => [u.text, u.lang])).toEqual([["Title.", "en"]]));
  });

  it("is not shown where the browser cannot speak", () => {
    vi.stubGlobal("speechSynthesis", undefined);
    const { container } = render(<ListenControl pieces={["Text."]} what="challenge" />);
    expect(container).toBeEmptyDOMElement();
  });
});
