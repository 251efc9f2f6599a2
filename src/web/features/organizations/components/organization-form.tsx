// Create and settings form of an organization: name (required), description (docs/areas/organizations.md).
import { ORGANIZATION_LIMITS, ZOrganizationRequest, type TOrganizationInput } from "../../../../shared/schemas/organizations.ts";
import { NameDescriptionFields } from "../../../components/ui/name-description-fields.tsx";
import { SaveForm, type SaveFormProps } from "../../../components/ui/save-form.tsx";
import { useSchemaSaveForm } from "../../../components/ui/use-schema-save-form.ts";
import "../../../lib/catalog-parts/organizations.ts";
import { t } from "../../../lib/i18n.ts";

const FIELDS = ["name", "description"] as const;

export function OrganizationForm(props: SaveFormProps<TOrganizationInput>) {
  const { register, errors, saveForm } = useSchemaSaveForm(ZOrganizationRequest, props, { emptyValues: { name: "", description: "" }, fields: FIELDS });
  return (
    <SaveForm {...saveForm}>
      <NameDescriptionFields
        register={register}
        errors={errors}
        labels={{ name: t("organizations.form.name"), description: t("organizations.form.description") }}
        limits={ORGANIZATION_LIMITS}
        nameAutoComplete="organization"
      />
    </SaveForm>
  );
}
