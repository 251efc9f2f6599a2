// Email + password sign-in. The parent decides where to go afterwards (it refreshes the session first).
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { ZSignInRequest, type TSignInRequest } from "../../../../shared/schemas/accounts.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { paths } from "../../../paths.ts";
import { signInErrorMessage, useSignIn } from "../api/sign-in.ts";

export function LoginForm({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<TSignInRequest>({
    resolver: zodResolver(ZSignInRequest),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn.mutateAsync(values);
      await onSignedIn();
    } catch (error) {
      setFormError(signInErrorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
      <div className="space-y-1.5">
        <TextField label="Password" type="password" autoComplete="current-password" required error={errors.password?.message} {...register("password")} />
        <p className="text-right text-sm">
          <Link to={paths.forgotPassword()} className="font-semibold text-navy-700 underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </p>
      </div>
      <Button type="submit" block loading={isSubmitting}>
        Sign In
      </Button>
    </form>
  );
}
