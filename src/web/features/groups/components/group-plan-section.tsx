// The group's plan on its page — this week, its discussion questions, "Follow with the group" for a dad
// whose family is not on the group's schedule, his sharing switch, and for leaders the plan and start date form.
import { useState } from "react";
import { formatDay } from "../../../../shared/plan-run.ts";
import { useFamilyClock } from "../../../session/family-clock.ts";
import { type TGroupDetail } from "../../../../shared/schemas/groups.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { paths } from "../../../paths.ts";
import { useFollowGroupPlan, useRunnablePlans, useSetGroupPlan, useShareWithGroup } from "../api/group-plan.ts";
import "../../../lib/catalog-parts/groups.ts";
import { dateLocale, localize, t } from "../../../lib/i18n.ts";

export function GroupPlanSection({ group }: { group: TGroupDetail }) {
  const plan = group.plan;
  const isLeader = group.myRole === "leader";
  return (
    <Card>
      <CardHeader
        title={t("groups.plan.title")}
        description={group.organizationName ? t("groups.plan.ofOrganization", { name: group.organizationName }) : t("groups.plan.sameSchedule")}
      />
      {plan ? (
        <div className="space-y-4">
          <p className="text-lg font-semibold text-navy-950">{plan.title}</p>
          <p className="text-navy-700" data-testid="group-week">
            {plan.started
              ? t("groups.plan.thisWeek", { week: Math.min(plan.week, plan.durationWeeks), total: plan.durationWeeks })
              : t("groups.plan.starts", { date: formatDay(plan.startsOn, dateLocale()), total: plan.durationWeeks })}
          </p>
          <ThisWeek plan={plan} />
          {group.sharesProgress !== null ? <FollowAndShare group={group} /> : null}
        </div>
      ) : (
        <p className="text-navy-700">{t("msg.groups.noGroupPlan")}</p>
      )}
      {isLeader ? <ChoosePlanForm group={group} /> : null}
    </Card>
  );
}

function ThisWeek({ plan }: { plan: NonNullable<TGroupDetail["plan"]> }) {
  if (plan.purchaseRequired) {
    return (
      <Alert tone="info" title={t("groups.plan.paidTitle")}>
        {t("groups.plan.paidText")}{" "}
        <ButtonLink to={paths.planDetail(plan.planId)} variant="secondary" size="sm">
          {t("groups.plan.seePlan")}
        </ButtonLink>
      </Alert>
    );
  }
  if (plan.discussionQuestions.length === 0) return null;
  return (
    <section aria-labelledby="group-questions" className="rounded-xl bg-navy-50 p-4">
      <h3 id="group-questions" className="font-semibold text-navy-950">
        {plan.devotionalTitle ? t("groups.plan.talkTitled", { title: plan.devotionalTitle }) : t("groups.plan.talk")}
      </h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-navy-800">
        {plan.discussionQuestions.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ol>
    </section>
  );
}

function FollowAndShare({ group }: { group: TGroupDetail }) {
  const follow = useFollowGroupPlan(group.id);
  const share = useShareWithGroup(group.id);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const plan = group.plan;
  if (!plan) return null;

  const run = (confirmSwitch: boolean) => {
    setMessage(null);
    follow.mutate(
      { confirmSwitch },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setMessage(localize(answer.message));
        },
      },
    );
  };

  return (
    <div className="space-y-3">
      {plan.familyFollows ? (
        <p className="text-sm font-medium text-emerald-800">{t("groups.plan.follows")}</p>
      ) : (
        <Button onClick={() => (plan.familyOnAnotherPlan ? setConfirming(true) : run(false))} loading={follow.isPending && !confirming}>
          {t("groups.plan.follow")}
        </Button>
      )}
      {message ? <Alert tone="success">{message}</Alert> : null}
      {follow.error && !confirming ? <Alert tone="error">{errorText(follow.error, t("groups.plan.followFailed"))}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("groups.plan.switchTitle")}
        description={t("msg.groups.followNeedsConfirmation")}
        confirmLabel={t("groups.plan.switchConfirm")}
        variant="primary"
        pending={follow.isPending}
        error={follow.error ? errorText(follow.error, t("groups.plan.followFailed")) : undefined}
        onConfirm={() => run(true)}
      />
      <Checkbox
        label={t("groups.plan.share")}
        description={
          group.sharesThroughOrganization
            ? t("groups.plan.sharedThrough", { name: group.organizationName ?? t("groups.plan.theOrganization") })
            : t("groups.plan.shareOff")
        }
        checked={group.sharesProgress === true}
        disabled={share.isPending}
        onChange={(event) => share.mutate(event.target.checked)}
      />
    </div>
  );
}

function ChoosePlanForm({ group }: { group: TGroupDetail }) {
  const plans = useRunnablePlans(true);
  const setPlan = useSetGroupPlan(group.id);
  const [planId, setPlanId] = useState<string>(group.plan ? String(group.plan.planId) : "");
  const clock = useFamilyClock();
  const [startsOn, setStartsOn] = useState<string>(() => group.plan?.startsOn ?? clock.today());
  const [done, setDone] = useState(false);
  const fields = setPlan.error && isApiError(setPlan.error) ? setPlan.error.fields : {};

  return (
    <form
      className="mt-6 space-y-4 border-t border-navy-100 pt-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setDone(false);
        setPlan.mutate({ planId: Number(planId), startsOn }, { onSuccess: () => setDone(true) });
      }}
    >
      <h3 className="font-semibold text-navy-950">{t("groups.plan.chooseTitle")}</h3>
      <SelectField label={t("groups.plan.planLabel")} value={planId} onChange={(event) => setPlanId(event.target.value)} error={fields.planId}>
        <option value="">{t("groups.plan.choosePlan")}</option>
        {group.plan && !(plans.data?.plans ?? []).some((p) => p.id === group.plan?.planId) ? (
          <option value={group.plan.planId}>{group.plan.title}</option>
        ) : null}
        {(plans.data?.plans ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("groups.plan.startsOn")}
        type="date"
        value={startsOn}
        min={clock.today()}
        onChange={(event) => setStartsOn(event.target.value)}
        error={fields.startsOn}
      />
      {setPlan.error && !fields.startsOn && !fields.planId ? <Alert tone="error">{errorText(setPlan.error, t("groups.plan.saveFailed"))}</Alert> : null}
      {done ? <Alert tone="success">{t("msg.groups.planSet")}</Alert> : null}
      <Button type="submit" loading={setPlan.isPending} disabled={planId === ""}>
        {t("groups.plan.save")}
      </Button>
    </form>
  );
}
