// The frame of the Privacy Policy, Terms of Service and Cookie Policy pages: one readable column, the date
// they were last changed, and links between the three.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Page } from "../../../components/layout/page.tsx";
import { paths } from "../../../paths.ts";

/** When the texts last changed; change it with them. */
export const LEGAL_LAST_UPDATED = "November 22, 2026";

const documents = [
  { to: paths.privacy(), label: "Privacy Policy" },
  { to: paths.terms(), label: "Terms of Service" },
  { to: paths.cookies(), label: "Cookie Policy" },
] as const;

export function LegalDocument({ title, summary, children }: { title: string; summary: ReactNode; children: ReactNode }) {
  return (
    <Page title={title} width="medium" description={`Last updated ${LEGAL_LAST_UPDATED}`}>
      <nav aria-label="Policies" className="mb-8">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
          {documents.map((doc) =>
            doc.label === title ? (
              <li key={doc.to} aria-current="page" className="text-navy-900">
                {doc.label}
              </li>
            ) : (
              <li key={doc.to}>
                <Link to={doc.to} className="rounded text-navy-700 underline underline-offset-4 hover:text-navy-900">
                  {doc.label}
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
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
}
