// The submit of the three content item forms (devotional, challenge, Dad's Corner): create the item, or save it
// through `edit`, then go back to the studio's home with what happened ("Challenge “…” was created for week 3." or
// "… was saved."). A refusal's field messages land on the form's fields; the rest is `formError`, shown above it.
import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useNavigate } from "react-router";
import type { TCreatedItemResponse } from "../../../../shared/schemas/admin.ts";
import { messages } from "../../../../shared/messages.ts";
import { flashState } from "../../../lib/flash.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { useStudio } from "../studio.tsx";
import type { ItemEdit } from "./form-actions.tsx";

export interface ItemFormSubmit<TValues extends FieldValues, TOutput> {
  /** The item's name in the success message: "Devotional", "Challenge", "Dad's Corner". */
  noun: string;
  create: (body: TOutput) => Promise<TCreatedItemResponse>;
  edit: ItemEdit<TValues, TOutput> | undefined;
  setError: UseFormSetError<TValues>;
  /** The fields a server's field message may land on. */
  fields: readonly Path<TValues>[];
  /** The message when creating fails without a field to blame (saving an edit says messages.saveContentFailed). */
  createFailed: string;
}

export function useItemFormSubmit<TValues extends FieldValues, TOutput>({
  noun,
  create,
  edit,
  setError,
  fields,
  createFailed,
}: ItemFormSubmit<TValues, TOutput>) {
  const navigate = useNavigate();
  const studio = useStudio();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: TOutput) => {
    setFormError(null);
    try {
      const saved = edit ? await edit.save(values) : await create(values);
      const message = edit ? `${noun} “${saved.title}” was saved.` : `${noun} “${saved.title}” was created for week ${saved.weekNumber}.`;
      await navigate(studio.home(), { state: flashState({ tone: "success", message }) });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, fields, edit ? messages.saveContentFailed : createFailed));
    }
  };
  return { formError, submit };
}
