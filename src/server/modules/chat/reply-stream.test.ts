import { describe, expect, it } from "vitest";
import { finalizeReply } from "../../integrations/assistant/reply-format.ts";
import { createReplyFormatter } from "./reply-stream.ts";

function streamed(deltas: string[]): { shown: string; saved: string; steps: string[] } {
  const formatter = createReplyFormatter();
  const steps = deltas.map((delta) => formatter.push(delta));
  return { shown: steps.join(""), saved: formatter.finish(), steps };
}

describe("createReplyFormatter", () => {
  it("shows '###' as a line break even when the marker arrives in pieces", () => {
    const { shown, saved, steps } = streamed(["Pray first.", " #", "#", "# Then", " act."]);
    expect(saved).toBe("Pray first.\nThen act.");
    expect(shown).toBe(saved);
    // Nothing of the marker leaks out before it is complete.
    expect(steps.slice(0, 3).join("")).toBe("Pray first.");
  });

  it("shows nothing for a reply without text, which is saved as 'No response'", () => {
    expect(streamed([]).saved).toBe("No response");
    const blank = streamed(["  ", "\n", "###"]);
    expect(blank.shown).toBe("");
    expect(blank.saved).toBe("No response");
  });

  it("drops leading blanks and a leading marker", () => {
    const { shown, saved } = streamed(["\n  ", "### Hello", " there  "]);
    expect(saved).toBe("Hello there");
    expect(shown).toBe("Hello there");
  });

  it("always shows exactly the start of the saved text, for any way of cutting the reply", () => {
    const replies = [
      "Start small. ### Pray daily.####Keep going. ## not a marker ###",
      "   ###   Lead by example.\n\n### Serve together.  ",
      "Romans 12:1 ### #hashtag ###### end",
      "No markers at all, just text with # and ## signs.",
    ];
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (const reply of replies) {
      for (let round = 0; round < 200; round++) {
        const deltas: string[] = [];
        let rest = reply;
        while (rest.length > 0) {
          const size = 1 + Math.floor(random() * 6);
          deltas.push(rest.slice(0, size));
          rest = rest.slice(size);
        }
        const formatter = createReplyFormatter();
        let shown = "";
        const final = finalizeReply(reply);
        for (const delta of deltas) {
          shown += formatter.push(delta);
          expect(final.startsWith(shown)).toBe(true);
        }
        expect(formatter.finish()).toBe(final);
        expect(shown).toBe(final);
      }
    }
  });
});
