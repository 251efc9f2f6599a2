// Written text (a devotional, Dad's Corner, an assistant reply) rendered from Markdown, safely (render-markdown.ts).
// The renderer is loaded on first use, so screens that never show such text never load it; until it
// is there the text shows as plain paragraphs. A scripture reference in the text opens the scripture popup.
import clsx from "clsx";
import { useEffect, useRef, useState, type ReactNode } from "react";

type Render = (text: string) => DocumentFragment;
let loaded: Render | null = null;

export function MarkdownText({
  text,
  className,
  fallback,
  scripture,
}: {
  text: string;
  className?: string;
  /** Shown until the renderer has loaded (plain paragraphs). */
  fallback: ReactNode;
  /** The popup for a reference the reader clicked (the scripture feature, composed by the caller). */
  scripture?: (reference: string, close: () => void) => ReactNode;
}) {
  const [render, setRender] = useState<Render | null>(() => loaded);
  const [reference, setReference] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (render) return;
    let live = true;
    void import("./render-markdown.ts").then((module) => {
      loaded = module.renderMarkdown;
      if (live) setRender(() => module.renderMarkdown);
    });
    return () => {
      live = false;
    };
  }, [render]);

  useEffect(() => {
    if (render && ref.current) ref.current.replaceChildren(render(text));
  }, [render, text]);

  if (!render) return <>{fallback}</>;
  return (
    <>
      <div
        ref={ref}
        data-markdown=""
        className={clsx("markdown-text", className)}
        onClick={(event) => {
          const target = (event.target as Element).closest("[data-scripture]");
          const value = target?.getAttribute("data-scripture");
          if (value && scripture) setReference(value);
        }}
      />
      {reference && scripture ? scripture(reference, () => setReference(null)) : null}
    </>
  );
}
