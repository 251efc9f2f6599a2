// A plan's cover where its author edits the plan: the current image (or the category's placeholder) and a file
// picker that hands over one image; the server checks, resizes and re-encodes it. Under them, what the caller says
// of the upload (`children`). The studio's sidebar draws it a little tighter than the plan's details page.
import clsx from "clsx";
import { useId, type ReactNode } from "react";
import type { PlanCategory } from "../../../shared/constants.ts";
import { ACCEPTED_IMAGE_TYPES } from "../../../shared/schemas/uploads.ts";
import "../../lib/catalog-parts/studioEditor.ts";
import { t } from "../../lib/i18n.ts";
import { FileField } from "../ui/file-field.tsx";
import { PlanCover } from "../ui/plan-cover.tsx";

const looks = {
  page: { section: "p-5 shadow-sm", heading: "font-bold" },
  sidebar: { section: "p-4", heading: "font-semibold" },
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
  const headingId = useId();
  const classes = looks[look];
  return (
    <section aria-labelledby={headingId} className={clsx("space-y-3 rounded-2xl bg-white ring-1 ring-navy-100", classes.section)}>
      <h2 id={headingId} className={clsx("text-lg", classes.heading)}>
        {t("studioEditor.cover.heading")}
      </h2>
      <div className="overflow-hidden rounded-xl">
        <PlanCover url={url} category={category} className="aspect-video" />
      </div>
      <FileField label={t("studioEditor.cover.upload")} accept={ACCEPTED_IMAGE_TYPES.join(",")} onFile={onFile} disabled={disabled} />
      {children}
    </section>
  );
}
