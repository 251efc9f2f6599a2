// The create and edit form: name (required), description, private (checked by default; docs/areas/groups.md).
// The same shared schema as the server, so messages match; server field messages land on the fields.
import { GROUP_LIMITS, ZGroupFormRequest, type TGroupForm } from "../../../../shared/schemas/groups.ts";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { NameDescriptionFields } from "../../../components/ui/name-description-fields.tsx";
import { SaveForm, type SaveFormProps } from "../../../components/ui/save-form.tsx";
import { useSchemaSaveForm } from "../../../components/ui/use-schema-save-form.ts";
import "../../../lib/catalog-parts/groups.ts";
import { t } from "../../../lib/i18n.ts";

const FIELDS = ["name", "description", "isPrivate"] as const;

export function GroupForm(props: SaveFormProps<TGroupForm>) {
  const { register, errors, saveForm } = useSchemaSaveForm(ZGroupFormRequest, props, {
    emptyValues: { name: "", description: "", isPrivate: true },
    fields: FIELDS,
  });
  return (
    <SaveForm {...saveForm}>
      <NameDescriptionFields
        register={register}
        errors={errors}
        labels={{ name: t("groups.form.name"), description: t("groups.form.description") }}
        limits={GROUP_LIMITS}
        nameAutoComplete="off"
      />
      <Checkbox label={t("groups.form.private")} description={t("groups.form.privateHint")} {...register("isPrivate")} />
    </SaveForm>
  );
}
