// "Add a son" on /family: his name, an optional address, a password, his age band, and the dad's consent.
import { localize, t } from "../../../lib/i18n.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { messages } from "../../../../shared/messages.ts";
import { ZAddSonRequest, type TAddSonRequest } from "../../../../shared/schemas/family.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { useAddSon } from "../api/add-son.ts";
import { SonAgeBandField, SonEmailField, SonNameField, SonPasswordField } from "../../../components/family/son-fields.tsx";
import "../../../lib/catalog-parts/family.ts";

const FIELDS: readonly Path<TAddSonRequest>[] = ["fullName", "email", "password", "ageBand", "consent"];

export function AddSonForm({
  onAdded,
}: {
  onAdded: (message: string, son: { fullName: string; signInEmail: string | null; signInName: string | null; password: string }) => void;
}) {
  const addSon = useAddSon();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<TAddSonRequest>({
    resolver: zodResolver(ZAddSonRequest),
    defaultValues: { fullName: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await addSon.mutateAsync(values);
      reset();
      onAdded(result.message, {
        fullName: result.son.fullName,
        signInEmail: result.son.signInEmail,
        signInName: result.son.signInName,
        password: values.password,
      });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, messages.internalError));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError ? <Alert tone="error">{localize(formError)}</Alert> : null}
      <SonNameField error={errors.fullName?.message} {...register("fullName")} />
      <SonEmailField error={errors.email?.message} {...register("email")} />
      <SonPasswordField error={errors.password?.message} {...register("password")} />
      <SonAgeBandField error={errors.ageBand?.message} {...register("ageBand")} />
      <Checkbox label={t("family.addSon.consent")} aria-invalid={errors.consent ? true : undefined} {...register("consent")} />
      {errors.consent?.message ? <p className="text-sm font-semibold text-red-800">{localize(errors.consent.message)}</p> : null}
      <Button type="submit" variant="accent" loading={isSubmitting}>
        {t("family.addSon.submit")}
      </Button>
    </form>
  );
}
