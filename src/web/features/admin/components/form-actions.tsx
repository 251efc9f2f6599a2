// The foot of every creation form: Cancel back to the studio's home (/admin, docs/areas/admin.md; or /organizations) and the submit button.
import type { TCreatedItemResponse } from "../../../../shared/schemas/admin.ts";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { useStudio } from "../studio.tsx";

/** `onCancel` (an edit form shown in place) replaces the link back to the studio's home. */
export function FormActions({ submitLabel, submitting, onCancel }: { submitLabel: string; submitting: boolean; onCancel?: () => void }) {
  const studio = useStudio();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-navy-100 pt-6 sm:flex-row sm:justify-end">
      {onCancel ? (
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : (
        <ButtonLink to={studio.home()} variant="secondary">
          Cancel
        </ButtonLink>
      )}
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** A number input's registration: an emptied field becomes NaN, which the schema reports with its message. */
export const asNumber = { valueAsNumber: true } as const;

/** An item form in edit mode: the item's values in the form's shape, and how the form's output is saved. */
export interface ItemEdit<TValues, TOutput> {
  values: TValues;
  save: (body: TOutput) => Promise<TCreatedItemResponse>;
}
