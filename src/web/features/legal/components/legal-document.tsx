// The frame of the Privacy Policy, Terms of Service and Cookie Policy pages: one readable column, the date
// they were last changed, and links between the three.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Page } from "../../../components/layout/page.tsx";
import "../../../lib/catalog-parts/legal.ts";
import { dateLocale, t, type MessageKey } from "../../../lib/i18n.ts";
import { richText } from "../../../lib/rich-text.tsx";
import { paths } from "../../../paths.ts";

/** When the texts last changed (UTC); change it with them. */
export const LEGAL_LAST_UPDATED = "2026-11-22";

/** "November 22, 2026", in the page's language. */
function lastUpdated(): string {
  return new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`).toLocaleDateString(dateLocale(), { dateStyle: "long", timeZone: "UTC" });
}

const documents = [
  { to: paths.privacy(), label: "footer.privacy" },
  { to: paths.terms(), label: "footer.terms" },
  { to: paths.cookies(), label: "footer.cookies" },
] as const;

/** A sentence of a policy; `<0>…</0>` in it is bold (an item's lead) unless `wrap` says otherwise (a link). */
export function rich(key: MessageKey, wrap: readonly ((chunk: string) => ReactNode)[] = [(chunk) => <strong>{chunk}</strong>]): ReactNode {
  return richText(t(key), wrap);
}

/** A link to another policy inside a sentence. */
export function policyLink(to: string): (chunk: string) => ReactNode {
  return (chunk) => (
    <Link to={to} className="underline underline-offset-4">
      {chunk}
    </Link>
  );
}

/** A list of a policy's items, one catalogue key each. */
export function Items({ keys }: { keys: readonly MessageKey[] }) {
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>{rich(key)}</li>
      ))}
    </ul>
  );
}

export function LegalDocument({ title, summary, children }: { title: string; summary: ReactNode; children: ReactNode }) {
  return (
    <Page title={title} width="medium" description={t("legal.lastUpdated", { date: lastUpdated() })}>
      <nav aria-label={t("legal.policies")} className="mb-8">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
          {documents.map((doc) =>
            t(doc.label) === title ? (
              <li key={doc.to} aria-current="page" className="text-navy-900">
                {t(doc.label)}
              </li>
            ) : (
              <li key={doc.to}>
                <Link to={doc.to} className="rounded text-navy-700 underline underline-offset-4 hover:text-navy-900">
                  {t(doc.label)}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="mb-10 rounded-2xl bg-amber-50 p-5 text-lg text-navy-800 ring-1 ring-amber-200">{summary}</div>
      <div className="space-y-10 text-base leading-7 break-words text-navy-800 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-navy-950 [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-3 [&_ul]:mt-3 [&_ul]:space-y-2">
        {children}
      </div>
    </Page>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={sectionId(title)}>
      <h2 id={sectionId(title)}>{title}</h2>
      {children}
    </section>
  );
}

function sectionId(title: string): string {
  return `section-${title
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
}
