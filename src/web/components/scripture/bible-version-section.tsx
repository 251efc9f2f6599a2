// /account's "Bible version": the version his scripture popup, the week page's passages and Listen read. The same
// choice as the popup's; the server keeps it on his own profile.
import { useState, type FormEvent } from "react";
import { messages } from "../../../shared/messages.ts";
import { ZBibleVersion, type TBibleVersion } from "../../../shared/schemas/scripture.ts";
import { isApiError } from "../../lib/api-client.ts";
import { localize, t } from "../../lib/i18n.ts";
import "../../lib/catalog-parts/week.ts";
import { Alert } from "../ui/alert.tsx";
import { Button } from "../ui/button.tsx";
import { Card, CardHeader } from "../ui/card.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { useBibleVersion, useSetBibleVersion } from "./get-scripture.ts";

export function BibleVersionSection() {
  const current = useBibleVersion(true);
  const save = useSetBibleVersion();
  const [picked, setPicked] = useState<TBibleVersion | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const answer = current.data;
  // What the select shows: his pick while he edits, else what the server says he reads.
  const shown = picked ?? answer?.version ?? "";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setFormError(null);
    setSaved(null);
    const parsed = ZBibleVersion.safeParse(shown);
    if (!parsed.success) {
      setFieldError(localize(parsed.error.issues[0]?.message ?? messages.internalError));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        setPicked(null);
        setSaved(t("scripture.bible.saved", { name: t(`scripture.versionName.${result.version}`) }));
      },
      onError: (error) => {
        const field = isApiError(error) ? error.fields.version : undefined;
        if (field) setFieldError(localize(field));
        else setFormError(localize(isApiError(error) && error.status < 500 && !error.isNetworkError ? error.message : messages.internalError));
      },
    });
  };

  return (
    <Card>
      <CardHeader title={t("scripture.bible.title")} description={t("scripture.bible.description")} />
      {current.isPending ? <p className="text-navy-700">{t("scripture.bible.loading")}</p> : null}
      {current.isError ? <Alert tone="error">{t("msg.loadDataFailed")}</Alert> : null}
      {answer ? (
        <form onSubmit={onSubmit} noValidate aria-label={t("scripture.bible.title")} className="space-y-4">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          {saved ? <Alert tone="success">{saved}</Alert> : null}
          <SelectField
            label={t("scripture.bible.title")}
            name="version"
            value={shown}
            error={fieldError ?? undefined}
            hint={answer.chosen ? undefined : t("scripture.bible.chosenFor", { name: t(`scripture.versionName.${answer.version}`) })}
            onChange={(event) => {
              const next = ZBibleVersion.safeParse(event.currentTarget.value);
              if (next.success) setPicked(next.data);
              setSaved(null);
            }}
          >
            {answer.choices.map((choice) => (
              <option key={choice.version} value={choice.version} lang={choice.language}>
                {t(`scripture.versionName.${choice.version}`)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" loading={save.isPending}>
            {t("scripture.bible.save")}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
