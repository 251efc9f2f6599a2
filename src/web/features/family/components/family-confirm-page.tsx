// /family/confirm?token=… — the page of the family-link mail. Whoever holds the address confirms
// that the dad is his, or says "this isn't me", which ends the dad's access at once. No sign-in needed: the
// mailed token is the proof of control of the address.
import { useState } from "react";
import { messages } from "../../../../shared/messages.ts";
import { familyText } from "../../../../shared/schemas/family.ts";
import { AuthFooterLink, AuthLayout } from "../../../components/layout/auth-layout.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useAnswerFamilyLink } from "../api/answer-family-link.ts";
import { useFamilyLink } from "../api/get-family-link.ts";
import { errorText } from "../../../lib/error-text.ts";
import { paths } from "../../../paths.ts";

/** The answer page for the mailed `token` (empty when the link lost it). */
export function FamilyConfirmPage({ token }: { token: string }) {
  const link = useFamilyLink(token);
  const answer = useAnswerFamilyLink();
  const [done, setDone] = useState<string | null>(null);

  const respond = (kind: "confirm" | "refuse") => answer.mutate({ token, answer: kind }, { onSuccess: (result) => setDone(result.message) });

  return (
    <AuthLayout
      title="Your family on StrongBond"
      subtitle="Someone created an account for you with this address."
      footer={<AuthFooterLink to={paths.login()}>Go to sign in</AuthFooterLink>}
    >
      {done ? (
        <Alert tone="success">{done}</Alert>
      ) : !token || link.isError ? (
        <Alert tone="error">{familyText.linkInvalid}</Alert>
      ) : link.isPending ? (
        <p role="status" className="flex items-center gap-2 text-navy-700">
          <Spinner size="sm" /> Loading...
        </p>
      ) : (
        <div className="space-y-5">
          <p className="text-navy-800">
            <strong>{link.data.dadName}</strong> registered <strong>{link.data.email}</strong> as his son, {link.data.sonName}. Until you confirm, he can't see
            or change anything in this account.
          </p>
          {answer.isError ? <Alert tone="error">{errorText(answer.error, messages.internalError)}</Alert> : null}
          <div className="flex flex-col gap-3">
            <Button variant="accent" block loading={answer.isPending && answer.variables.answer === "confirm"} onClick={() => respond("confirm")}>
              Yes, he is my dad
            </Button>
            <Button variant="secondary" block loading={answer.isPending && answer.variables.answer === "refuse"} onClick={() => respond("refuse")}>
              This isn't me
            </Button>
          </div>
          <p className="text-sm text-navy-600">"This isn't me" removes his access at once and turns off the password he chose.</p>
        </div>
      )}
    </AuthLayout>
  );
}
