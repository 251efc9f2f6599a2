// The church dashboard's groups: each group of the church with its plan, its week, how many members
// and how many families follow its plan; for owners, the group's own invitation link (short address, copy, poster);
// and "New group" — name, optional description, a plan the church may run and the day week 1 starts.
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Printer, Users } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { formatDay } from "../../../../shared/plan-run.ts";
import {
  ZCreateChurchGroupRequest,
  type TChurchGroup,
  type TChurchPlanChoice,
  type TCreateChurchGroup,
  type TCreateChurchGroupRequest,
} from "../../../../shared/schemas/church-groups.ts";
import { GROUP_DESCRIPTION_MAX_LENGTH, GROUP_NAME_MAX_LENGTH } from "../../../../shared/schemas/groups.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useSaveForm } from "../../../lib/use-form-submit.ts";
import { weeksLabel } from "../../../lib/labels.ts";
import { paths } from "../../../paths.ts";
import { useFamilyClock } from "../../../session/family-clock.ts";
import { useCreateChurchGroup } from "../api/create-church-group.ts";
import { useNewGroupLink } from "../api/create-group-link.ts";
import { useChurchGroups } from "../api/get-church-groups.ts";

const FIELDS = ["name", "description", "planId", "startsOn"] as const;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Week 2 of 6" once started, "Starts Sunday, March 1" before. */
export function groupWeekText(plan: NonNullable<TChurchGroup["plan"]>): string {
  return plan.started ? `Week ${Math.min(plan.week, plan.durationWeeks)} of ${plan.durationWeeks}` : `Starts ${formatDay(plan.startsOn)}`;
}

function NewGroupForm({ planChoices, onDone }: { planChoices: TChurchPlanChoice[]; onDone: (message: string) => void }) {
  const create = useCreateChurchGroup();
  const clock = useFamilyClock();
  const form = useForm<TCreateChurchGroupRequest, unknown, TCreateChurchGroup>({
    resolver: zodResolver(ZCreateChurchGroupRequest),
    defaultValues: { name: "", description: "", startsOn: clock.today() },
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const { onSubmit, formError } = useSaveForm(form, {
    save: async (values) => onDone((await create.mutateAsync(values)).message),
    fields: FIELDS,
    failureMessage: "Failed to create the group",
    successMessage: null,
  });
  const own = planChoices.filter((plan) => plan.ofThisChurch);
  const library = planChoices.filter((plan) => !plan.ofThisChurch);
  const option = (plan: TChurchPlanChoice) => (
    <option key={plan.id} value={plan.id}>
      {plan.title} ({weeksLabel(plan.durationWeeks)}
      {plan.membersOnly ? ", members only" : ""})
    </option>
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-2xl bg-white p-6 ring-1 ring-navy-100" aria-label="New group">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField label="Group name" required maxLength={GROUP_NAME_MAX_LENGTH} autoComplete="off" error={errors.name?.message} {...register("name")} />
      <TextAreaField
        label="Description (optional)"
        hint="When and where it meets, who it is for."
        maxLength={GROUP_DESCRIPTION_MAX_LENGTH}
        rows={3}
        error={errors.description?.message}
        {...register("description")}
      />
      <SelectField label="Plan" required error={errors.planId?.message} defaultValue="" {...register("planId", { valueAsNumber: true })}>
        <option value="" disabled>
          Choose a plan
        </option>
        {own.length > 0 ? <optgroup label="Your church's plans">{own.map(option)}</optgroup> : null}
        {library.length > 0 ? <optgroup label="The plan library">{library.map(option)}</optgroup> : null}
      </SelectField>
      <TextField
        label="Week 1 starts on"
        type="date"
        required
        hint="Today or up to 8 weeks ahead. Every family of the group is on the same week."
        error={errors.startsOn?.message}
        {...register("startsOn")}
      />
      <Button type="submit" loading={isSubmitting}>
        Create group
      </Button>
    </form>
  );
}

function GroupLink({ group }: { group: TChurchGroup }) {
  const create = useNewGroupLink();
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  const link = group.link;
  const shown = link ? (link.shortUrl ?? link.url) : null;
  return (
    <div className="space-y-2 border-t border-navy-100 pt-3">
      {create.isError ? <Alert tone="error">{errorText(create.error, "Failed to create the link")}</Alert> : null}
      {create.isSuccess && create.variables === group.id ? <Alert tone="success">{create.data.message}</Alert> : null}
      {link && shown ? (
        <>
          <label htmlFor={inputId} className="block text-sm font-semibold">
            Invitation link<span className="sr-only"> for {group.name}</span>
          </label>
          <input
            id={inputId}
            readOnly
            value={shown}
            className="w-full rounded-lg border border-navy-200 bg-navy-50 px-3 py-2 font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                void navigator.clipboard?.writeText(shown).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? "Copied" : "Copy link"}
              <span className="sr-only"> of {group.name}</span>
            </Button>
            <ButtonLink to={paths.organizationFamiliesPoster(group.id)} size="sm" variant="secondary" icon={<Printer aria-hidden="true" className="size-4" />}>
              Print a poster<span className="sr-only"> for {group.name}</span>
            </ButtonLink>
            <Button size="sm" variant="ghost" loading={create.isPending && create.variables === group.id} onClick={() => create.mutate(group.id)}>
              New link<span className="sr-only"> for {group.name}</span>
            </Button>
          </div>
        </>
      ) : (
        <Button size="sm" loading={create.isPending && create.variables === group.id} onClick={() => create.mutate(group.id)}>
          Create invitation link<span className="sr-only"> for {group.name}</span>
        </Button>
      )}
    </div>
  );
}

function GroupCard({ group, canInvite }: { group: TChurchGroup; canInvite: boolean }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100" aria-label={group.name}>
      <h3 className="text-lg font-bold break-words">{group.name}</h3>
      {group.description ? <p className="text-navy-700">{group.description}</p> : null}
      {group.plan ? (
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="navy">{group.plan.title}</Badge>
          <span className="text-sm text-navy-700">{groupWeekText(group.plan)}</span>
        </div>
      ) : (
        <p className="text-sm text-navy-700">No plan chosen yet.</p>
      )}
      <p className="text-sm text-navy-800" data-testid="church-group-counts">
        {count(group.memberCount, "member", "members")} · {count(group.familyCount, "family", "families")} on its plan
      </p>
      {group.leads ? (
        <ButtonLink to={paths.groupDetail(group.id)} size="sm" variant="ghost" className="self-start" icon={<Users aria-hidden="true" className="size-4" />}>
          Open the group<span className="sr-only"> {group.name}</span>
        </ButtonLink>
      ) : null}
      {canInvite ? <GroupLink group={group} /> : null}
    </li>
  );
}

export function ChurchGroupsSection() {
  const groups = useChurchGroups();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const formId = useId();
  return (
    <section aria-labelledby="church-groups" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="church-groups" className="text-2xl font-bold">
          Groups
        </h2>
        <Button
          size="sm"
          variant={adding ? "ghost" : "primary"}
          aria-expanded={adding}
          aria-controls={formId}
          icon={adding ? undefined : <Plus aria-hidden="true" className="size-4" />}
          onClick={() => setAdding((open) => !open)}
        >
          {adding ? "Close the new group form" : "New group"}
        </Button>
      </div>
      <p className="text-navy-700">
        Each group runs one plan on one schedule. Its invitation link brings a family into your church and the group, on the group&apos;s week.
      </p>
      {created ? <Alert tone="success">{created}</Alert> : null}
      <QueryState query={groups} error="Failed to load your church's groups" loadingMessage="Loading groups...">
        {(data) => (
          <div className="space-y-4">
            {adding ? (
              <div id={formId}>
                <NewGroupForm
                  planChoices={data.planChoices}
                  onDone={(message) => {
                    setAdding(false);
                    setCreated(message);
                  }}
                />
              </div>
            ) : null}
            {data.groups.length === 0 ? (
              <EmptyState
                icon={<Users />}
                title="No groups yet"
                description="Start one: a name, a plan and the day week 1 starts. Then share its link in the bulletin, on the screen or in the group chat."
              />
            ) : (
              <ul className="grid gap-4 md:grid-cols-2" aria-label="Your church's groups">
                {data.groups.map((group) => (
                  <GroupCard key={group.id} group={group} canInvite={data.canInvite} />
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}
