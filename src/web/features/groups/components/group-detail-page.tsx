// Group detail (/group/:id, docs/areas/groups.md): name, description, Private/Public, the code with a copy button and
// the members. Leaders also get Edit Group, a role select and Remove per other member. A public group shows a
// non-member only its name, description and size; anything else he may not see is 'Group not found'.
import { ArrowLeft, SearchX } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { type TGroupDetail, type TLeaveGroupResponse } from "../../../../shared/schemas/groups.ts";
import { Page } from "../../../components/layout/page.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { FailedAlert, QueryState } from "../../../components/ui/query-state.tsx";
import { LoadingScreen } from "../../../components/ui/spinner.tsx";
import { useGroup } from "../api/get-group.ts";
import { useUpdateGroup } from "../api/update-group.ts";
import { GroupRoleBadge, PrivacyBadge } from "./group-badge.tsx";
import { GroupCode } from "./group-code.tsx";
import { GroupForm } from "./group-form.tsx";
import { GroupImage } from "./group-image.tsx";
import { GroupConversation } from "./group-conversation.tsx";
import { GroupPlanSection } from "./group-plan-section.tsx";
import { LeaderDashboard } from "./leader-dashboard.tsx";
import { LeaveGroupDialog } from "./leave-group-dialog.tsx";
import { MemberList } from "./member-list.tsx";
import { useSession } from "../../../session/get-session.ts";
import { flashState } from "../../../lib/flash.ts";
import { paths } from "../../../paths.ts";
import "../../../lib/catalog-parts/groups.ts";
import { t } from "../../../lib/i18n.ts";

function BackLink() {
  return (
    <Link to={paths.groups()} className="mb-6 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("groups.myGroups")}
    </Link>
  );
}

function GroupNotFound() {
  return (
    <Page title={t("msg.groups.groupNotFound")} heading={null} width="medium">
      <BackLink />
      <h1 className="sr-only">{t("msg.groups.groupNotFound")}</h1>
      <EmptyState
        icon={<SearchX />}
        title={t("msg.groups.groupNotFound")}
        description={t("groups.detail.notFoundText")}
        action={<ButtonLink to={paths.groups()}>{t("groups.detail.backToGroups")}</ButtonLink>}
      />
    </Page>
  );
}

/** The group page; `groupId` is null when the address cannot name a group. */
export function GroupDetailPage({ groupId }: { groupId: number | null }) {
  const query = useGroup(groupId ?? 0, { enabled: groupId !== null });
  if (groupId === null) return <GroupNotFound />;
  return (
    <QueryState
      query={query}
      error={t("msg.groups.loadGroupFailed")}
      loading={
        <Page title={t("groups.detail.loadingTitle")} heading={null}>
          <LoadingScreen message={t("groups.detail.loading")} />
        </Page>
      }
      notFound={<GroupNotFound />}
      failed={({ text, retry }) => (
        <Page title={text} heading={null} width="medium">
          <BackLink />
          <h1 className="sr-only">{text}</h1>
          <FailedAlert text={text} retry={retry} />
        </Page>
      )}
    >
      {(data) => <GroupPage group={data.group} />}
    </QueryState>
  );
}

function GroupPage({ group }: { group: TGroupDetail }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const update = useUpdateGroup();
  const isLeader = group.myRole === "leader";

  const onLeft = (result: TLeaveGroupResponse) => {
    const message = result.groupDeleted ? t("groups.detail.leftDeleted", { name: group.name }) : t("groups.detail.left", { name: group.name });
    void navigate(paths.groups(), { replace: true, state: flashState({ tone: "success", message }) });
  };

  return (
    <Page title={group.name} heading={null}>
      <BackLink />
      <header className="mb-8 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy-100 sm:flex">
        <GroupImage url={group.imageUrl} className="aspect-[16/7] sm:aspect-auto sm:w-56 sm:shrink-0" />
        <div className="space-y-3 p-6 sm:p-8">
          <div className="flex flex-wrap items-center gap-2">
            <PrivacyBadge isPrivate={group.isPrivate} />
            {group.myRole ? <GroupRoleBadge role={group.myRole} prefix={t("groups.detail.you")} /> : null}
          </div>
          <h1 className="text-3xl font-bold break-words sm:text-4xl">{group.name}</h1>
          {group.description ? <p className="text-lg break-words whitespace-pre-line text-navy-700">{group.description}</p> : null}
          <p className="text-sm font-medium text-navy-600">{t("groups.memberCount", { count: group.memberCount })}</p>
        </div>
      </header>

      {/* Only members reach this page: the server answers 404 to anyone else. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-8">
          <GroupPlanSection group={group} />
          {/* The conversation exists only for those the server lets in; a son under 13 never sees it. */}
          {group.canConverse && group.plan ? (
            <GroupConversation groupId={group.id} currentWeek={group.plan.week} totalWeeks={group.plan.durationWeeks} />
          ) : null}
          {isLeader ? <LeaderDashboard groupId={group.id} /> : null}
          <Card>
            <CardHeader title={t("groups.detail.codeTitle")} description={t("groups.detail.codeText")} />
            <GroupCode code={group.code ?? ""} />
          </Card>
          <Card>
            <CardHeader title={t("groups.detail.members")} description={t("groups.memberCount", { count: group.memberCount })} />
            <MemberList groupId={group.id} members={group.members ?? []} viewerId={user?.id ?? ""} canManage={isLeader} />
          </Card>
        </div>
        <div className="space-y-8">
          {isLeader ? (
            <Card>
              <CardHeader title={t("groups.detail.edit")} />
              <GroupForm
                defaultValues={{ name: group.name, description: group.description ?? "", isPrivate: group.isPrivate }}
                submitLabel={t("groups.detail.save")}
                failureMessage={t("msg.groups.updateGroupFailed")}
                successMessage={t("groups.detail.updated")}
                onSubmit={async (values) => {
                  await update.mutateAsync({ groupId: group.id, input: values });
                }}
              />
            </Card>
          ) : null}
          <Card>
            <CardHeader title={t("groups.detail.leaveTitle")} description={t("groups.detail.leaveText")} />
            <LeaveGroupDialog group={group} onLeft={onLeft} />
          </Card>
        </div>
      </div>
    </Page>
  );
}
