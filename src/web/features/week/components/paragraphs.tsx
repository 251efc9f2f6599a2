// An item's text as the author wrote it: a paragraph per blank-line-separated block, line breaks kept.
import { splitParagraphs } from "../week-page-rules.ts";

export function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-4 text-lg leading-relaxed text-navy-900">
      {splitParagraphs(text).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
