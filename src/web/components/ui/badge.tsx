// A small coloured label (status, role, weeks, Public/Private). Colour and icon never carry meaning alone:
// the text says it.
import clsx from "clsx";
import type { ReactNode } from "react";

export type BadgeTone = "green" | "red" | "yellow" | "navy" | "gray" | "amber";

const tones: Record<BadgeTone, string> = {
  green: "bg-emerald-100 text-emerald-900",
  red: "bg-red-100 text-red-900",
  yellow: "bg-yellow-100 text-yellow-900",
  navy: "bg-navy-100 text-navy-900",
  gray: "bg-gray-100 text-gray-800",
  amber: "bg-amber-100 text-amber-900",
};

export interface BadgeProps {
  tone: BadgeTone;
  /** A decorative icon before the text (give it aria-hidden). */
  icon?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

export function Badge({ tone, icon, className, children }: BadgeProps) {
  return (
    <span className={clsx("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", tones[tone], className)}>
      {icon}
      {children}
    </span>
  );
}
