// The church page's groups, for its member families and staff: each with its plan, its week and how
// many members; "Open" for a group the family is in, "Join" for the others (the group rules decide: a young son's
// join waits for his dad). To anyone else the list is absent: the server answers 404 and nothing is drawn.
import { useState } from "react";
import { formatDay } from "../../../../shared/plan-run.ts";
import type { TMemberChurchGroup } from "../../../../shared/schemas/church-groups.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { paths } from "../../../paths.ts";
import { useMemberChurchGroups } from "../api/get-church-groups.ts";
import { useJoinChurchGroup } from "../api/join-church-group.ts";
import "../../../lib/catalog-parts/churches.ts";
import "../../../lib/catalog-parts/groups.ts";
import { dateLocale, localize, t } from "../../../lib/i18n.ts";

function planLine(plan: NonNullable<TMemberChurchGroup["plan"]>): string {
  return plan.started
    ? t("churches.groups.planWeek", { title: plan.title, week: Math.min(plan.week, plan.durationWeeks), total: plan.durationWeeks })
    : t("churches.groups.planStarts", { title: plan.title, date: formatDay(plan.startsOn, dateLocale()) });
}

export function ChurchGroupsList({ slug, organizationName, signedIn }: { slug: string; organizationName: string; signedIn: boolean }) {
  const groups = useMemberChurchGroups(slug, signedIn);
  const join = useJoinChurchGroup(slug);
  const [joined, setJoined] = useState<string | null>(null);
  if (!groups.data) return null;
  return (
    <section aria-labelledby="church-groups" className="mb-10 space-y-4">
      <h2 id="church-groups" className="text-2xl font-bold">
        {t("churches.groups.title", { name: organizationName })}
      </h2>
      <p className="text-navy-700">{t("churches.groups.text")}</p>
      {joined ? <Alert tone="success">{joined}</Alert> : null}
      {join.isError ? <Alert tone="error">{errorText(join.error, t("churches.groups.joinFailed"))}</Alert> : null}
      {groups.data.groups.length === 0 ? (
        <p className="text-navy-700">{t("churches.groups.none", { name: organizationName })}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t("churches.groups.title", { name: organizationName })}>
          {groups.data.groups.map((group) => (
            <li key={group.id} className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100">
              <h3 className="text-lg font-bold break-words">{group.name}</h3>
              {group.description ? <p className="text-navy-700">{group.description}</p> : null}
              <p className="text-sm text-navy-800">{group.plan ? planLine(group.plan) : t("churches.groups.noPlan")}</p>
              <p className="text-sm text-navy-700">{t("churches.groups.memberCount", { count: group.memberCount })}</p>
              <div className="mt-auto pt-2">
                {group.mine ? (
                  <ButtonLink to={paths.groupDetail(group.id)} variant="secondary" size="sm">
                    {t("churches.groups.open")}
                    <span className="sr-only"> {group.name}</span>
                  </ButtonLink>
                ) : (
                  <Button
                    size="sm"
                    loading={join.isPending && join.variables === group.code}
                    onClick={() =>
                      join.mutate(group.code, {
                        onSuccess: (answer) =>
                          setJoined(
                            answer.pending
                              ? answer.message === undefined
                                ? null
                                : localize(answer.message)
                              : t("churches.groups.joined", { name: group.name }),
                          ),
                      })
                    }
                  >
                    {t("churches.groups.join")}
                    <span className="sr-only"> {group.name}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
