// The two pages of an e-mail change's mails. The link itself changes nothing: a button press does
// (a mail scanner that opens links must not confirm or cancel). Confirming at the new address finishes the change
// only in a signed-in session of the account; otherwise the page says to finish it on the account page.
// "This wasn't me" (old address) cancels every open change and signs out every device of the account.
import { useState } from "react";
import { AuthFooterLink, AuthLayout } from "../../../components/layout/auth-layout.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import "../../../lib/catalog-parts/pages.ts";
import { errorText } from "../../../lib/error-text.ts";
import { localize, t } from "../../../lib/i18n.ts";
import { linkTo, richText } from "../../../lib/rich-text.tsx";
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
      title={t(kind === "confirm" ? "pages.emailChange.confirmTitle" : "pages.emailChange.refuseTitle")}
      subtitle={t(kind === "confirm" ? "pages.emailChange.confirmSubtitle" : "pages.emailChange.refuseSubtitle")}
      footer={
        <AuthFooterLink to={done?.finishHere ? paths.account() : paths.login()}>
          {t(done?.finishHere ? "pages.emailChange.goToAccount" : "pages.goToSignIn")}
        </AuthFooterLink>
      }
    >
      {done ? (
        <div className="space-y-3">
          <Alert tone="success">{localize(done.message)}</Alert>
          {kind === "refuse" ? (
            <p className="text-navy-800">{richText(t("pages.emailChange.newPassword"), [linkTo(paths.forgotPassword(), "font-semibold underline")])}</p>
          ) : null}
        </div>
      ) : !token ? (
        <Alert tone="error">{t("msg.pages.emailChangeLinkInvalid")}</Alert>
      ) : (
        <div className="space-y-5">
          {kind === "confirm" ? (
            <p className="text-navy-800">{t("pages.emailChange.confirmText")}</p>
          ) : (
            <p className="text-navy-800">{t("pages.emailChange.refuseText")}</p>
          )}
          {answer.isError ? <Alert tone="error">{errorText(answer.error, t("msg.internalError"))}</Alert> : null}
          <Button variant={kind === "confirm" ? "accent" : "danger"} block loading={answer.isPending} onClick={respond}>
            {t(kind === "confirm" ? "pages.emailChange.confirm" : "pages.emailChange.refuse")}
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
