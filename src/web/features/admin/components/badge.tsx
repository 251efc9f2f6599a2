// A small coloured label (status, weeks, Public). Colour never carries meaning alone: the text says it.
import clsx from "clsx";
import type { ReactNode } from "react";
import type { BadgeTone } from "../admin-format.ts";

const tones: Record<BadgeTone, string> = {
  green: "bg-emerald-100 text-emerald-900",
  red: "bg-red-100 text-red-900",
  yellow: "bg-yellow-100 text-yellow-900",
  navy: "bg-navy-100 text-navy-900",
  gray: "bg-gray-100 text-gray-800",
  amber: "bg-amber-100 text-amber-900",
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={clsx("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", tones[tone])}>{children}</span>;
}
