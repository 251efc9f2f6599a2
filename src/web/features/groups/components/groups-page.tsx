// My Groups (/groups, docs/areas/groups.md): the viewer's groups as cards, 'Join Group' by code, and a link to create one.
import { Plus, UserPlus, Users } from "lucide-react";
import { useNavigate } from "react-router";
import { FlashMessage } from "../../../components/layout/flash-message.tsx";
import { Page } from "../../../components/layout/page.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { useGroups } from "../api/list-groups.ts";
import { GroupCard } from "./group-card.tsx";
import { JoinGroupDialog } from "./join-group-dialog.tsx";
import { paths } from "../../../paths.ts";
import "../../../lib/catalog-parts/groups.ts";
import { t } from "../../../lib/i18n.ts";

/** 'Create Group', beside 'Join Group' in the header and again in the empty list. */
function CreateGroupLink() {
  return (
    <ButtonLink to={paths.groupCreate()} icon={<Plus aria-hidden="true" className="size-5" />}>
      {t("groups.createGroup")}
    </ButtonLink>
  );
}

export function GroupsPage() {
  const navigate = useNavigate();
  const groups = useGroups();
  const onJoined = (groupId: number) => void navigate(paths.groupDetail(groupId));

  const joinButton = (variant: "primary" | "secondary") => (
    <JoinGroupDialog
      onJoined={onJoined}
      trigger={
        <Button variant={variant} icon={<UserPlus aria-hidden="true" className="size-5" />}>
          {t("groups.joinGroup")}
        </Button>
      }
    />
  );

  return (
    <Page title={t("groups.myGroups")} heading={null}>
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">{t("groups.myGroups")}</h1>
          <p className="mt-2 text-lg text-navy-700">{t("groups.list.intro")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {joinButton("secondary")}
          <CreateGroupLink />
        </div>
      </header>
      <FlashMessage className="mb-6" />

      <QueryState
        query={groups}
        error={t("msg.groups.loadGroupsFailed")}
        loadingMessage={t("groups.list.loading")}
        isEmpty={(data) => data.groups.length === 0}
        empty={
          <EmptyState
            icon={<Users />}
            title={t("groups.list.emptyTitle")}
            description={t("groups.list.emptyText")}
            action={
              <div className="flex flex-wrap justify-center gap-3">
                <CreateGroupLink />
                {joinButton("secondary")}
              </div>
            }
          />
        }
      >
        {(data) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.groups.map((group) => (
              <li key={group.id}>
                <GroupCard group={group} href={paths.groupDetail(group.id)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
