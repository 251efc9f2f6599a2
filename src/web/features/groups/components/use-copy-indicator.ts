// Copies text to the clipboard and says so for a moment (docs/areas/groups.md: the check mark lasts 2 seconds).
import { useCallback, useEffect, useRef, useState } from "react";
import { COPIED_INDICATOR_MS } from "../../../../shared/constants.ts";

export type CopyState = "idle" | "copied" | "failed";

export function useCopyIndicator() {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      // Missing outside a secure context (plain http on another host): say so instead of pretending.
      if (!navigator.clipboard) throw new Error("clipboard unavailable");
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
    timer.current = setTimeout(() => setState("idle"), COPIED_INDICATOR_MS);
  }, []);

  return { state, copy };
}
