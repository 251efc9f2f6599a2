// The HTML of a public page the server draws (a plan's page, a church's page, the marketplace): the app's shell with
// the page's title, description, cover and address in its <head> — for link previews in a group chat and for search
// engines (Open Graph, the Twitter card, canonical) — and its words in #root, readable without a script. The app
// replaces #root on its first render. Every value is escaped here, once: plan titles, church
// names and descriptions are written by authors.

export interface PublicPageMeta {
  /** The page's own title (the site's name is added). */
  title: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  /** Absolute address of the cover, if any. */
  image: string | null;
  type: "website" | "article";
}

export const SITE_NAME = "StrongBond";
/** What a description is cut to: link previews show about two lines, search results about 160 characters. */
export const DESCRIPTION_LENGTH = 200;

/** Text made safe for an HTML text node and a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

/** Plain words for a description: Markdown marks and runs of white space dropped, cut at a word. */
export function plainDescription(text: string, max = DESCRIPTION_LENGTH): string {
  const plain = text
    .replace(/[*_`#>[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An address on this site made absolute; null for anything but http(s) (a `javascript:` or `data:` cover). */
export function absoluteUrl(address: string | null, base: string): string | null {
  if (!address) return null;
  try {
    const url = new URL(address, `${base}/`);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The tags for <head>: title, description, canonical, Open Graph and the Twitter card. */
export function metaTags(meta: PublicPageMeta): string {
  const title = `${meta.title} · ${SITE_NAME}`;
  const tag = (attribute: "name" | "property", key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    tag("name", "description", meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    tag("property", "og:site_name", SITE_NAME),
    tag("property", "og:type", meta.type),
    tag("property", "og:title", meta.title),
    tag("property", "og:description", meta.description),
    tag("property", "og:url", meta.url),
    ...(meta.image ? [tag("property", "og:image", meta.image)] : []),
    tag("name", "twitter:card", meta.image ? "summary_large_image" : "summary"),
    tag("name", "twitter:title", meta.title),
    tag("name", "twitter:description", meta.description),
    ...(meta.image ? [tag("name", "twitter:image", meta.image)] : []),
  ].join("");
}

/**
 * The shell (dist/index.html) with the page's head tags in place of its title and description, and `markup` (already
 * escaped by its maker) as the content of #root; null when the shell has no #root to fill.
 */
export function publicPageHtml(shell: string, meta: PublicPageMeta, markup: string): string | null {
  const open = /<div id="?root"?[^>]*>/.exec(shell);
  if (!open) return null;
  // #root is the shell's last element (the build puts its scripts in <head>): it ends at the last </div> of the body.
  const bodyEnd = shell.lastIndexOf("</body>");
  const rootEnd = shell.lastIndexOf("</div>", bodyEnd === -1 ? shell.length : bodyEnd);
  if (rootEnd < open.index + open[0].length) return null;
  const before = shell
    .slice(0, open.index)
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace(/<meta\s+name="description"[^>]*>/, "");
  const tags = metaTags(meta);
  const head = before.includes("</head>") ? before.replace("</head>", `${tags}</head>`) : `${before}${tags}`;
  return `${head}<div id="root">${markup}</div>${shell.slice(rootEnd + "</div>".length)}`;
}
