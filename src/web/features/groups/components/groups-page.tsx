// My Groups (/groups, docs/areas/groups.md): the viewer's groups as cards, 'Join Group' by code, and a link to create one.
import { Plus, UserPlus, Users } from "lucide-react";
import { useNavigate } from "react-router";
import { messages } from "../../../../shared/messages.ts";
import { FlashMessage } from "../../../components/layout/flash-message.tsx";
import { Page } from "../../../components/layout/page.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { useGroups } from "../api/list-groups.ts";
import { GroupCard } from "./group-card.tsx";
import { JoinGroupDialog } from "./join-group-dialog.tsx";
import { paths } from "../../../paths.ts";

export function GroupsPage() {
  const navigate = useNavigate();
  const groups = useGroups();
  const onJoined = (groupId: number) => void navigate(paths.groupDetail(groupId));

  const joinButton = (variant: "primary" | "secondary") => (
    <JoinGroupDialog
      onJoined={onJoined}
      trigger={
        <Button variant={variant} icon={<UserPlus aria-hidden="true" className="size-5" />}>
          Join Group
        </Button>
      }
    />
  );

  return (
    <Page title="My Groups" heading={null}>
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">My Groups</h1>
          <p className="mt-2 text-lg text-navy-700">Grow together with other fathers and sons.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {joinButton("secondary")}
          <ButtonLink to={paths.groupCreate()} icon={<Plus aria-hidden="true" className="size-5" />}>
            Create Group
          </ButtonLink>
        </div>
      </header>
      <FlashMessage className="mb-6" />

      <QueryState
        query={groups}
        error={messages.loadGroupsFailed}
        loadingMessage="Loading your groups..."
        isEmpty={(data) => data.groups.length === 0}
        empty={
          <EmptyState
            icon={<Users />}
            title="No Groups Yet"
            description="Create a group for your church, your neighbours or your son's team, or join one with the code a member gave you."
            action={
              <div className="flex flex-wrap justify-center gap-3">
                <ButtonLink to={paths.groupCreate()} icon={<Plus aria-hidden="true" className="size-5" />}>
                  Create Group
                </ButtonLink>
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
