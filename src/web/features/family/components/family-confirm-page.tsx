// /family/confirm?token=… — the page of the family-link mail. Whoever holds the address confirms
// that the dad is his, or says "this isn't me", which ends the dad's access at once. No sign-in needed: the
// mailed token is the proof of control of the address.
import { useState } from "react";
import { AuthFooterLink, AuthLayout } from "../../../components/layout/auth-layout.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useAnswerFamilyLink } from "../api/answer-family-link.ts";
import { useFamilyLink } from "../api/get-family-link.ts";
import "../../../lib/catalog-parts/pages.ts";
import { errorText } from "../../../lib/error-text.ts";
import { localize, t } from "../../../lib/i18n.ts";
import { richText } from "../../../lib/rich-text.tsx";
import { paths } from "../../../paths.ts";

/** The answer page for the mailed `token` (empty when the link lost it). */
export function FamilyConfirmPage({ token }: { token: string }) {
  const link = useFamilyLink(token);
  const answer = useAnswerFamilyLink();
  const [done, setDone] = useState<string | null>(null);

  const respond = (kind: "confirm" | "refuse") => answer.mutate({ token, answer: kind }, { onSuccess: (result) => setDone(result.message) });

  return (
    <AuthLayout
      title={t("pages.familyConfirm.title")}
      subtitle={t("pages.familyConfirm.subtitle")}
      footer={<AuthFooterLink to={paths.login()}>{t("pages.goToSignIn")}</AuthFooterLink>}
    >
      {done ? (
        <Alert tone="success">{localize(done)}</Alert>
      ) : !token || link.isError ? (
        <Alert tone="error">{t("msg.pages.familyLinkInvalid")}</Alert>
      ) : link.isPending ? (
        <p role="status" className="flex items-center gap-2 text-navy-700">
          <Spinner size="sm" /> {t("pages.loading")}
        </p>
      ) : (
        <div className="space-y-5">
          <p className="text-navy-800">
            {richText(t("pages.familyConfirm.text", { dadName: link.data.dadName, email: link.data.email, sonName: link.data.sonName }), [
              (chunk) => <strong>{chunk}</strong>,
              (chunk) => <strong>{chunk}</strong>,
            ])}
          </p>
          {answer.isError ? <Alert tone="error">{errorText(answer.error, t("msg.internalError"))}</Alert> : null}
          <div className="flex flex-col gap-3">
            <Button variant="accent" block loading={answer.isPending && answer.variables.answer === "confirm"} onClick={() => respond("confirm")}>
              {t("pages.familyConfirm.yes")}
            </Button>
            <Button variant="secondary" block loading={answer.isPending && answer.variables.answer === "refuse"} onClick={() => respond("refuse")}>
              {t("pages.familyConfirm.notMe")}
            </Button>
          </div>
          <p className="text-sm text-navy-600">{t("pages.familyConfirm.notMeText")}</p>
        </div>
      )}
    </AuthLayout>
  );
}
