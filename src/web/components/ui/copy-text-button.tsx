// A small button that copies a text (an invitation link) to the clipboard and then says it did ("Copied"); a refused
// or missing clipboard leaves the button as it was. Words only a screen reader needs (whose link) go in `children`.
import { useState, type ReactNode } from "react";
import { Button } from "./button.tsx";

export function CopyTextButton({ text, copyLabel, copiedLabel, children }: { text: string; copyLabel: string; copiedLabel: string; children?: ReactNode }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? copiedLabel : copyLabel}
      {children}
    </Button>
  );
}
