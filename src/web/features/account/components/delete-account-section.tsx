// Delete my account. What happens is stated before anything is asked: for a dad, to each of his sons (a son
// who confirmed the family link is deleted with him; one who has not keeps his account); for a son, that his
// dad is told. The password is re-entered; the server does exactly what this says (modules/identity/account-page.service.ts).
import { localize, t } from "../../../lib/i18n.ts";
import { useState } from "react";
import { messages } from "../../../../shared/messages.ts";
import { accountMessages, type TAccountResponse } from "../../../../shared/schemas/identity.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { CurrentPasswordField } from "../../../components/ui/text-field.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { useDeleteAccount } from "../api/delete-account.ts";
import "../../../lib/catalog-parts/account.ts";

function Consequences({ account }: { account: TAccountResponse }) {
  const deleted = account.sonsOnDeletion.filter((son) => son.outcome === "deleted");
  const kept = account.sonsOnDeletion.filter((son) => son.outcome === "kept");
  return (
    <div className="space-y-3 text-navy-800">
      <p>{t("account.delete.gone")}</p>
      {deleted.length > 0 ? (
        <div>
          <p className="font-semibold">{t("account.delete.sonsDeleted")}</p>
          <ul className="mt-1 list-disc pl-6">
            {deleted.map((son) => (
              <li key={son.fullName}>{son.fullName}</li>
            ))}
          </ul>
          <p className="mt-1">{t("account.delete.downloadFirst")}</p>
        </div>
      ) : null}
      {kept.length > 0 ? <p>{t("account.delete.sonsKept", { names: kept.map((son) => son.fullName).join(", "), count: kept.length })}</p> : null}
      {account.dadToldOnDeletion ? <p>{t("account.delete.dadTold")}</p> : null}
    </div>
  );
}

export function DeleteAccountSection({ account }: { account: TAccountResponse }) {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState("");
  const [open, setOpen] = useState(false);
  const fieldError = isApiError(remove.error) ? remove.error.fields.password : undefined;
  const formError = remove.error && !fieldError ? localize(remove.error.message || messages.internalError) : undefined;

  // A son under 13 asks his dad, who deletes the account from his Family page.
  if (account.dadControls?.linkConfirmed && account.dadControls.ageBand === "under_13") {
    return (
      <Card>
        <CardHeader title={t("account.delete.title")} />
        <p className="text-navy-800">{localize(accountMessages.sonAskDadToDelete)}</p>
      </Card>
    );
  }

  return (
    <Card className="ring-red-200">
      <CardHeader title={t("account.delete.title")} description={t("account.delete.description")} />
      <Consequences account={account} />
      <div className="mt-5">
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          onDismiss={() => {
            remove.reset();
            setPassword("");
          }}
          trigger={<Button variant="danger">{t("account.delete.title")}</Button>}
          title={t("account.delete.confirmTitle")}
          description={t("account.delete.confirmText")}
          confirmLabel={t("account.delete.confirm")}
          confirmDisabled={password.length === 0}
          pending={remove.isPending}
          error={formError}
          onConfirm={() => remove.mutate({ password })}
        >
          <CurrentPasswordField
            label={t("account.delete.password")}
            value={password}
            error={fieldError}
            onChange={(event) => setPassword(event.target.value)}
          />
        </ConfirmDialog>
      </div>
    </Card>
  );
}
