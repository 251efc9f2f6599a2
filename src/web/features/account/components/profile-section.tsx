// Full name and picture. A chosen file is previewed here, then sent through the image pipeline (kind avatar:
// re-encoded, 256 px square, metadata dropped) when the form is saved.
import { localize, t } from "../../../lib/i18n.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { messages } from "../../../../shared/messages.ts";
import { personName } from "../../../../shared/schemas/plain-text.ts";
import { ACCEPTED_IMAGE_TYPES } from "../../../../shared/schemas/uploads.ts";
import { accountMessages, familyTimeZone, type TAccountResponse } from "../../../../shared/schemas/identity.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { FileField } from "../../../components/ui/file-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { timeZoneChoices } from "../../../session/family-clock.ts";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import "../../../lib/catalog-parts/account.ts";

const ZProfileForm = z.object({ fullName: personName("Full name is required"), timeZone: familyTimeZone });
type TProfileForm = z.infer<typeof ZProfileForm>;

export function Avatar({ url, size = "lg" }: { url: string | null; size?: "sm" | "lg" }) {
  const box = size === "lg" ? "size-20" : "size-8";
  if (url) return <img src={url} alt="" className={`${box} shrink-0 rounded-full object-cover ring-2 ring-navy-100`} />;
  return (
    <span className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-navy-100 text-navy-700`}>
      <UserRound aria-hidden="true" className={size === "lg" ? "size-10" : "size-5"} />
    </span>
  );
}

export function ProfileSection({ account }: { account: TAccountResponse }) {
  const update = useUpdateProfile();
  const [avatar, setAvatar] = useState<File | null | "keep">("keep");
  const [preview, setPreview] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: { fullName: account.fullName, timeZone: account.timeZone },
  });

  // The chosen file's preview URL is made when it is chosen and released when replaced or when the page goes.
  const choose = (next: File | null | "keep") => {
    if (preview) URL.revokeObjectURL(preview);
    setPreview(next instanceof File ? URL.createObjectURL(next) : null);
    setAvatar(next);
  };
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const shown = avatar === "keep" ? account.avatarUrl : preview;
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      await update.mutateAsync({ fullName: values.fullName, timeZone: values.timeZone, avatar });
      choose("keep");
      setSaved(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["fullName", "timeZone"], messages.internalError));
    }
  });

  return (
    <Card>
      <CardHeader title={t("account.profile.title")} description={t("account.profile.description")} />
      <form onSubmit={onSubmit} noValidate aria-label={t("account.profile.form")} className="space-y-5">
        {formError ? <Alert tone="error">{localize(formError)}</Alert> : null}
        {saved ? <Alert tone="success">{localize(accountMessages.profileSaved)}</Alert> : null}
        <div className="flex flex-wrap items-center gap-4">
          <Avatar url={shown} />
          <div className="space-y-2">
            <FileField label={t("account.profile.picture")} accept={ACCEPTED_IMAGE_TYPES.join(",")} onFile={choose} />
            {shown ? (
              <Button variant="ghost" size="sm" onClick={() => choose(null)}>
                {t("account.profile.removePicture")}
              </Button>
            ) : null}
          </div>
        </div>
        <TextField label={t("account.profile.fullName")} autoComplete="name" required error={formState.errors.fullName?.message} {...register("fullName")} />
        {account.dadControls?.linkConfirmed ? null : (
          <SelectField
            label={t("account.profile.timeZone")}
            hint={t("account.profile.timeZoneHint")}
            error={formState.errors.timeZone?.message}
            {...register("timeZone")}
          >
            {timeZoneChoices(account.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </SelectField>
        )}
        <Button type="submit" loading={formState.isSubmitting}>
          {t("account.profile.submit")}
        </Button>
      </form>
    </Card>
  );
}
