// The group's plan on its page — this week, its discussion questions, "Follow with the group" for a dad
// whose family is not on the group's schedule, his sharing switch, and for leaders the plan and start date form.
import { useState } from "react";
import { formatDay } from "../../../../shared/plan-run.ts";
import { useFamilyClock } from "../../../session/family-clock.ts";
import { groupMessages, type TGroupDetail } from "../../../../shared/schemas/groups.ts";
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

export function GroupPlanSection({ group }: { group: TGroupDetail }) {
  const plan = group.plan;
  const isLeader = group.myRole === "leader";
  return (
    <Card>
      <CardHeader
        title="The group's plan"
        description={group.organizationName ? `A group of ${group.organizationName}` : "Every family follows it on the same schedule."}
      />
      {plan ? (
        <div className="space-y-4">
          <p className="text-lg font-semibold text-navy-950">{plan.title}</p>
          <p className="text-navy-700" data-testid="group-week">
            {plan.started
              ? `This week: week ${Math.min(plan.week, plan.durationWeeks)} of ${plan.durationWeeks}`
              : `Starts ${formatDay(plan.startsOn)}: week 1 of ${plan.durationWeeks}`}
          </p>
          <ThisWeek plan={plan} />
          {group.sharesProgress !== null ? <FollowAndShare group={group} /> : null}
        </div>
      ) : (
        <p className="text-navy-700">{groupMessages.noGroupPlan}</p>
      )}
      {isLeader ? <ChoosePlanForm group={group} /> : null}
    </Card>
  );
}

function ThisWeek({ plan }: { plan: NonNullable<TGroupDetail["plan"]> }) {
  if (plan.purchaseRequired) {
    return (
      <Alert tone="info" title="This week is part of the paid plan">
        Your family opens it once it owns the plan.{" "}
        <ButtonLink to={paths.planDetail(plan.planId)} variant="secondary" size="sm">
          See the plan
        </ButtonLink>
      </Alert>
    );
  }
  if (plan.discussionQuestions.length === 0) return null;
  return (
    <section aria-labelledby="group-questions" className="rounded-xl bg-navy-50 p-4">
      <h3 id="group-questions" className="font-semibold text-navy-950">
        Talk about it{plan.devotionalTitle ? `: ${plan.devotionalTitle}` : ""}
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
          setMessage(answer.message);
        },
      },
    );
  };

  return (
    <div className="space-y-3">
      {plan.familyFollows ? (
        <p className="text-sm font-medium text-emerald-800">Your family follows this plan on the group's schedule.</p>
      ) : (
        <Button onClick={() => (plan.familyOnAnotherPlan ? setConfirming(true) : run(false))} loading={follow.isPending && !confirming}>
          Follow with the group
        </Button>
      )}
      {message ? <Alert tone="success">{message}</Alert> : null}
      {follow.error && !confirming ? <Alert tone="error">{errorText(follow.error, "Could not follow the group's plan")}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Switch your family to the group's plan?"
        description={groupMessages.followNeedsConfirmation}
        confirmLabel="Switch and follow"
        variant="primary"
        pending={follow.isPending}
        error={follow.error ? errorText(follow.error, "Could not follow the group's plan") : undefined}
        onConfirm={() => run(true)}
      />
      <Checkbox
        label="Let this group's leaders see my family's progress"
        description={
          group.sharesThroughOrganization
            ? `Already shared through ${group.organizationName ?? "the group's organization"}. They never see a journal entry, and your sons only by first name.`
            : "Off: they see only how many families started and finished each week. They never see a journal entry, and your sons only by first name."
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
      <h3 className="font-semibold text-navy-950">Leaders: choose the plan and its start</h3>
      <SelectField label="Plan" value={planId} onChange={(event) => setPlanId(event.target.value)} error={fields.planId}>
        <option value="">Choose a plan</option>
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
        label="Week 1 starts on"
        type="date"
        value={startsOn}
        min={clock.today()}
        onChange={(event) => setStartsOn(event.target.value)}
        error={fields.startsOn}
      />
      {setPlan.error && !fields.startsOn && !fields.planId ? <Alert tone="error">{errorText(setPlan.error, "Could not save the group's plan")}</Alert> : null}
      {done ? <Alert tone="success">{groupMessages.planSet}</Alert> : null}
      <Button type="submit" loading={setPlan.isPending} disabled={planId === ""}>
        Save plan and start date
      </Button>
    </form>
  );
}
