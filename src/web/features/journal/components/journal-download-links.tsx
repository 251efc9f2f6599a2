// "Download your journal": every own entry as Markdown (to read) or JSON (to keep or move elsewhere).
import { t } from "../../../lib/i18n.ts";
import { Download } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { journalExportUrl } from "../api/export-journal.ts";
import "../../../lib/catalog-parts/journal.ts";

export function JournalDownloadLinks() {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold text-navy-800">{t("journal.download")}</span>
      <a href={journalExportUrl("md")} download className={buttonClasses({ variant: "ghost", size: "sm" })}>
        <Download aria-hidden="true" className="size-4" />
        Markdown
      </a>
      <a href={journalExportUrl("json")} download className={buttonClasses({ variant: "ghost", size: "sm" })}>
        <Download aria-hidden="true" className="size-4" />
        JSON
      </a>
    </div>
  );
}
