// Registration of a dad, optionally with his son (docs/areas/accounts.md). Validated in the browser with the same
// zod schema (and messages) as the server; the server's field errors (400/409) land on the same fields.
import { t } from "../../../lib/i18n.ts";
import { richText } from "../../../lib/rich-text.tsx";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { PASSWORD_MIN_LENGTH } from "../../../../shared/constants.ts";
import { ZRegisterRequest, type TRegisterRequest, type TRegisterResponse } from "../../../../shared/schemas/identity.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { EmailField, NewPasswordField, TextField } from "../../../components/ui/text-field.tsx";
import { SonAgeBandField, SonEmailField, SonNameField, SonPasswordField } from "../../../components/family/son-fields.tsx";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { PolicyLink } from "../../../components/layout/policy-link.tsx";
import { paths } from "../../../paths.ts";
import { useRegister } from "../api/register.ts";
import { deviceTimeZone } from "../../../session/family-clock.ts";

const FIELDS: readonly Path<TRegisterRequest>[] = ["fullName", "email", "password", "confirmPassword", "sonFullName", "sonEmail", "sonPassword", "sonAgeBand"];

export interface RegisterFormProps {
  /** Called when the accounts exist and the dad is signed in (no e-mail confirmation required). */
  onRegistered: (response: TRegisterResponse, son: { fullName: string | null }) => Promise<void> | void;
  /** A leader starting an organization: no son to register here; he can add one later. */
  leader?: boolean;
}

export function RegisterForm({ onRegistered, leader = false }: RegisterFormProps) {
  const registerFamily = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<TRegisterResponse | null>(null);
  const { register, handleSubmit, control, setError, formState } = useForm({
    resolver: zodResolver(ZRegisterRequest),
    mode: "onTouched",
    // Hidden son fields drop their values, so an unchecked box never sends (or validates) a son.
    shouldUnregister: true,
    defaultValues: { fullName: "", email: "", password: "", confirmPassword: "", includeSon: false },
  });
  const { errors, isSubmitting } = formState;
  const includeSon = useWatch({ control, name: "includeSon" });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // The family's clock starts as this browser's zone; the dad changes it on /account.
      const response = await registerFamily.mutateAsync({ ...values, timeZone: deviceTimeZone() });
      if (response.emailVerificationRequired) setAwaitingConfirmation(response);
      else await onRegistered(response, { fullName: values.sonFullName ?? null });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, t("msg.registrationFailed")));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {awaitingConfirmation ? (
        <Alert tone="success">
          <p>{awaitingConfirmation.message}</p>
          {awaitingConfirmation.sonEmail ? (
            <p className="mt-1">
              {awaitingConfirmation.sonSignInName
                ? t("register.sonSignsInByName", { name: awaitingConfirmation.sonSignInName })
                : t("register.sonSignsInByEmail", { email: awaitingConfirmation.sonEmail })}{" "}
              {t("register.findItOnFamily")}
            </p>
          ) : null}
        </Alert>
      ) : null}

      <fieldset disabled={awaitingConfirmation !== null} className="min-w-0 space-y-5">
        <legend className="sr-only">{t("register.yourAccount")}</legend>
        <TextField label={t("register.fullName")} autoComplete="name" required error={errors.fullName?.message} {...register("fullName")} />
        <EmailField label={t("auth.email")} error={errors.email?.message} {...register("email")} />
        <NewPasswordField
          label={t("auth.password")}
          hint={t("register.passwordHint", { min: PASSWORD_MIN_LENGTH })}
          error={errors.password?.message}
          {...register("password")}
        />
        <NewPasswordField label={t("register.confirmPassword")} error={errors.confirmPassword?.message} {...register("confirmPassword")} />

        <div hidden={leader} className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <Checkbox label={t("register.includeSon")} {...register("includeSon")} />
          {includeSon ? (
            <fieldset className="mt-5 min-w-0 space-y-5">
              <legend className="sr-only">{t("register.sonAccount")}</legend>
              <SonNameField error={errors.sonFullName?.message} {...register("sonFullName")} />
              <SonEmailField error={errors.sonEmail?.message} {...register("sonEmail")} />
              <SonPasswordField error={errors.sonPassword?.message} {...register("sonPassword")} />
              <SonAgeBandField error={errors.sonAgeBand?.message} {...register("sonAgeBand")} />
              <p className="text-sm text-navy-700" data-testid="son-consent">
                {richText(t("register.sonConsent"), [
                  (text) => <PolicyLink to={paths.privacy()}>{text}</PolicyLink>,
                  (text) => <PolicyLink to={paths.terms()}>{text}</PolicyLink>,
                ])}
              </p>
            </fieldset>
          ) : null}
        </div>

        <p className="text-sm text-navy-700">
          {richText(t("register.agreement"), [
            (text) => <PolicyLink to={paths.terms()}>{text}</PolicyLink>,
            (text) => <PolicyLink to={paths.privacy()}>{text}</PolicyLink>,
            (text) => <PolicyLink to={paths.cookies()}>{text}</PolicyLink>,
          ])}
        </p>

        <Button type="submit" variant="accent" block loading={isSubmitting}>
          {t("register.submit")}
        </Button>
      </fieldset>
    </form>
  );
}
