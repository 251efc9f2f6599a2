// A small label on cards and member rows (Private/Public, Leader/Member, Dad/Son). The text carries the
// meaning; colour and icon only repeat it.
import clsx from "clsx";
import { Globe, Lock } from "lucide-react";
import type { ReactNode } from "react";

export type GroupBadgeTone = "navy" | "amber" | "gray" | "emerald";

const tones: Record<GroupBadgeTone, string> = {
  navy: "bg-navy-100 text-navy-900",
  amber: "bg-amber-100 text-amber-900",
  gray: "bg-gray-100 text-gray-800",
  emerald: "bg-emerald-100 text-emerald-900",
};

export function GroupBadge({ tone, icon, children }: { tone: GroupBadgeTone; icon?: ReactNode; children: ReactNode }) {
  return (
    <span className={clsx("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", tones[tone])}>
      {icon}
      {children}
    </span>
  );
}

export function PrivacyBadge({ isPrivate }: { isPrivate: boolean }) {
  return isPrivate ? (
    <GroupBadge tone="gray" icon={<Lock aria-hidden="true" className="size-3" />}>
      Private
    </GroupBadge>
  ) : (
    <GroupBadge tone="emerald" icon={<Globe aria-hidden="true" className="size-3" />}>
      Public
    </GroupBadge>
  );
}
