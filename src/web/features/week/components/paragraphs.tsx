// An item's text as the author wrote it. Written text is Markdown: rendered safely once the
// renderer has loaded, and until then (or without it) a paragraph per blank-line-separated block, line breaks kept.
import type { ReactNode } from "react";
import { MarkdownText } from "../../../components/markdown/markdown-text.tsx";
import { splitParagraphs } from "../week-page-rules.ts";

const TEXT = "space-y-4 text-lg leading-relaxed text-navy-900";
const MARKDOWN =
  "[&_a]:font-semibold [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-amber-300 [&_blockquote]:pl-4 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc";

function Plain({ text }: { text: string }) {
  return (
    <div className={TEXT}>
      {splitParagraphs(text).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

export function Paragraphs({ text, passage }: { text: string; passage?: (reference: string, close: () => void) => ReactNode }) {
  return <MarkdownText text={text} className={`${TEXT} ${MARKDOWN}`} fallback={<Plain text={text} />} {...(passage ? { scripture: passage } : {})} />;
}
