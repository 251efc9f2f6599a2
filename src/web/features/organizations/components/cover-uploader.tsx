// A plan's cover: the current image (or the category default) and a file picker. The server checks, resizes
// and re-encodes the image; its message is shown when it refuses one.
import { useId, type ChangeEvent, type ReactNode } from "react";
import { ACCEPTED_IMAGE_TYPES } from "../../../../shared/schemas/uploads.ts";
import type { TOrganizationPlan } from "../../../../shared/schemas/organizations.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useSetPlanCover } from "../api/set-plan-cover.ts";

export function CoverUploader({ plan, preview }: { plan: TOrganizationPlan; preview: ReactNode }) {
  const setCover = useSetPlanCover();
  const inputId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) setCover.mutate({ plan, file });
  };
  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100">
      <h2 id={`${inputId}-heading`} className="text-lg font-bold">
        Cover image
      </h2>
      <div className="overflow-hidden rounded-xl">{preview}</div>
      <label htmlFor={inputId} className="block font-semibold text-navy-900">
        Upload a cover image (JPEG, PNG or WebP)
      </label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(",")}
        onChange={onChange}
        disabled={setCover.isPending}
        className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-navy-100 file:px-3 file:py-2 file:font-semibold"
      />
      {setCover.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-navy-700">
          <Spinner size="sm" /> Uploading...
        </p>
      ) : null}
      {setCover.isSuccess ? <Alert tone="success">Cover image saved.</Alert> : null}
      {setCover.isError ? <Alert tone="error">{errorText(setCover.error, "Failed to upload the image")}</Alert> : null}
    </section>
  );
}
