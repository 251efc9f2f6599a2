// A dad's rights over the data of the son he registered (sons may be children): download everything
// StrongBond keeps about him, or delete his account for good.
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { messages } from "../../../../shared/messages.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { ConfirmDialog, confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { sonDataExportUrl, useDeleteSonAccount, useFamilySons, type FamilyMember } from "../api/family.ts";

function DeleteSonDialog({ son, onDeleted }: { son: FamilyMember; onDeleted: (name: string) => void }) {
  const [understood, setUnderstood] = useState(false);
  const deletion = useDeleteSonAccount();
  return (
    <ConfirmDialog
      {...confirmMutation(deletion, messages.internalError)}
      onDismiss={() => {
        setUnderstood(false);
        deletion.reset();
      }}
      trigger={
        <Button variant="danger" size="sm" className="whitespace-normal! text-left">
          <Trash2 aria-hidden="true" className="size-4" /> Delete {son.fullName}'s account
        </Button>
      }
      title={`Delete ${son.fullName}'s account?`}
      description="His sign-in, progress, journal entries, group memberships and assistant conversations are deleted. This cannot be undone."
      confirmLabel="Delete account"
      confirmDisabled={!understood}
      onConfirm={(close) =>
        deletion.mutate(son.userId, {
          onSuccess: () => {
            close();
            onDeleted(son.fullName);
          },
        })
      }
    >
      <Checkbox label="I understand that this cannot be undone" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
    </ConfirmDialog>
  );
}

export function SonDataCard() {
  const sons = useFamilySons().data ?? [];
  const [deletedName, setDeletedName] = useState<string | null>(null);
  if (sons.length === 0 && !deletedName) return null;
  return (
    <Card className="!p-5 sm:!p-6">
      <CardHeader title="Your son's data" description="You registered his account, so you decide what happens to his data." />
      {deletedName ? (
        <Alert tone="success" className="mt-4">
          {deletedName}'s account and all its data were deleted.
        </Alert>
      ) : null}
      <ul className="mt-4 space-y-4">
        {sons.map((son) => (
          <li key={son.userId} className="flex flex-wrap gap-3">
            <a href={sonDataExportUrl(son.userId)} download className={`${buttonClasses({ variant: "secondary", size: "sm" })} whitespace-normal! text-left`}>
              <Download aria-hidden="true" className="size-4" /> Download {son.fullName}'s data
            </a>
            <DeleteSonDialog son={son} onDeleted={setDeletedName} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
