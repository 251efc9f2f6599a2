// Create Dad's Corner (docs/areas/admin.md): title, week (minimum 1) and content required; resources are label +
// link rows (http or https only). A row left completely empty is ignored.
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm, type Path } from "react-hook-form";
import type { z } from "zod";
import { messages } from "../../../../shared/messages.ts";
import { ADMIN_LIMITS, DEFAULT_WEEK_NUMBER, ZCreateDadsCornerForm, type TCreateDadsCornerFormValues } from "../../../../shared/schemas/admin.ts";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { asNumber, ItemFormFrame, ItemContentField, WeekNumberField, type ItemEdit } from "./form-actions.tsx";
import { useItemFormSubmit } from "./use-item-form-submit.ts";
import { localize, t } from "../../../lib/i18n.ts";
import { richText } from "../../../lib/rich-text.tsx";
import "../../../lib/catalog-parts/studio.ts";

const emptyResource = { label: "", url: "" };

/** Given `edit`, the same form edits an existing item: prefilled with its values, it saves through `edit.save`. */
export function CreateDadsCornerForm({ edit }: { edit?: ItemEdit<TCreateDadsCornerFormValues, z.output<typeof ZCreateDadsCornerForm>> } = {}) {
  const { register, control, handleSubmit, setError, formState } = useForm<TCreateDadsCornerFormValues, unknown, z.output<typeof ZCreateDadsCornerForm>>({
    resolver: zodResolver(ZCreateDadsCornerForm),
    defaultValues: edit?.values ?? { title: "", weekNumber: DEFAULT_WEEK_NUMBER, content: "", resources: [emptyResource] },
  });
  const resources = useFieldArray({ control, name: "resources" });
  const { errors, isSubmitting } = formState;
  const fields: Path<TCreateDadsCornerFormValues>[] = ["title", "weekNumber", "content", "resources"];
  resources.fields.forEach((_, index) => fields.push(`resources.${index}.label`, `resources.${index}.url`));
  const submit = useItemFormSubmit("dads-corner", { handleSubmit, setError }, { edit, fields, createFailed: localize(messages.createDadsCornerFailed) });

  return (
    <ItemFormFrame submit={submit} editing={edit !== undefined} createLabel={t("studio.dadsCornerNew.title")} submitting={isSubmitting}>
      <div className="grid gap-6 sm:grid-cols-[1fr_10rem]">
        <TextField label={t("studio.form.title")} required error={errors.title?.message} {...register("title")} />
        <WeekNumberField error={errors.weekNumber?.message} {...register("weekNumber", asNumber)} />
      </div>
      <ItemContentField error={errors.content?.message} {...register("content")} />

      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-navy-900">{t("studio.dadsCorner.resources")}</legend>
        <p className="text-sm text-navy-600">{t("studio.dadsCorner.resourcesText")}</p>
        {resources.fields.map((field, index) => (
          <div key={field.id} className="grid gap-3 rounded-xl bg-navy-50 p-4 sm:grid-cols-[1fr_1.5fr_auto] sm:items-start">
            <TextField
              label={t("studio.dadsCorner.linkLabel", { n: index + 1 })}
              error={errors.resources?.[index]?.label?.message}
              {...register(`resources.${index}.label`)}
            />
            <TextField
              label={t("studio.dadsCorner.linkAddress", { n: index + 1 })}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={errors.resources?.[index]?.url?.message}
              {...register(`resources.${index}.url`)}
            />
            <Button
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              onClick={() => resources.remove(index)}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
            >
              {richText(t("studio.dadsCorner.remove", { n: index + 1 }), [(chunk) => <span className="sr-only">{chunk}</span>])}
            </Button>
          </div>
        ))}
        {(errors.resources?.root?.message ?? errors.resources?.message) ? (
          <p className="text-sm font-medium text-red-700">{localize(errors.resources?.root?.message ?? errors.resources?.message)}</p>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => resources.append(emptyResource)}
          disabled={resources.fields.length >= ADMIN_LIMITS.resourcesMax}
          icon={<Plus aria-hidden="true" className="size-4" />}
        >
          {t("studio.dadsCorner.add")}
        </Button>
      </fieldset>
    </ItemFormFrame>
  );
}
