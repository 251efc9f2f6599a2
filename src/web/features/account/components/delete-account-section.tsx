// Delete my account. What happens is stated before anything is asked: for a dad, to each of his sons (a son
// who confirmed the family link is deleted with him; one who has not keeps his account); for a son, that his
// dad is told. The password is re-entered; the server does exactly what this says (modules/identity/account-page.service.ts).
import { useState } from "react";
import { messages } from "../../../../shared/messages.ts";
import { accountMessages, type TAccountResponse } from "../../../../shared/schemas/identity.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { CurrentPasswordField } from "../../../components/ui/text-field.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { useDeleteAccount } from "../api/delete-account.ts";

function Consequences({ account }: { account: TAccountResponse }) {
  const deleted = account.sonsOnDeletion.filter((son) => son.outcome === "deleted");
  const kept = account.sonsOnDeletion.filter((son) => son.outcome === "kept");
  return (
    <div className="space-y-3 text-navy-800">
      <p>Your profile, progress, journal, groups and assistant chats are deleted for good. This can't be undone.</p>
      {deleted.length > 0 ? (
        <div>
          <p className="font-semibold">Your sons' accounts are deleted with yours, with everything in them:</p>
          <ul className="mt-1 list-disc pl-6">
            {deleted.map((son) => (
              <li key={son.fullName}>{son.fullName}</li>
            ))}
          </ul>
          <p className="mt-1">Download their data first from your Family page if you want to keep it.</p>
        </div>
      ) : null}
      {kept.length > 0 ? (
        <p>
          {kept.map((son) => son.fullName).join(", ")} never confirmed your family link, so {kept.length === 1 ? "that account stays" : "those accounts stay"}{" "}
          as {kept.length === 1 ? "it is" : "they are"}, no longer linked to you.
        </p>
      ) : null}
      {account.dadToldOnDeletion ? <p>Your dad gets an email saying that you deleted your account.</p> : null}
    </div>
  );
}

export function DeleteAccountSection({ account }: { account: TAccountResponse }) {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState("");
  const [open, setOpen] = useState(false);
  const fieldError = isApiError(remove.error) ? remove.error.fields.password : undefined;
  const formError = remove.error && !fieldError ? remove.error.message || messages.internalError : undefined;

  // A son under 13 asks his dad, who deletes the account from his Family page.
  if (account.dadControls?.linkConfirmed && account.dadControls.ageBand === "under_13") {
    return (
      <Card>
        <CardHeader title="Delete my account" />
        <p className="text-navy-800">{accountMessages.sonAskDadToDelete}</p>
      </Card>
    );
  }

  return (
    <Card className="ring-red-200">
      <CardHeader title="Delete my account" description="Read what happens first." />
      <Consequences account={account} />
      <div className="mt-5">
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          onDismiss={() => {
            remove.reset();
            setPassword("");
          }}
          trigger={<Button variant="danger">Delete my account</Button>}
          title="Delete your account?"
          description="Enter your password to confirm. Everything described on the page is deleted at once."
          confirmLabel="Delete for good"
          confirmDisabled={password.length === 0}
          pending={remove.isPending}
          error={formError}
          onConfirm={() => remove.mutate({ password })}
        >
          <CurrentPasswordField label="Your password" value={password} error={fieldError} onChange={(event) => setPassword(event.target.value)} />
        </ConfirmDialog>
      </div>
    </Card>
  );
}
