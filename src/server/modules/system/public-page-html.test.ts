// The public pages' HTML: every author-written value escaped, the meta tags a link preview and a search engine read,
// and the shell's own title and description replaced rather than repeated.
import { describe, expect, it } from "vitest";
import { absoluteUrl, escapeHtml, metaTags, plainDescription, publicPageHtml, type PublicPageMeta } from "./public-page-html.ts";

const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta
  name="description"
  content="The site's own description."
/>
<title>StrongBond · Fathers and sons</title><script type="module" src="/assets/boot.js"></script></head>
<body><div id="root"><div class="skeleton"><nav>bar</nav></div></div></body></html>`;

const meta: PublicPageMeta = {
  title: `Dads "&" <Sons>`,
  description: `Grow <b>together</b> & 'pray'`,
  url: "https://strongbond.example/marketplace/plans/7",
  image: "https://strongbond.example/covers/a.svg",
  type: "article",
};

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and attributes", () => {
    expect(escapeHtml(`<script>alert("x" & 'y')</script>`)).toBe("&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;");
  });
});

describe("metaTags", () => {
  it("gives title, description, canonical, Open Graph and the Twitter card, all escaped", () => {
    const html = metaTags(meta);
    expect(html).toContain("<title>Dads &quot;&amp;&quot; &lt;Sons&gt; · StrongBond</title>");
    expect(html).toContain(`<meta property="og:title" content="Dads &quot;&amp;&quot; &lt;Sons&gt;">`);
    expect(html).toContain(`<meta name="description" content="Grow &lt;b&gt;together&lt;/b&gt; &amp; &#39;pray&#39;">`);
    expect(html).toContain(`<meta property="og:description" content="Grow &lt;b&gt;together&lt;/b&gt; &amp; &#39;pray&#39;">`);
    expect(html).toContain(`<link rel="canonical" href="https://strongbond.example/marketplace/plans/7">`);
    expect(html).toContain(`<meta property="og:url" content="https://strongbond.example/marketplace/plans/7">`);
    expect(html).toContain(`<meta property="og:image" content="https://strongbond.example/covers/a.svg">`);
    expect(html).toContain(`<meta property="og:type" content="article">`);
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image">`);
    expect(html).toContain(`<meta name="twitter:image" content="https://strongbond.example/covers/a.svg">`);
    expect(html).not.toMatch(/<(b|script|Sons)>/);
  });

  it("without a cover: no image tags and the small card", () => {
    const html = metaTags({ ...meta, image: null });
    expect(html).not.toContain("og:image");
    expect(html).not.toContain("twitter:image");
    expect(html).toContain(`<meta name="twitter:card" content="summary">`);
  });
});

describe("publicPageHtml", () => {
  it("replaces the shell's title and description, keeps its scripts and fills #root", () => {
    const html = publicPageHtml(SHELL, meta, "<main>the page</main>") ?? "";
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain("The site's own description.");
    expect(html).toContain(`<script type="module" src="/assets/boot.js"></script>`);
    expect(html).toContain(`<div id="root"><main>the page</main></div></body></html>`);
    expect(html).not.toContain("skeleton");
    expect(html.indexOf("og:title")).toBeLessThan(html.indexOf("</head>"));
  });

  it("is null for a shell without #root", () => {
    expect(publicPageHtml("<html><head></head><body></body></html>", meta, "x")).toBeNull();
  });
});

describe("absoluteUrl and plainDescription", () => {
  it("makes the site's addresses absolute and refuses other schemes", () => {
    expect(absoluteUrl("/covers/a.svg", "https://s.example")).toBe("https://s.example/covers/a.svg");
    expect(absoluteUrl("https://cdn.example/c.jpg", "https://s.example")).toBe("https://cdn.example/c.jpg");
    expect(absoluteUrl("javascript:alert(1)", "https://s.example")).toBeNull();
    expect(absoluteUrl("data:image/png;base64,AAAA", "https://s.example")).toBeNull();
    expect(absoluteUrl(null, "https://s.example")).toBeNull();
  });

  it("drops Markdown marks and cuts a long text at a word", () => {
    expect(plainDescription("**Six** weeks\n\n of _courage_")).toBe("Six weeks of courage");
    const cut = plainDescription("word ".repeat(100), 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith("word…")).toBe(true);
  });
});
