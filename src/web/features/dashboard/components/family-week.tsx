// Each family member's three items for the week, beside the viewer's own (a dad sees his sons' checkmarks, a son
// sees his dad's). A member's journal text shows only when he shared an entry for the week.
import { t } from "../../../lib/i18n.ts";
import { Check, Minus } from "lucide-react";
import type { ReactNode } from "react";
import type { TFamilyMemberWeek } from "../../../../shared/schemas/dashboard.ts";
import "../../../lib/catalog-parts/home.ts";

const ITEMS = [
  ["devotionalCompleted", "progress.devotional"],
  ["challengeCompleted", "progress.challenge"],
  ["journalCompleted", "progress.journal"],
] as const;

function MemberItems({ member }: { member: TFamilyMemberWeek }) {
  return (
    <section aria-label={t("familyWeek.memberWeek", { name: member.fullName })} className="min-w-0 rounded-xl bg-navy-50 p-4">
      <h3 className="font-bold break-words text-navy-950">
        {member.fullName} <span className="text-sm font-normal text-navy-600">({member.role === "dad" ? t("familyWeek.dad") : t("familyWeek.son")})</span>
      </h3>
      <ul className="mt-2 space-y-1.5 text-sm">
        {ITEMS.map(([field, label]) => {
          const done = member.progress[field];
          return (
            <li key={field} className="flex items-center gap-2">
              {done ? <Check aria-hidden="true" className="size-4 text-emerald-700" /> : <Minus aria-hidden="true" className="size-4 text-navy-400" />}
              <span className={done ? "text-navy-950" : "text-navy-600"}>{t(done ? "familyWeek.done" : "familyWeek.notYet", { item: t(label) })}</span>
            </li>
          );
        })}
      </ul>
      {member.sharedEntry ? (
        <figure className="mt-3 border-l-2 border-amber-400 pl-3 text-sm">
          <figcaption className="font-semibold text-navy-900">{member.sharedEntry.title}</figcaption>
          <blockquote className="line-clamp-3 text-navy-700">{member.sharedEntry.excerpt}</blockquote>
        </figure>
      ) : null}
    </section>
  );
}

/** The viewer's own checkboxes first ("You"), then each family member, side by side on wider screens. */
export function FamilyWeek({ own, family }: { own: ReactNode; family: TFamilyMemberWeek[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <section aria-label={t("familyWeek.yourWeek")} className="min-w-0 rounded-xl p-4 ring-1 ring-navy-100">
        <h3 className="mb-2 font-bold text-navy-950">{t("familyWeek.you")}</h3>
        {own}
      </section>
      {family.map((member) => (
        <MemberItems key={member.userId} member={member} />
      ))}
    </div>
  );
}
