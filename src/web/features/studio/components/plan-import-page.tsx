// Import a plan: choose a Word document (.docx) or a Markdown outline, see what was
// understood and what was not, then save it as a draft plan and continue in the editor. Nothing is saved before.
import { FileUp } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { TImportRequest } from "../../../../shared/schemas/studio.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../../../shared/language.ts";
import { FileField } from "../../../components/ui/file-field.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useImportPlan, useImportPreview } from "../api/plan-studio.ts";
import { useStudio } from "../studio.tsx";
import { t } from "../../../lib/i18n.ts";
import { richText } from "../../../lib/rich-text.tsx";
import "../../../lib/catalog-parts/studioContent.ts";

const OUTLINE_EXAMPLE =
  "# Plan title\n\nWhat the plan is about.\n\n## Week 1: Courage\n\n### Devotional: Be Strong\n\nScripture: Joshua 1:9\n\nThe devotional's text.\n\n### Challenge: Hill Sprints\n\nFocus: Speed\nDifficulty: 2\nMinutes: 20\n\nWhat to do.\n\n### Dad's Corner: Go First\n\nA word for dads.";

async function readFile(file: File): Promise<TImportRequest> {
  if (file.name.toLowerCase().endsWith(".docx")) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = "";
    for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return { format: "docx", base64: btoa(binary) };
  }
  return { format: "markdown", text: await file.text() };
}

export function PlanImportPage() {
  const studio = useStudio();
  const navigate = useNavigate();
  const preview = useImportPreview();
  const save = useImportPlan();
  const [source, setSource] = useState<TImportRequest | null>(null);
  const [fileName, setFileName] = useState("");
  // "" leaves it to the file (its "Language:" line), else English.
  const [language, setLanguage] = useState<Language | "">("");
  const withLanguage = (request: TImportRequest, chosen: Language | ""): TImportRequest => ({ ...request, language: chosen === "" ? undefined : chosen });

  const choose = async (file: File) => {
    setFileName(file.name);
    const request = await readFile(file);
    setSource(request);
    save.reset();
    preview.mutate(withLanguage(request, language));
  };

  const chooseLanguage = (chosen: Language | "") => {
    setLanguage(chosen);
    if (source) {
      save.reset();
      preview.mutate(withLanguage(source, chosen));
    }
  };

  const result = preview.data;
  return (
    <Page title={t("studioContent.import.title")} width="medium" description={t("studioContent.import.description")}>
      <div className="space-y-6">
        <FileField
          label={t("studioContent.import.file")}
          accept=".docx,.md,.markdown,.txt,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/markdown,text/plain"
          onFile={(file) => void choose(file)}
        />
        <SelectField
          label={t("studioContent.import.language")}
          hint={t("studioContent.import.languageHint")}
          value={language}
          onChange={(event) => chooseLanguage(event.target.value === "" ? "" : (event.target.value as Language))}
        >
          <option value="">{t("studioContent.import.languageAuto")}</option>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </SelectField>
        <details className="rounded-xl bg-navy-50 p-4 text-sm ring-1 ring-navy-100">
          <summary className="cursor-pointer font-medium">{t("studioContent.import.howTo")}</summary>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap">{OUTLINE_EXAMPLE}</pre>
        </details>
        {preview.isPending ? <p role="status">{t("studioContent.import.reading", { fileName })}</p> : null}
        {preview.isError ? <Alert tone="error">{errorText(preview.error, t("studioContent.import.readFailed"))}</Alert> : null}
        {result ? (
          <section aria-labelledby="preview-heading" className="space-y-4">
            <h2 id="preview-heading" className="text-2xl font-bold">
              {t("studioContent.import.understood")}
            </h2>
            <p>
              {richText(
                t("studioContent.import.summary", {
                  title: result.document.details.title,
                  weeks: result.document.details.durationWeeks,
                  language: LANGUAGE_NAMES[result.document.details.language],
                }),
                [(chunk) => <strong key="title">{chunk}</strong>],
              )}
            </p>
            <ul className="space-y-2">
              {result.document.weeks.map((week) => (
                <li key={week.weekNumber} className="rounded-xl bg-white p-3 ring-1 ring-navy-100">
                  <p className="font-semibold">{t("studioContent.import.week", { week: week.weekNumber })}</p>
                  <p className="text-sm">{t("studioContent.import.devotional", { title: week.devotional?.title ?? t("studioContent.import.none") })}</p>
                  <p className="text-sm">{t("studioContent.import.challenge", { title: week.challenge?.title ?? t("studioContent.import.none") })}</p>
                  <p className="text-sm">{t("studioContent.import.dadsCorner", { title: week.dadsCorner?.title ?? t("studioContent.import.none") })}</p>
                </li>
              ))}
            </ul>
            {result.notUnderstood.length > 0 ? (
              <Alert tone="info" title={t("studioContent.import.notUnderstood")}>
                <ul className="list-disc pl-5">
                  {result.notUnderstood.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Alert>
            ) : (
              <Alert tone="success">{t("studioContent.import.allUnderstood")}</Alert>
            )}
            <Button
              icon={<FileUp aria-hidden="true" className="size-4" />}
              loading={save.isPending}
              onClick={() =>
                source &&
                save.mutate(withLanguage(source, language), {
                  onSuccess: (saved) => void navigate(studio.planStudio(saved.plan.id)),
                })
              }
            >
              {t("studioContent.import.save")}
            </Button>
            {save.isError ? <Alert tone="error">{errorText(save.error, t("studioContent.import.saveFailed"))}</Alert> : null}
          </section>
        ) : null}
        <ButtonLink to={studio.home()} variant="ghost">
          {t("studioContent.back", { studio: studio.kind })}
        </ButtonLink>
      </div>
    </Page>
  );
}
