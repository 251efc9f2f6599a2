// The journal (/journal, docs/areas/journal.md): the viewer's own entries with the new/edit form, the entries his family
// shared with him (read-only, under their own heading), and the download. ?week=&title=&type= come from the
// week page's "Journal Your Thoughts" buttons and open the new-entry form.
import { t } from "../../../lib/i18n.ts";
import { NotebookPen, Plus } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import type { TJournalEntry } from "../../../../shared/schemas/journal.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useJournalEntries } from "../api/get-journal-entries.ts";
import { isSavedOnPhone } from "../api/create-journal-entry.ts";
import { useSharedJournalEntries } from "../api/get-shared-journal-entries.ts";
import { JournalBreadcrumb } from "./journal-breadcrumb.tsx";
import { JournalDownloadLinks } from "./journal-download-links.tsx";
import { JournalEntryCard } from "./journal-entry-card.tsx";
import { useQuery } from "@tanstack/react-query";
import { JournalEntryForm } from "./journal-entry-form.tsx";
import { familyQueryOptions } from "../../../lib/family-query.ts";
import { SharedJournalEntryCard } from "./shared-journal-entry-card.tsx";
import { editEntryValues, initialFormMode, newEntryValues, type JournalFormMode, type JournalPageQuery } from "../journal-page-rules.ts";
import { useSession } from "../../../session/get-session.ts";
import "../../../lib/catalog-parts/journal.ts";

/** The assistant's side panel (features/assistant), composed by the route. */
export type RenderJournalAssistant = (props: { as: "aside"; weekNumber: number | null; sonUnder13: boolean; className: string }) => ReactNode;

/**
 * The journal; the route hands over the query string read by `readJournalQuery` (and keys the page by it) and the
 * assistant's panel.
 */
export function JournalPage({ query, assistant }: { query: JournalPageQuery; assistant: RenderJournalAssistant }) {
  const { user } = useSession();
  const [mode, setMode] = useState<JournalFormMode>(() => initialFormMode(query));
  const [notice, setNotice] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const entries = useJournalEntries();
  const shared = useSharedJournalEntries();

  const ownEntries = entries.data?.pages.flatMap((page) => page.entries) ?? [];
  const sharedEntries = shared.data?.pages.flatMap((page) => page.entries) ?? [];
  // A son's age band (on his family link) decides what the form tells him about private entries.
  const family = useQuery({ ...familyQueryOptions(), enabled: user?.role === "son" });
  const sonAgeBand = family.data?.members.find((m) => m.role === "dad")?.sonAgeBand ?? null;

  const openNew = () => {
    setNotice(null);
    setMode({ kind: "new" });
  };
  const openEdit = (entry: TJournalEntry) => {
    setNotice(null);
    setMode({ kind: "edit", entry });
  };
  const onSaved = (entry?: TJournalEntry) => {
    setNotice(entry && isSavedOnPhone(entry) ? t("journal.offlineSaved") : mode.kind === "edit" ? t("journal.updated") : t("journal.saved"));
    setMode({ kind: "closed" });
    window.scrollTo({ top: 0 });
  };
  const onDeleted = () => {
    setNotice(t("journal.deleted"));
    if (mode.kind === "edit") setMode({ kind: "closed" });
    // The deleted entry's buttons are gone: keep keyboard focus at a sensible place.
    listHeading.current?.focus();
  };

  return (
    <Page title={t("journal.title")} heading={null} width="wide">
      <div className="flex flex-col gap-10 lg:flex-row lg:justify-center">
        <div className="w-full min-w-0 lg:max-w-3xl">
          <JournalBreadcrumb role={user?.role} week={query.week} />
          <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-3xl font-bold sm:text-4xl">{t("journal.title")}</h1>
              <p className="mt-2 text-lg text-navy-700">{t("journal.lead")}</p>
            </div>
            <Button onClick={openNew} icon={<Plus aria-hidden="true" className="size-5" />}>
              {t("journal.new")}
            </Button>
          </header>

          <div className="space-y-10">
            {notice ? <Alert tone="success">{notice}</Alert> : null}

            {mode.kind !== "closed" ? (
              <JournalEntryForm
                key={mode.kind === "edit" ? `edit-${mode.entry.id}` : "new"}
                entry={mode.kind === "edit" ? mode.entry : null}
                defaultValues={mode.kind === "edit" ? editEntryValues(mode.entry) : newEntryValues(query)}
                viewerRole={user?.role}
                sonAgeBand={sonAgeBand}
                onSaved={onSaved}
                onCancel={() => setMode({ kind: "closed" })}
              />
            ) : null}

            <section aria-labelledby="own-entries-heading" className="space-y-5">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="own-entries-heading" ref={listHeading} tabIndex={-1} className="text-2xl font-bold">
                  {t("journal.own")}
                </h2>
                {ownEntries.length > 0 ? <JournalDownloadLinks /> : null}
              </div>
              <QueryState
                query={entries}
                error={t("journal.loadFailed")}
                loading={
                  <p role="status" className="flex items-center gap-3 text-navy-700">
                    <Spinner className="text-amber-500" /> {t("journal.loading")}
                  </p>
                }
                isEmpty={() => ownEntries.length === 0}
                empty={
                  <EmptyState
                    icon={<NotebookPen />}
                    title={t("journal.none")}
                    description={t("journal.noneText")}
                    action={
                      <Button variant="accent" onClick={openNew}>
                        {t("journal.createFirst")}
                      </Button>
                    }
                  />
                }
              >
                {() => (
                  <>
                    <ul className="space-y-4">
                      {ownEntries.map((entry) => (
                        <li key={entry.id}>
                          <JournalEntryCard entry={entry} onEdit={openEdit} onDeleted={onDeleted} />
                        </li>
                      ))}
                    </ul>
                    {entries.hasNextPage ? (
                      <Button variant="secondary" loading={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
                        {t("journal.loadMore")}
                      </Button>
                    ) : null}
                  </>
                )}
              </QueryState>
            </section>

            {sharedEntries.length > 0 ? (
              <section aria-labelledby="shared-entries-heading" className="space-y-5">
                <div>
                  <h2 id="shared-entries-heading" className="text-2xl font-bold">
                    {t("journal.shared")}
                  </h2>
                  <p className="mt-1 text-navy-700">{t(user?.role === "son" ? "journal.sharedByDad" : "journal.sharedBySons")}</p>
                </div>
                <ul className="space-y-4">
                  {sharedEntries.map((entry) => (
                    <li key={entry.id}>
                      <SharedJournalEntryCard entry={entry} />
                    </li>
                  ))}
                </ul>
                {shared.hasNextPage ? (
                  <Button variant="secondary" loading={shared.isFetchingNextPage} onClick={() => void shared.fetchNextPage()}>
                    {t("journal.loadMoreShared")}
                  </Button>
                ) : null}
              </section>
            ) : null}
          </div>
        </div>

        {/* The assistant feature mounts the journal's side chat panel here (an <aside>, beside the entries on wide screens). */}
        {user?.role
          ? assistant({
              as: "aside",
              weekNumber: query.week,
              sonUnder13: sonAgeBand === "under_13",
              className: "w-full lg:sticky lg:top-24 lg:w-96 lg:shrink-0 lg:self-start",
            })
          : null}
      </div>
    </Page>
  );
}
