// A link to pass on (an invitation link), shown in a read-only field under its label: a click or a tab into the
// field selects the whole link, ready to copy by hand.
import clsx from "clsx";
import type { ReactNode } from "react";

export function ReadOnlyLinkField({ id, label, value, compact = false }: { id: string; label: ReactNode; value: string; compact?: boolean }) {
  return (
    <>
      <label htmlFor={id} className={clsx("block font-semibold", compact && "text-sm")}>
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={value}
        // Compact: inside a card, where a smaller label leaves the link itself (in monospace) the eye's first stop.
        className={clsx("w-full rounded-lg border border-navy-200 bg-navy-50 px-3 py-2 text-sm", compact && "font-mono")}
        onFocus={(event) => event.currentTarget.select()}
      />
    </>
  );
}
