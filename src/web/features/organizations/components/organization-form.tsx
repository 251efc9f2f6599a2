// Create and settings form of an organization: name (required), description (docs/areas/organizations.md).
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ORGANIZATION_LIMITS, ZOrganizationRequest, type TOrganizationInput, type TOrganizationRequest } from "../../../../shared/schemas/organizations.ts";
import { SaveForm, type SaveFormProps } from "../../../components/ui/save-form.tsx";
import { NameDescriptionFields } from "../../../components/ui/name-description-fields.tsx";
import { useSaveForm } from "../../../lib/use-form-submit.ts";
import "../../../lib/catalog-parts/organizations.ts";
import { t } from "../../../lib/i18n.ts";

const FIELDS = ["name", "description"] as const;

export function OrganizationForm({ defaultValues, submitLabel, onSubmit, failureMessage, successMessage = null }: SaveFormProps<TOrganizationInput>) {
  const form = useForm<TOrganizationRequest, unknown, TOrganizationInput>({
    resolver: zodResolver(ZOrganizationRequest),
    defaultValues: defaultValues ?? { name: "", description: "" },
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const { onSubmit: submit, formError, success } = useSaveForm(form, { save: onSubmit, fields: FIELDS, failureMessage, successMessage });

  return (
    <SaveForm onSubmit={submit} formError={formError} success={success} submitLabel={submitLabel} submitting={isSubmitting}>
      <NameDescriptionFields
        register={register}
        errors={errors}
        labels={{ name: t("organizations.form.name"), description: t("organizations.form.description") }}
        maxLengths={{ name: ORGANIZATION_LIMITS.nameMax, description: ORGANIZATION_LIMITS.descriptionMax }}
        nameAutoComplete="organization"
      />
    </SaveForm>
  );
}
