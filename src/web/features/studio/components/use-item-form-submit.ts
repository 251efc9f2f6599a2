// The submit of the three content item forms (devotional, challenge, Dad's Corner): create the item, or save it
// through `edit`, then go back to the plan it was opened from (else the studio's home) with what happened ("Challenge “…” was created for week 3." or
// "… was saved."). A refusal's field messages land on the form's fields; the rest is `formError`, shown above it.
import { useState } from "react";
import type { FieldValues, Path, UseFormHandleSubmit, UseFormSetError } from "react-hook-form";
import { useNavigate } from "react-router";
import { messages } from "../../../../shared/messages.ts";
import { flashState } from "../../../lib/flash.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { useCreateContentItem, type CreateBodyOf, type ItemKind } from "../api/edit-item.ts";
import type { ItemEdit } from "./form-actions.tsx";
import { useReturnPath } from "../use-return-path.ts";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/studio.ts";

export function useItemFormSubmit<K extends ItemKind, TValues extends FieldValues, TOutput extends CreateBodyOf[K]>(
  kind: K,
  form: { handleSubmit: UseFormHandleSubmit<TValues, TOutput>; setError: UseFormSetError<TValues> },
  options: {
    edit: ItemEdit<TValues, TOutput> | undefined;
    /** The fields a server's field message may land on. */
    fields: readonly Path<TValues>[];
    /** The message when creating fails with no field to blame (saving an edit says messages.saveContentFailed). */
    createFailed: string;
  },
) {
  const create = useCreateContentItem(kind);
  const navigate = useNavigate();
  const back = useReturnPath();
  const [formError, setFormError] = useState<string | null>(null);
  const { edit, fields, createFailed } = options;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = edit ? await edit.save(values) : await create.mutateAsync(values);
      const message = edit
        ? t("studio.item.saved", { kind, title: saved.title })
        : t("studio.item.created", { kind, title: saved.title, week: saved.weekNumber });
      // An item published plans use waits in their drafts: the answer says so, under the saved line.
      const detail = "message" in saved && typeof saved.message === "string" ? saved.message : undefined;
      await navigate(back, { state: flashState({ tone: "success", message, ...(detail ? { detail } : {}) }) });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, fields, edit ? localize(messages.saveContentFailed) : createFailed));
    }
  });
  return { formError, onSubmit };
}
