// The Dad's Corner tab (dads only): title, content, named external resources (opened safely) and the journal hand-off.
import { t } from "../../../lib/i18n.ts";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import type { TDadsCorner } from "../../../../shared/schemas/content.ts";
import { isHttpUrl } from "../../../../shared/url.ts";
import { Paragraphs } from "./paragraphs.tsx";
import { JournalHandoffLink } from "./journal-handoff-link.tsx";
import "../../../lib/catalog-parts/week.ts";

export function DadsCornerView({
  week,
  dadsCorner,
  passage,
}: {
  week: number;
  dadsCorner: TDadsCorner;
  passage?: (reference: string, close: () => void) => ReactNode;
}) {
  // The server only sends web links; checked again here so a bad URL can never become a javascript: link.
  const resources = dadsCorner.resources.filter((r) => isHttpUrl(r.url));
  return (
    <article className="space-y-6">
      <h2 className="text-2xl font-bold">{dadsCorner.title}</h2>
      <Paragraphs text={dadsCorner.content} {...(passage ? { passage } : {})} />
      {resources.length > 0 ? (
        <section aria-labelledby="additional-resources" className="rounded-xl bg-navy-50 p-5">
          <h3 id="additional-resources" className="text-lg font-bold">
            {t("week.resources")}
          </h3>
          <ul className="mt-3 space-y-2">
            {resources.map((resource, index) => (
              <li key={index}>
                <a
                  href={resource.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1.5 font-semibold text-navy-900 underline decoration-amber-400 decoration-2 underline-offset-4 hover:text-amber-800"
                >
                  {resource.label}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t("week.newTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <JournalHandoffLink week={week} item="dadsCorner" title={dadsCorner.title}>
        {t("week.journalThoughts")}
      </JournalHandoffLink>
    </article>
  );
}
