// A spinner (decorative: the surrounding text says what is loading) and the full-page loading screen.
import clsx from "clsx";
import { LoaderCircle } from "lucide-react";

const sizes = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

export function Spinner({ size = "md", className }: { size?: keyof typeof sizes; className?: string }) {
  return <LoaderCircle aria-hidden="true" className={clsx("animate-spin", sizes[size], className)} />;
}

/** Fills the page while something the whole screen needs is loading; the message is announced politely. */
export function LoadingScreen({ message = "Loading..." }: { message?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-navy-700">
      <Spinner size="lg" className="text-amber-500" />
      <p className="text-lg font-medium">{message}</p>
    </div>
  );
}
