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
import { GROUP_LIMITS } from "../../../../shared/schemas/groups.ts";
import { familyInvitationMessages } from "../../../../shared/schemas/organization-families.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { CopyTextButton } from "../../../components/ui/copy-text-button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { HeadedSection } from "../../../components/ui/headed-section.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { ReadOnlyLinkField } from "../../../components/ui/read-only-link-field.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { NameDescriptionFields } from "../../../components/ui/name-description-fields.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useSaveForm } from "../../../lib/use-form-submit.ts";
import { paths } from "../../../paths.ts";
import { useFamilyClock } from "../../../session/family-clock.ts";
import { useCreateChurchGroup } from "../api/create-church-group.ts";
import { useNewGroupLink } from "../api/create-group-link.ts";
import { useChurchGroups } from "../api/get-church-groups.ts";
import "../../../lib/catalog-parts/groups.ts";
import "../../../lib/catalog-parts/organizations.ts";
import { dateLocale, localize, t } from "../../../lib/i18n.ts";

const FIELDS = ["name", "description", "planId", "startsOn"] as const;

/** "Week 2 of 6" once started, "Starts Sunday, March 1" before. */
export function groupWeekText(plan: NonNullable<TChurchGroup["plan"]>): string {
  return plan.started
    ? t("organizations.groups.weekOf", { week: Math.min(plan.week, plan.durationWeeks), total: plan.durationWeeks })
    : t("organizations.groups.starts", { date: formatDay(plan.startsOn, dateLocale()) });
}

/** The server's words on a group's new link, in the page's language (they name the group). */
function linkMessage(message: string, group: string): string {
  return message === familyInvitationMessages.groupLinkReplaced(group)
    ? t("organizations.groupLinkReplaced", { group })
    : t("organizations.groupLinkCreated", { group });
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
    save: async (values) => {
      await create.mutateAsync(values);
      onDone(t("organizations.groupCreated", { name: values.name }));
    },
    fields: FIELDS,
    failureMessage: t("organizations.groups.createFailed"),
    successMessage: null,
  });
  const own = planChoices.filter((plan) => plan.ofThisChurch);
  const library = planChoices.filter((plan) => !plan.ofThisChurch);
  const option = (plan: TChurchPlanChoice) => (
    <option key={plan.id} value={plan.id}>
      {t(plan.membersOnly ? "organizations.groups.planOptionMembers" : "organizations.groups.planOption", { title: plan.title, weeks: plan.durationWeeks })}
    </option>
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-2xl bg-white p-6 ring-1 ring-navy-100" aria-label={t("organizations.groups.new")}>
      {formError ? <Alert tone="error">{localize(formError)}</Alert> : null}
      <NameDescriptionFields
        register={register}
        errors={errors}
        labels={{
          name: t("organizations.groups.name"),
          description: t("organizations.groups.description"),
          descriptionHint: t("organizations.groups.descriptionHint"),
        }}
        limits={GROUP_LIMITS}
        nameAutoComplete="off"
        descriptionRows={3}
      />
      <SelectField
        label={t("organizations.groups.plan")}
        required
        error={errors.planId?.message}
        defaultValue=""
        {...register("planId", { valueAsNumber: true })}
      >
        <option value="" disabled>
          {t("organizations.groups.choosePlan")}
        </option>
        {own.length > 0 ? <optgroup label={t("organizations.groups.ownPlans")}>{own.map(option)}</optgroup> : null}
        {library.length > 0 ? <optgroup label={t("organizations.groups.library")}>{library.map(option)}</optgroup> : null}
      </SelectField>
      <TextField
        label={t("organizations.groups.startsOn")}
        type="date"
        required
        hint={t("organizations.groups.startsOnHint")}
        error={errors.startsOn?.message}
        {...register("startsOn")}
      />
      <Button type="submit" loading={isSubmitting}>
        {t("organizations.groups.create")}
      </Button>
    </form>
  );
}

function GroupLink({ group }: { group: TChurchGroup }) {
  const create = useNewGroupLink();
  const inputId = useId();
  const link = group.link;
  const shown = link ? (link.shortUrl ?? link.url) : null;
  return (
    <div className="space-y-2 border-t border-navy-100 pt-3">
      {create.isError ? <Alert tone="error">{localize(errorText(create.error, t("organizations.groups.linkFailed")))}</Alert> : null}
      {create.isSuccess && create.variables === group.id ? <Alert tone="success">{linkMessage(create.data.message, group.name)}</Alert> : null}
      {link && shown ? (
        <>
          <ReadOnlyLinkField
            id={inputId}
            compact
            value={shown}
            label={
              <>
                {t("organizations.groups.link")}
                <span className="sr-only">{t("organizations.groups.forGroup", { name: group.name })}</span>
              </>
            }
          />
          <div className="flex flex-wrap gap-2">
            <CopyTextButton text={shown} copyLabel={t("organizations.groups.copyLink")} copiedLabel={t("organizations.groups.copied")}>
              <span className="sr-only">{t("organizations.groups.ofGroup", { name: group.name })}</span>
            </CopyTextButton>
            <ButtonLink to={paths.organizationFamiliesPoster(group.id)} size="sm" variant="secondary" icon={<Printer aria-hidden="true" className="size-4" />}>
              {t("organizations.groups.poster")}
              <span className="sr-only">{t("organizations.groups.forGroup", { name: group.name })}</span>
            </ButtonLink>
            <Button size="sm" variant="ghost" loading={create.isPending && create.variables === group.id} onClick={() => create.mutate(group.id)}>
              {t("organizations.groups.newLink")}
              <span className="sr-only">{t("organizations.groups.forGroup", { name: group.name })}</span>
            </Button>
          </div>
        </>
      ) : (
        <Button size="sm" loading={create.isPending && create.variables === group.id} onClick={() => create.mutate(group.id)}>
          {t("organizations.groups.createLink")}
          <span className="sr-only">{t("organizations.groups.forGroup", { name: group.name })}</span>
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
        <p className="text-sm text-navy-700">{t("organizations.groups.noPlan")}</p>
      )}
      <p className="text-sm text-navy-800" data-testid="church-group-counts">
        {t("organizations.groups.counts", { members: group.memberCount, families: group.familyCount })}
      </p>
      {group.leads ? (
        <ButtonLink to={paths.groupDetail(group.id)} size="sm" variant="ghost" className="self-start" icon={<Users aria-hidden="true" className="size-4" />}>
          {t("organizations.groups.open")}
          <span className="sr-only"> {group.name}</span>
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
    <HeadedSection
      id="church-groups"
      title={t("organizations.groups.title")}
      action={
        <Button
          size="sm"
          variant={adding ? "ghost" : "primary"}
          aria-expanded={adding}
          aria-controls={formId}
          icon={adding ? undefined : <Plus aria-hidden="true" className="size-4" />}
          onClick={() => setAdding((open) => !open)}
        >
          {adding ? t("organizations.groups.closeForm") : t("organizations.groups.new")}
        </Button>
      }
    >
      <p className="text-navy-700">{t("organizations.groups.text")}</p>
      {created ? <Alert tone="success">{created}</Alert> : null}
      <QueryState query={groups} error={t("organizations.groups.loadFailed")} loadingMessage={t("organizations.groups.loading")}>
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
              <EmptyState icon={<Users />} title={t("organizations.groups.emptyTitle")} description={t("organizations.groups.emptyText")} />
            ) : (
              <ul className="grid gap-4 md:grid-cols-2" aria-label={t("organizations.groups.list")}>
                {data.groups.map((group) => (
                  <GroupCard key={group.id} group={group} canInvite={data.canInvite} />
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
    </HeadedSection>
  );
}
