// Create group (/groups/create, docs/areas/groups.md): name, description, private (checked) → the new group's page.
import { ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { messages } from "../../../../shared/messages.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useCreateGroup } from "../api/create-group.ts";
import { GroupForm } from "./group-form.tsx";
import { paths } from "../../../paths.ts";

export function GroupCreatePage() {
  const navigate = useNavigate();
  const create = useCreateGroup();

  return (
    <Page title="Create Group" heading={null} width="medium">
      <Link to={paths.groups()} className="mb-6 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        My Groups
      </Link>
      <header className="mb-8">
        <h1 className="text-3xl font-bold sm:text-4xl">Create Group</h1>
        <p className="mt-2 text-lg text-navy-700">Start a group and invite other fathers and sons with its code.</p>
      </header>
      <Card>
        <GroupForm
          submitLabel="Create Group"
          failureMessage={messages.createGroupFailed}
          onSubmit={async (values) => {
            const group = await create.mutateAsync(values);
            await navigate(paths.groupDetail(group.id));
          }}
        />
      </Card>
    </Page>
  );
}
