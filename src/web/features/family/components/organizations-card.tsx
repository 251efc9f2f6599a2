// The family page's one card for the circles a dad's family belongs to: each organization
// with what it can see, his switch to share his family's progress with it and "Leave"; under it, its groups he is in,
// each with what its leaders see and his switch; then his other groups. Counts are always seen; his journal and his
// sons beyond their first names never are.
import { activeLocale, localize, t } from "../../../lib/i18n.ts";
import { useId } from "react";
import { Link } from "react-router";
import type { TFamilySharingResponse } from "../../../../shared/schemas/groups.ts";
import type { TMembership } from "../../../../shared/schemas/organization-families.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { ConfirmDialog, confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { paths } from "../../../paths.ts";
import { useFamilySharing } from "../api/get-family-sharing.ts";
import { useSetSharing } from "../api/set-sharing.ts";
import { useLeaveOrganization, useMemberships } from "../api/memberships.ts";
import "../../../lib/catalog-parts/family.ts";

type SharedGroup = TFamilySharingResponse["groups"][number];
type SetSharing = ReturnType<typeof useSetSharing>;

function SharingSwitch({
  label,
  detail,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  detail: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="min-w-0 text-sm">
        <label htmlFor={id} className="font-semibold text-navy-900">
          {label}
        </label>
        <p id={`${id}-detail`} className="text-navy-600">
          {detail}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-detail`} checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </div>
  );
}

function GroupRow({ group, set }: { group: SharedGroup; set: SetSharing }) {
  return (
    <li className="space-y-2 py-3">
      <p>
        <Link to={paths.groupDetail(group.groupId)} className="font-semibold underline-offset-2 hover:underline">
          {group.name}
        </Link>
        <span className="block text-sm text-navy-600">
          {group.planTitle ? t("family.orgs.runs", { plan: group.planTitle }) : ""}
          {t("family.orgs.groupSees")}
        </span>
      </p>
      <SharingSwitch
        label={t("family.orgs.share", { name: group.name })}
        detail={
          group.sharesProgress
            ? t("family.orgs.groupOn")
            : group.sharesThroughOrganization
              ? t("family.orgs.sharedThrough", { name: group.organizationName ?? t("family.orgs.itsOrganization") })
              : t("family.orgs.off")
        }
        checked={group.sharesProgress}
        disabled={set.isPending}
        onChange={(on) => set.mutate({ kind: "group", id: group.groupId, sharesProgress: on })}
      />
    </li>
  );
}

function OrganizationRow({
  membership,
  sharesProgress,
  groups,
  set,
  leave,
}: {
  membership: TMembership;
  sharesProgress: boolean;
  groups: SharedGroup[];
  set: SetSharing;
  leave: ReturnType<typeof useLeaveOrganization>;
}) {
  const joined = new Date(membership.joinedAt).toLocaleDateString(activeLocale(), { year: "numeric", month: "short", day: "numeric" });
  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="min-w-0">
          <Link to={paths.organizationPage(membership.slug)} className="text-lg font-semibold underline-offset-2 hover:underline">
            {membership.name}
          </Link>
          <span className="block text-sm text-navy-600">{t("family.orgs.joined", { date: joined })}</span>
        </p>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost">
              {t("family.orgs.leave")}
              <span className="sr-only"> {membership.name}</span>
            </Button>
          }
          title={t("family.orgs.leaveTitle", { name: membership.name })}
          description={t("family.orgs.leaveText")}
          confirmLabel={t("family.orgs.leave")}
          onConfirm={(close) => leave.mutate(membership.organizationId, { onSuccess: close })}
          {...confirmMutation(leave, t("family.orgs.leaveFailed"))}
        />
      </div>
      <p className="text-sm text-navy-700">
        {t("family.orgs.sees")}
        {sharesProgress ? t("family.orgs.seesProgress") : t("family.orgs.seesCounts")}
      </p>
      <SharingSwitch
        label={t("family.orgs.share", { name: membership.name })}
        detail={sharesProgress ? t("family.orgs.orgOn") : t("family.orgs.off")}
        checked={sharesProgress}
        disabled={set.isPending}
        onChange={(on) => set.mutate({ kind: "organization", id: membership.organizationId, sharesProgress: on })}
      />
      {groups.length > 0 ? (
        <ul aria-label={t("family.orgs.groupsIn", { name: membership.name })} className="divide-y divide-navy-100 border-l-2 border-navy-100 pl-4">
          {groups.map((group) => (
            <GroupRow key={group.groupId} group={group} set={set} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function OrganizationsCard() {
  const memberships = useMemberships();
  const sharing = useFamilySharing();
  const leave = useLeaveOrganization();
  const set = useSetSharing();
  const list = memberships.data?.memberships ?? [];
  const groups = sharing.data?.groups ?? [];
  if (list.length === 0 && groups.length === 0 && !leave.isSuccess) return null;
  const memberOf = new Set(list.map((m) => m.organizationId));
  const shares = new Map((sharing.data?.organizations ?? []).map((o) => [o.organizationId, o.sharesProgress]));
  const otherGroups = groups.filter((g) => g.organizationId === null || !memberOf.has(g.organizationId));
  return (
    <Card className="!p-5 sm:!p-6">
      <CardHeader title={t("family.orgs.title")} description={t("family.orgs.description")} />
      {leave.isSuccess ? <Alert tone="success">{localize(leave.data.message)}</Alert> : null}
      {set.isError ? <Alert tone="error">{localize(errorText(set.error, t("family.orgs.saveFailed")))}</Alert> : null}
      {list.length > 0 ? (
        <ul className="divide-y divide-navy-100" aria-label={t("family.orgs.list")}>
          {list.map((membership) => (
            <OrganizationRow
              key={membership.organizationId}
              membership={membership}
              sharesProgress={shares.get(membership.organizationId) ?? membership.sharesProgress}
              groups={groups.filter((g) => g.organizationId === membership.organizationId)}
              set={set}
              leave={leave}
            />
          ))}
        </ul>
      ) : null}
      {otherGroups.length > 0 ? (
        <section aria-labelledby="family-other-groups" className={list.length > 0 ? "mt-4 border-t border-navy-100 pt-4" : undefined}>
          <h3 id="family-other-groups" className="font-bold">
            {list.length > 0 ? t("family.orgs.otherGroups") : t("family.orgs.groups")}
          </h3>
          <p className="text-sm text-navy-600">{t("family.orgs.leaveGroup")}</p>
          <ul className="divide-y divide-navy-100" aria-label={list.length > 0 ? t("family.orgs.otherGroups") : t("family.orgs.groups")}>
            {otherGroups.map((group) => (
              <GroupRow key={group.groupId} group={group} set={set} />
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}
