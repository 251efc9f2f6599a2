// The two pages of an e-mail change's mails. The link itself changes nothing: a button press does
// (a mail scanner that opens links must not confirm or cancel). Confirming at the new address finishes the change
// only in a signed-in session of the account; otherwise the page says to finish it on the account page.
// "This wasn't me" (old address) cancels every open change and signs out every device of the account.
import { useState } from "react";
import { Link } from "react-router";
import { messages } from "../../../../shared/messages.ts";
import { accountMessages } from "../../../../shared/schemas/identity.ts";
import { AuthFooterLink, AuthLayout } from "../../../components/layout/auth-layout.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { paths } from "../../../paths.ts";
import { useEmailChangeLink } from "../api/answer-email-change-link.ts";

export function EmailChangeLinkPage({ kind, token }: { kind: "confirm" | "refuse"; token: string }) {
  const answer = useEmailChangeLink();
  const [done, setDone] = useState<{ message: string; finishHere: boolean } | null>(null);
  const respond = () =>
    answer.mutate(
      { token, answer: kind },
      { onSuccess: (result) => setDone({ message: result.message, finishHere: "state" in result && result.state === "finish-here" }) },
    );

  return (
    <AuthLayout
      title={kind === "confirm" ? "Confirm your new email address" : "Was this you?"}
      subtitle={
        kind === "confirm"
          ? "Someone asked to use this address for a StrongBond account."
          : "Someone signed in to your StrongBond account asked to change its email address."
      }
      footer={
        <AuthFooterLink to={done?.finishHere ? paths.account() : paths.login()}>{done?.finishHere ? "Go to my account page" : "Go to sign in"}</AuthFooterLink>
      }
    >
      {done ? (
        <div className="space-y-3">
          <Alert tone="success">{done.message}</Alert>
          {kind === "refuse" ? (
            <p className="text-navy-800">
              Choose a new password now with{" "}
              <Link to={paths.forgotPassword()} className="font-semibold underline">
                Forgot password
              </Link>
              .
            </p>
          ) : null}
        </div>
      ) : !token ? (
        <Alert tone="error">{accountMessages.emailChangeLinkInvalid}</Alert>
      ) : (
        <div className="space-y-5">
          {kind === "confirm" ? (
            <p className="text-navy-800">
              If you asked for it, confirm below. The address changes once this is confirmed and the change is finished while signed in to the account.
            </p>
          ) : (
            <p className="text-navy-800">
              If it wasn't you, cancel it: every change waiting on your account ends, and every device signed in to it is signed out.
            </p>
          )}
          {answer.isError ? <Alert tone="error">{errorText(answer.error, messages.internalError)}</Alert> : null}
          <Button variant={kind === "confirm" ? "accent" : "danger"} block loading={answer.isPending} onClick={respond}>
            {kind === "confirm" ? "Confirm this address" : "It wasn't me: cancel the change"}
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
