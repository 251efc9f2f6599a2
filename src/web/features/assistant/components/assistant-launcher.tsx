// The floating chat button at the bottom right (docs/areas/assistant.md: only for a signed-in user; the root
// layout mounts it then). The dialog's code loads on the first click, so other pages do not pay for it.
import { t } from "../../../lib/i18n.ts";
import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { Role } from "../../../../shared/constants.ts";
import "../../../lib/catalog-parts/assistant.ts";

const AssistantWidget = lazy(() => import("./assistant-widget.tsx"));

/**
 * No dead ends: when no assistant is connected to the server, a family sees no button at all; an
 * admin still does, and the widget tells him how to connect one. Whether one is connected comes with the session
 * (`configured`), so a page load does not read /api/chat/status; the widget reads it when opened.
 */
export function AssistantLauncher({ role, configured }: { role: Role; configured: boolean }) {
  if (!configured && role !== "admin") return null;
  return <AssistantButton />;
}

function AssistantButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // The dialog has no Radix trigger (it loads after the click), so focus is handed back by hand, once the
    // dialog's focus trap is gone.
    if (!next) requestAnimationFrame(() => buttonRef.current?.focus());
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("chat.open")}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-navy-900 text-white shadow-lg ring-2 ring-amber-400 transition-colors hover:bg-navy-800 print:hidden sm:right-6 sm:bottom-6"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <AssistantWidget open={open} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </>
  );
}
