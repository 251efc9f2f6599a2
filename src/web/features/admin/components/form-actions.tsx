// The foot of every creation form: Cancel back to /admin (spec 001 §2) and the submit button.
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../paths.ts";

export function FormActions({ submitLabel, submitting }: { submitLabel: string; submitting: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-navy-100 pt-6 sm:flex-row sm:justify-end">
      <ButtonLink to={paths.admin()} variant="secondary">
        Cancel
      </ButtonLink>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** A number input's registration: an emptied field becomes NaN, which the schema reports with its message. */
export const asNumber = { valueAsNumber: true } as const;
