// Create devotional (docs/areas/admin.md): title, scripture reference, content and week (minimum 1) required;
// discussion questions one per line, blank lines dropped.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { messages } from "../../../../shared/messages.ts";
import { DEFAULT_WEEK_NUMBER, ZCreateDevotionalForm, type TCreateDevotionalFormValues } from "../../../../shared/schemas/admin.ts";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { asNumber, ItemFormFrame, ItemContentField, WeekNumberField, type ItemEdit } from "./form-actions.tsx";
import { useItemFormSubmit } from "./use-item-form-submit.ts";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studio.ts";

const FIELDS = ["title", "scriptureReference", "content", "weekNumber", "memoryVerse", "discussionQuestions"] as const;

/** Given `edit`, the same form edits an existing item: prefilled with its values, it saves through `edit.save`. */
export function CreateDevotionalForm({ edit }: { edit?: ItemEdit<TCreateDevotionalFormValues, z.output<typeof ZCreateDevotionalForm>> } = {}) {
  const { register, handleSubmit, setError, formState } = useForm<TCreateDevotionalFormValues, unknown, z.output<typeof ZCreateDevotionalForm>>({
    resolver: zodResolver(ZCreateDevotionalForm),
    defaultValues: edit?.values ?? {
      title: "",
      scriptureReference: "",
      content: "",
      weekNumber: DEFAULT_WEEK_NUMBER,
      memoryVerse: "",
      discussionQuestions: "",
    },
  });
  const { errors, isSubmitting } = formState;

  const submit = useItemFormSubmit(
    "devotionals",
    { handleSubmit, setError },
    { edit, fields: FIELDS, createFailed: localize(messages.createDevotionalFailed) },
  );

  return (
    <ItemFormFrame submit={submit} editing={edit !== undefined} createLabel={t("studio.devotionalNew.title")} submitting={isSubmitting}>
      <TextField label={t("studio.form.title")} required error={errors.title?.message} {...register("title")} />
      <div className="grid gap-6 sm:grid-cols-[1fr_10rem]">
        <TextField
          label={t("studio.devotional.scripture")}
          required
          hint={t("studio.devotional.scriptureHint")}
          error={errors.scriptureReference?.message}
          {...register("scriptureReference")}
        />
        <WeekNumberField error={errors.weekNumber?.message} {...register("weekNumber", asNumber)} />
      </div>
      <ItemContentField error={errors.content?.message} {...register("content")} />
      <TextAreaField label={t("studio.devotional.memoryVerse")} rows={2} error={errors.memoryVerse?.message} {...register("memoryVerse")} />
      <TextAreaField
        label={t("studio.devotional.questions")}
        rows={5}
        hint={t("studio.devotional.questionsHint")}
        error={errors.discussionQuestions?.message}
        {...register("discussionQuestions")}
      />
    </ItemFormFrame>
  );
}
