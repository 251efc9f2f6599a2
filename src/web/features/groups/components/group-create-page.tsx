// Create group (/groups/create, docs/areas/groups.md): name, description, private (checked) → the new group's page.
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Page } from "../../../components/layout/page.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useCreateGroup } from "../api/create-group.ts";
import { GroupForm } from "./group-form.tsx";
import { paths } from "../../../paths.ts";
import { useSaveThenGo } from "../../../lib/use-save-then-go.ts";
import "../../../lib/catalog-parts/groups.ts";
import { t } from "../../../lib/i18n.ts";

export function GroupCreatePage() {
  const create = useCreateGroup();
  const createThenOpen = useSaveThenGo(create.mutateAsync, (group) => ({ to: paths.groupDetail(group.id) }));

  return (
    <Page title={t("groups.createGroup")} heading={null} width="medium">
      <Link to={paths.groups()} className="mb-6 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("groups.myGroups")}
      </Link>
      <header className="mb-8">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("groups.createGroup")}</h1>
        <p className="mt-2 text-lg text-navy-700">{t("groups.create.intro")}</p>
      </header>
      <Card>
        <GroupForm submitLabel={t("groups.createGroup")} failureMessage={t("msg.groups.createGroupFailed")} onSubmit={createThenOpen} />
      </Card>
    </Page>
  );
}
