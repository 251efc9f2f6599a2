// /family (dads): each son with his sign-in name, login card, password, sign-out, assistant switch, age band,
// data download and deletion; "Add a son" any time. Settings live here, off the daily dashboard.
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

  if (sons.isPending) return <LoadingScreen message="Loading your family..." />;

  const addButton = (
    <Button variant="accent" icon={<UserPlus aria-hidden="true" className="size-4" />} onClick={() => setAdding(true)}>
      Add a son
    </Button>
  );

  return (
    <Page title="Family" description="Your sons' accounts: their sign-in, their login cards and what you decide for them.">
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title="Add a son"
        description="He gets his own account on your family's plan. His progress and his journal are his own."
      >
        <AddSonForm
          onAdded={(message, son) => {
            setAdding(false);
            setAdded({ message, ...son });
          }}
        />
      </Dialog>

      <div className="space-y-6">
        {sons.isError ? <FailedAlert text={errorText(sons.error, messages.loadDataFailed)} retry={() => void sons.refetch()} /> : null}
        <JoinRequestsCard />
        <OrganizationsCard />
        {deleted ? <Alert tone="success">{deleted}'s account and all its data were deleted.</Alert> : null}
        {added ? (
          <Card className="!p-5 sm:!p-6">
            <CardHeader title={`${added.fullName} is in`} description={added.message} />
            {added.signInEmail ? (
              <LoginCard sonName={added.fullName} signInEmail={added.signInEmail} signInName={added.signInName} password={added.password} />
            ) : null}
          </Card>
        ) : null}

        {sons.data && sons.data.length === 0 ? (
          <EmptyState
            icon={<Users />}
            title="No son on your account yet"
            description="Add your son: he gets his own sign-in and follows your family's plan with you."
            action={addButton}
          />
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
        <RemindersLinkCard description="Your weekly reminder, your sons' (with their consent), the recap of your family's week and encouragement." />
      </div>
    </Page>
  );
}
