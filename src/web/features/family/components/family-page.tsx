// /family (dads): each son with his sign-in name, login card, password, sign-out, assistant switch, age band,
// data download and deletion; "Add a son" any time. Settings live here, off the daily dashboard.
import { localize, t } from "../../../lib/i18n.ts";
import { UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { messages } from "../../../../shared/messages.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { FailedAlert } from "../../../components/ui/query-state.tsx";
import { LoadingScreen } from "../../../components/ui/spinner.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useChatStatus } from "../../../lib/chat-status.ts";
import { useFamilySons } from "../api/get-family-sons.ts";
import { AddSonForm } from "./add-son-form.tsx";
import { OrganizationsCard } from "./organizations-card.tsx";
import { JoinRequestsCard } from "./join-requests-card.tsx";
import { LoginCard } from "./login-card.tsx";
import { RemindersLinkCard } from "../../../components/reminders/reminders-link-card.tsx";
import { SonCard } from "./son-card.tsx";
import "../../../lib/catalog-parts/family.ts";

interface Added {
  message: string;
  fullName: string;
  signInEmail: string | null;
  signInName: string | null;
  password: string;
}

export function FamilyPage() {
  const sons = useFamilySons();
  const chat = useChatStatus();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Added | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const assistantConnected = chat.data !== undefined && chat.data.availability !== "not-configured";

  if (sons.isPending) return <LoadingScreen message={t("family.loading")} />;

  const addButton = (
    <Button variant="accent" icon={<UserPlus aria-hidden="true" className="size-4" />} onClick={() => setAdding(true)}>
      {t("family.add")}
    </Button>
  );

  return (
    <Page title={t("family.title")} description={t("family.description")}>
      <Dialog open={adding} onOpenChange={setAdding} title={t("family.add")} description={t("family.addText")}>
        <AddSonForm
          onAdded={(message, son) => {
            setAdding(false);
            setAdded({ message, ...son });
          }}
        />
      </Dialog>

      <div className="space-y-6">
        {sons.isError ? <FailedAlert text={localize(errorText(sons.error, messages.loadDataFailed))} retry={() => void sons.refetch()} /> : null}
        <JoinRequestsCard />
        <OrganizationsCard />
        {deleted ? <Alert tone="success">{t("family.deleted", { name: deleted })}</Alert> : null}
        {added ? (
          <Card className="!p-5 sm:!p-6">
            <CardHeader title={t("family.addedTitle", { name: added.fullName })} description={localize(added.message)} />
            {added.signInEmail ? (
              <LoginCard sonName={added.fullName} signInEmail={added.signInEmail} signInName={added.signInName} password={added.password} />
            ) : null}
          </Card>
        ) : null}

        {sons.data && sons.data.length === 0 ? (
          <EmptyState icon={<Users />} title={t("family.emptyTitle")} description={t("family.emptyText")} action={addButton} />
        ) : (
          <>
            <div className="flex justify-end">{addButton}</div>
            <ul className="space-y-6">
              {(sons.data ?? []).map((son) => (
                <li key={son.userId}>
                  <SonCard son={son} assistantConnected={assistantConnected} onDeleted={setDeleted} />
                </li>
              ))}
            </ul>
          </>
        )}
        <RemindersLinkCard description={t("family.remindersCard")} />
      </div>
    </Page>
  );
}
