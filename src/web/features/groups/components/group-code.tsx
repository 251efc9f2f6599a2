// The group's code with a copy button: a check mark shows for 2 seconds after copying (docs/areas/groups.md).
import { Check, Copy } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useCopyIndicator } from "./use-copy-indicator.ts";
import "../../../lib/catalog-parts/groups.ts";
import { t } from "../../../lib/i18n.ts";

export function GroupCode({ code }: { code: string }) {
  const { state, copy } = useCopyIndicator();
  const copied = state === "copied";
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-mono text-3xl font-bold tracking-[0.3em] text-navy-950" data-testid="group-code">
          {code}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void copy(code)}
          aria-label={copied ? t("groups.code.copiedLabel") : t("groups.code.copyLabel")}
          icon={
            copied ? (
              <Check aria-hidden="true" className="size-4 text-emerald-700" data-testid="copied-check" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )
          }
        >
          {copied ? t("groups.code.copied") : t("groups.code.copy")}
        </Button>
      </div>
      {/* Announced politely; empty when there is nothing to say. */}
      <p role="status" className="min-h-5 text-sm text-navy-700">
        {copied ? t("groups.code.copiedStatus") : state === "failed" ? t("groups.code.copyFailed") : ""}
      </p>
    </div>
  );
}
