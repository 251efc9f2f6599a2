// A plan's cover where its author edits the plan: the current image (or the category's placeholder) and a file
// picker that hands over one image; the server checks, resizes and re-encodes it. Under them, what the caller says
// of the upload (`children`). The studio's sidebar draws it a little tighter than the plan's details page.
import clsx from "clsx";
import { useId, type ReactNode } from "react";
import type { PlanCategory } from "../../../shared/constants.ts";
import { ACCEPTED_IMAGE_TYPES } from "../../../shared/schemas/uploads.ts";
import { PlanCover } from "../ui/plan-cover.tsx";
import { t } from "../../lib/i18n.ts";
import "../../lib/catalog-parts/studioContent.ts";

const looks = {
  page: { section: "p-5 shadow-sm", heading: "font-bold", label: undefined },
  sidebar: { section: "p-4", heading: "font-semibold", label: "text-sm" },
} as const;

export function CoverImageSection({
  url,
  category,
  onFile,
  disabled,
  look,
  children,
}: {
  url: string | null;
  category: PlanCategory | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  look: keyof typeof looks;
  children?: ReactNode;
}) {
  const inputId = useId();
  const classes = looks[look];
  return (
    <section aria-labelledby={`${inputId}-heading`} className={clsx("space-y-3 rounded-2xl bg-white ring-1 ring-navy-100", classes.section)}>
      <h2 id={`${inputId}-heading`} className={clsx("text-lg", classes.heading)}>
        {t("studioContent.cover.heading")}
      </h2>
      <div className="overflow-hidden rounded-xl">
        <PlanCover url={url} category={category} className="aspect-video" />
      </div>
      <label htmlFor={inputId} className={clsx("block font-semibold text-navy-900", classes.label)}>
        {t("studioContent.cover.upload")}
      </label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(",")}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again uploads it again.
          event.target.value = "";
          if (file) onFile(file);
        }}
        disabled={disabled}
        className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-navy-100 file:px-3 file:py-2 file:font-semibold"
      />
      {children}
    </section>
  );
}
