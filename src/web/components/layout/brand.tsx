import clsx from "clsx";

/** The StrongBond mark and word. Decorative mark; the word is the accessible text. */
export function Brand({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-2.5 font-display text-xl font-bold tracking-tight",
        tone === "dark" ? "text-navy-950" : "text-white",
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-9 shrink-0">
        <rect width="64" height="64" rx="14" fill="#14213d" />
        <path
          d="M20 22c0-5 4-8 9-8h6c5 0 9 3 9 8v2h-7v-1c0-2-1-3-3-3h-4c-2 0-3 1-3 3s1 3 3 3h5c6 0 10 4 10 9v3c0 6-4 10-10 10h-6c-6 0-10-4-10-9v-2h7v1c0 2 1 3 3 3h5c2 0 3-1 3-3v-2c0-2-1-3-3-3h-5c-6 0-9-4-9-9z"
          fill="#f59e0b"
        />
        {tone === "light" ? <rect x="1" y="1" width="62" height="62" rx="13" fill="none" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="2" /> : null}
      </svg>
      StrongBond
    </span>
  );
}
