// The foot of every creation form: Cancel back to the studio's home (/admin, spec 001 §2; or /organizations) and the submit button.
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { useStudio } from "../studio.tsx";

export function FormActions({ submitLabel, submitting }: { submitLabel: string; submitting: boolean }) {
  const studio = useStudio();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-navy-100 pt-6 sm:flex-row sm:justify-end">
      <ButtonLink to={studio.home()} variant="secondary">
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
