// A message box. Errors interrupt (role="alert"); success and information are announced politely (role="status").
import clsx from "clsx";
import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";

export type AlertTone = "success" | "error" | "info";

const tones: Record<AlertTone, { box: string; icon: typeof Info }> = {
  success: { box: "bg-emerald-50 text-emerald-900 ring-emerald-200", icon: CircleCheck },
  error: { box: "bg-red-50 text-red-900 ring-red-200", icon: CircleAlert },
  info: { box: "bg-navy-50 text-navy-900 ring-navy-200", icon: Info },
};

export function Alert({ tone, title, children, className }: { tone: AlertTone; title?: ReactNode; children?: ReactNode; className?: string }) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={clsx("flex gap-3 rounded-xl p-4 text-sm ring-1 ring-inset", box, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
