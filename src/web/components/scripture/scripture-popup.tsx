// The scripture popup (docs/areas/weekly-journey.md): the reference, then a spinner, the passage or 'Failed to load scripture'
// in red, the notice of the text actually shown, and Close. The passage is fetched only once it is opened.
import { localize, t } from "../../lib/i18n.ts";
import { BookOpen } from "lucide-react";
import { useState } from "react";
import { Button } from "../ui/button.tsx";
import { Dialog, DialogClose } from "../ui/dialog.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { useBibleVersion, useScripture, useSetBibleVersion } from "./get-scripture.ts";
import { ZBibleVersion } from "../../../shared/schemas/scripture.ts";
import "../../lib/catalog-parts/week.ts";

/** Paragraphs of a passage: the text separates them with blank lines. */
function passageParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** His own Bible version, chosen where he reads; the passage reloads in the new version. */
function VersionChoice() {
  const current = useBibleVersion(true);
  const choose = useSetBibleVersion();
  if (!Array.isArray(current.data?.choices)) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-navy-700">
      <label htmlFor="bible-version">{t("scripture.version")}</label>
      <select
        id="bible-version"
        className="rounded-md border border-navy-200 bg-white px-2 py-1 text-navy-950"
        value={current.data.version}
        disabled={choose.isPending}
        onChange={(event) => {
          const parsed = ZBibleVersion.safeParse(event.target.value);
          if (parsed.success) choose.mutate(parsed.data);
        }}
      >
        {current.data.choices.map((choice) => (
          <option key={choice.version} value={choice.version} lang={choice.language}>
            {t(`scripture.versionName.${choice.version}`)}
          </option>
        ))}
      </select>
      {choose.isError ? (
        <span role="alert" className="text-red-700">
          {localize(choose.error.message)}
        </span>
      ) : null}
    </div>
  );
}

function ScripturePassage({ reference }: { reference: string }) {
  const query = useScripture(reference);
  return (
    <div>
      <VersionChoice />
      <PassageText query={query} />
    </div>
  );
}

function PassageText({ query }: { query: ReturnType<typeof useScripture> }) {
  if (query.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-navy-700">
        <Spinner className="text-amber-500" />
        <span>{t("scripture.loading")}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="py-4 font-medium text-red-700">
        {t("scripture.failed")}
      </p>
    );
  }
  return (
    <div lang={query.data.source === "rv1909" ? "es" : "en"}>
      <div className="space-y-3 font-serif text-lg leading-relaxed text-navy-950">
        {passageParagraphs(query.data.text).map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
      <p className="mt-5 border-t border-navy-100 pt-3 text-xs text-navy-600">{localize(query.data.notice)}</p>
    </div>
  );
}

/** The reference as a button that opens the popup. */
export function ScripturePopup({ reference }: { reference: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={reference}
      trigger={
        <button
          type="button"
          aria-haspopup="dialog"
          className="inline-flex items-center gap-2 rounded-md font-semibold text-amber-800 underline decoration-amber-400 decoration-2 underline-offset-4 hover:text-amber-900"
        >
          <BookOpen aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">{t("scripture.readPassage")}</span>
            {reference}
          </span>
        </button>
      }
      footer={
        <DialogClose asChild>
          <Button variant="secondary">{t("scripture.close")}</Button>
        </DialogClose>
      }
    >
      {open ? <ScripturePassage reference={reference} /> : null}
    </Dialog>
  );
}

/** The popup opened from elsewhere (a reference inside written text): open until closed. */
export function ScripturePassageDialog({ reference, onClose }: { reference: string; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={reference}
      footer={
        <DialogClose asChild>
          <Button variant="secondary">{t("scripture.close")}</Button>
        </DialogClose>
      }
    >
      <ScripturePassage reference={reference} />
    </Dialog>
  );
}
