// @vitest-environment happy-dom
// The one renderer of written text: Markdown formatting kept, raw HTML never rendered, links safe,
// scripture references turned into popup buttons.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown.ts";

const html = (text: string) => {
  const host = document.createElement("div");
  host.append(renderMarkdown(text));
  return host;
};

describe("renderMarkdown", () => {
  it("keeps emphasis and lists", () => {
    const host = html("Be *strong* and **brave**.\n\n- pray\n- act");
    expect(host.querySelector("em")?.textContent).toBe("strong");
    expect(host.querySelector("strong")?.textContent).toBe("brave");
    expect([...host.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["pray", "act"]);
  });

  it("never renders raw HTML: a script, an event handler or an iframe stays text", () => {
    const host = html('Hello <script>alert(1)</script> <img src=x onerror="alert(2)"> <iframe src="https://evil.example"></iframe>');
    expect(host.querySelector("script, img, iframe")).toBeNull();
    expect(host.textContent).toContain("<script>alert(1)</script>");
    expect(host.querySelector("[onerror]")).toBeNull();
    expect(host.innerHTML).not.toMatch(/<img/);
  });

  it("opens links in a new tab with rel=noopener and drops javascript: links", () => {
    const host = html("[site](https://example.org) and [bad](javascript:alert(1))");
    const links = [...host.querySelectorAll("a")];
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(links[0]?.getAttribute("target")).toBe("_blank");
    expect(host.innerHTML).not.toContain("javascript:");
  });

  it("drops data:, vbscript: and entity-disguised javascript: links, and images of any kind", () => {
    const host = html(
      "[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [b](vbscript:msgbox(1)) [c](jav&#x61;script:alert(1)) [d](JAVASCRIPT:alert(1)) ![e](https://example.org/x.png) ![f](javascript:alert(1))",
    );
    expect(host.querySelectorAll("a, img")).toHaveLength(0);
    expect(host.innerHTML).not.toMatch(/javascript:|vbscript:|data:text/i);
  });

  it("keeps HTML inside Markdown constructs as text: a heading, a list item, a link's title and an autolink", () => {
    const host = html(
      '## <svg onload="alert(1)">\n\n- <a href="javascript:alert(1)">x</a>\n\n[ok](https://example.org "<img src=x onerror=alert(1)>") <javascript:alert(1)>',
    );
    expect(host.querySelector("svg, img, [onload], [onerror]")).toBeNull();
    expect([...host.querySelectorAll("a")].every((a) => a.getAttribute("href")?.startsWith("https://"))).toBe(true);
    expect(host.textContent).toContain("<svg");
  });

  it("turns scripture references into buttons for the popup, not inside links", () => {
    const host = html("Read John 3:16 and 1 Samuel 17:45-47 today. [Psalm 23:1](https://example.org)");
    expect([...host.querySelectorAll("button[data-scripture]")].map((button) => button.getAttribute("data-scripture"))).toEqual([
      "John 3:16",
      "1 Samuel 17:45-47",
    ]);
  });
});
