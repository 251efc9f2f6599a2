// A collapsible panel around the checkboxes ('Your Progress' on the week page), on Radix Collapsible.
import { t } from "../../lib/i18n.ts";
import { ChevronDown } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useState, type ReactNode } from "react";
import "../../lib/catalog-parts/week.ts";

export function ProgressPanel({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-2xl bg-white shadow-sm ring-1 ring-navy-100">
      <h2 className="text-lg font-bold">
        <Collapsible.Trigger className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-left hover:bg-navy-50">
          {t("week.yourProgress")}
          <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} />
        </Collapsible.Trigger>
      </h2>
      <Collapsible.Content className="px-5 pb-5">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
