// The devotional tab: title, the scripture reference (opening the popup), the memory verse, the body in
// paragraphs, numbered discussion questions and the journal hand-off.
import { t } from "../../../lib/i18n.ts";
import type { ReactNode } from "react";
import type { TDevotional } from "../../../../shared/schemas/content.ts";
import { Paragraphs } from "./paragraphs.tsx";
import { JournalHandoffLink } from "./journal-handoff-link.tsx";
import { ComingSoon } from "./coming-soon.tsx";
import { ListenControl } from "./listen-control.tsx";
import { devotionalSpeech, type SpokenPassage } from "../read-aloud.ts";
import "../../../lib/catalog-parts/week.ts";

export function DevotionalView({
  week,
  devotional,
  scripture,
  passage,
  readPassage,
}: {
  week: number;
  devotional: TDevotional | null;
  /** The scripture reference's popup trigger (the scripture feature, composed by the route). */
  scripture: (reference: string) => ReactNode;
  /** The popup for a reference inside the body. */
  passage?: (reference: string, close: () => void) => ReactNode;
  /** The passage in the reader's version, for Listen to read after its reference. */
  readPassage?: (reference: string) => Promise<SpokenPassage>;
}) {
  if (!devotional) return <ComingSoon what="devotional" week={week} />;
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <h2 className="text-2xl font-bold">{devotional.title}</h2>
        <p className="text-navy-700">
          <span className="mr-2 text-sm font-semibold tracking-wide text-navy-500 uppercase">{t("week.scripture")}</span>
          {scripture(devotional.scriptureReference)}
        </p>
        <ListenControl
          pieces={devotionalSpeech(devotional)}
          what="devotional"
          {...(readPassage ? { load: async () => devotionalSpeech(devotional, await readPassage(devotional.scriptureReference)) } : {})}
        />
      </header>
      {devotional.memoryVerse ? (
        <aside aria-label={t("week.memoryVerse")} className="rounded-xl border-l-4 border-amber-400 bg-amber-50 p-4">
          <h3 className="text-sm font-semibold tracking-wide text-amber-900 uppercase">{t("week.memoryVerse")}</h3>
          <p className="mt-1 font-serif text-lg text-navy-950 italic">{devotional.memoryVerse}</p>
        </aside>
      ) : null}
      <Paragraphs text={devotional.content} {...(passage ? { passage } : {})} />
      {devotional.discussionQuestions.length > 0 ? (
        <section aria-labelledby="discussion-questions" className="rounded-xl bg-navy-50 p-5">
          <h3 id="discussion-questions" className="text-lg font-bold">
            {t("week.discussion")}
          </h3>
          <ol className="mt-3 list-decimal space-y-2 pl-6 text-navy-900">
            {devotional.discussionQuestions.map((question, index) => (
              <li key={index}>{question}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <JournalHandoffLink week={week} item="devotional" title={devotional.title}>
        {t("week.journalThoughts")}
      </JournalHandoffLink>
    </article>
  );
}
