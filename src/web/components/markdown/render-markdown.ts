// Markdown → a safe DOM fragment: marked renders, DOMPurify keeps only the tags and
// attributes below. Raw HTML in the source is shown as text, never rendered; links open in a new tab with
// rel="noopener noreferrer"; headings start at h3 (the page owns h1 and h2); scripture references in the text
// ("John 3:16", "1 Samuel 17:45-47") become buttons the caller turns into the scripture popup.
// Loaded only by the screens that show written text (the week page, the assistant): never in the dashboard's first load.
import DOMPurify from "dompurify";
import { Marked } from "marked";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const marked = new Marked({ gfm: true, breaks: true, async: false });
marked.use({
  renderer: {
    // Raw HTML is the author's text, not markup.
    html: ({ text }) => escapeHtml(text),
    heading({ tokens, depth }) {
      const level = Math.min(6, depth + 2);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    image: ({ text }) => escapeHtml(text),
    // Only web and mail addresses become links, opened in a new tab without access to this page.
    link({ href, tokens }) {
      const words = this.parser.parseInline(tokens);
      if (!/^(?:https?:|mailto:)/i.test(href)) return words;
      return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${words}</a>`;
    },
  },
});

const ALLOWED_TAGS = ["p", "br", "strong", "em", "del", "ul", "ol", "li", "h3", "h4", "h5", "h6", "blockquote", "a", "code", "pre", "hr"];
const ALLOWED_ATTR = ["href"];

const BOOKS = [
  "Genesis",
  "Exodus",
  "Leviticus",
  "Numbers",
  "Deuteronomy",
  "Joshua",
  "Judges",
  "Ruth",
  "[1-2] Samuel",
  "[1-2] Kings",
  "[1-2] Chronicles",
  "Ezra",
  "Nehemiah",
  "Esther",
  "Job",
  "Psalms?",
  "Proverbs",
  "Ecclesiastes",
  "Song of (?:Songs|Solomon)",
  "Isaiah",
  "Jeremiah",
  "Lamentations",
  "Ezekiel",
  "Daniel",
  "Hosea",
  "Joel",
  "Amos",
  "Obadiah",
  "Jonah",
  "Micah",
  "Nahum",
  "Habakkuk",
  "Zephaniah",
  "Haggai",
  "Zechariah",
  "Malachi",
  "Matthew",
  "Mark",
  "Luke",
  "John",
  "Acts",
  "Romans",
  "[1-2] Corinthians",
  "Galatians",
  "Ephesians",
  "Philippians",
  "Colossians",
  "[1-2] Thessalonians",
  "[1-2] Timothy",
  "Titus",
  "Philemon",
  "Hebrews",
  "James",
  "[1-2] Peter",
  "[1-3] John",
  "Jude",
  "Revelation",
];
/** A scripture reference: a book of the Bible, chapter:verse, an optional range ("1 Samuel 17:45-47"). */
export const SCRIPTURE_REFERENCE = new RegExp(`(?<![\\w])(?:${BOOKS.join("|")}) \\d{1,3}:\\d{1,3}(?:[-–]\\d{1,3})?\\b`, "g");

let hooked = false;
function hookLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") {
      node.setAttribute("rel", "noopener noreferrer");
      node.setAttribute("target", "_blank");
    }
  });
}

/** Wraps each scripture reference of the fragment's text (outside links and code) in a button. */
function markScripture(root: DocumentFragment): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node.parentElement?.closest("a, code, pre") ?? null)) texts.push(node as Text);
  }
  for (const text of texts) {
    const value = text.data;
    SCRIPTURE_REFERENCE.lastIndex = 0;
    if (!SCRIPTURE_REFERENCE.test(value)) continue;
    SCRIPTURE_REFERENCE.lastIndex = 0;
    const parts = document.createDocumentFragment();
    let last = 0;
    for (const match of value.matchAll(SCRIPTURE_REFERENCE)) {
      const index = match.index ?? 0;
      parts.append(value.slice(last, index));
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.scripture = match[0];
      button.setAttribute("aria-haspopup", "dialog");
      button.className = "font-semibold text-amber-800 underline decoration-amber-400 decoration-2 underline-offset-4";
      button.textContent = match[0];
      parts.append(button);
      last = index + match[0].length;
    }
    parts.append(value.slice(last));
    text.replaceWith(parts);
  }
}

export function renderMarkdown(text: string): DocumentFragment {
  hookLinks();
  const html = marked.parse(text) as string;
  // The renderer above already writes no raw HTML; DOMPurify is the second wall (every browser supports it; a
  // DOM without the APIs it needs, such as a test's, gets the renderer's output as it is).
  const fragment = DOMPurify.isSupported
    ? DOMPurify.sanitize(html, {
        ALLOWED_TAGS,
        ALLOWED_ATTR: [...ALLOWED_ATTR, "target", "rel"],
        ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
        RETURN_DOM_FRAGMENT: true,
      })
    : document.createRange().createContextualFragment(html);
  // A link whose address was refused (javascript:, data:) is only its words.
  for (const link of fragment.querySelectorAll("a:not([href])")) link.replaceWith(...link.childNodes);
  markScripture(fragment);
  return fragment;
}
