// /account: profile, address, password, his Bible version, a dad's words on the public page, devices, what a son's dad can see and do,
// deletion.
// Loading and error states sit here in one place.
import { localize, t } from "../../../lib/i18n.ts";
import { Fragment } from "react";
import { messages } from "../../../../shared/messages.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { LoadingScreen } from "../../../components/ui/spinner.tsx";
import { accountMessages } from "../../../../shared/schemas/identity.ts";
import { isMadeUpAddress } from "../../../../shared/schemas/son-sign-in.ts";
import { formatInstantIn } from "../../../../shared/plan-run.ts";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { RemindersLinkCard } from "../../../components/reminders/reminders-link-card.tsx";
import { useSession } from "../../../session/get-session.ts";
import { useAccount } from "../api/get-account.ts";
import { DadControlsSection } from "./dad-controls-section.tsx";
import { DeleteAccountSection } from "./delete-account-section.tsx";
import { EmailSection } from "./email-section.tsx";
import { PasswordSection } from "./password-section.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { SessionsSection } from "./sessions-section.tsx";
import { MyWordsSection } from "../../../components/testimonials/my-words.tsx";
import { BibleVersionSection } from "../../../components/scripture/bible-version-section.tsx";
import "../../../lib/catalog-parts/account.ts";

export function AccountPage() {
  const account = useAccount();
  const { user } = useSession();
  const madeUp = account.data ? isMadeUpAddress(account.data.email) : false;
  const banner = {
    key: "choose-password",
    node: (
      <Alert tone="info" title={t("account.choosePasswordTitle")}>
        <p>{localize(accountMessages.choosePasswordFirst)}</p>
        <p className="mt-1">{localize(accountMessages.choosePasswordHow)}</p>
      </Alert>
    ),
  };
  const resetAt = account.data?.accessResetByDadAt ?? null;
  const resetNotice = resetAt
    ? [
        {
          key: "access-reset",
          node: (
            <Alert tone="info" title={localize(accountMessages.accessResetTitle)}>
              <p>{t("account.accessResetByDad", { date: formatInstantIn(resetAt, account.data?.timeZone ?? "UTC") })}</p>
            </Alert>
          ),
        },
      ]
    : [];
  const password = { key: "password", node: <PasswordSection /> };
  const before = account.data
    ? [
        { key: "profile", node: <ProfileSection account={account.data} /> },
        ...(account.data.dadControls ? [{ key: "dad", node: <DadControlsSection controls={account.data.dadControls} /> }] : []),
        {
          key: "email",
          node: madeUp ? (
            <FamilySignInSection />
          ) : user?.role === "son" && user.sonAgeBand === "under_13" ? (
            <YoungSonEmailSection email={account.data.email} />
          ) : (
            <EmailSection account={account.data} />
          ),
        },
      ]
    : [];
  const after = account.data
    ? [
        { key: "bible", node: <BibleVersionSection /> },
        ...(user?.role === "dad" || user?.role === "son" ? [{ key: "reminders", node: <RemindersLinkCard description={t("account.remindersCard")} /> }] : []),
        ...(user?.role === "dad" ? [{ key: "words", node: <MyWordsSection /> }] : []),
        { key: "sessions", node: <SessionsSection /> },
        { key: "delete", node: <DeleteAccountSection account={account.data} /> },
      ]
    : [];
  return (
    <Page title={t("account.title")} width="medium" description={t("account.description")}>
      {account.isPending ? <LoadingScreen message={t("account.loading")} /> : null}
      {account.isError ? (
        <Alert tone="error" title={localize(messages.loadDataFailed)}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void account.refetch()}>
            {t("account.retry")}
          </Button>
        </Alert>
      ) : null}
      {account.data ? (
        <div className="space-y-6">
          {/* Keyed, so the password form keeps its "done" message when it moves back to its place. */}
          {(user?.mustChoosePassword ? [...resetNotice, banner, password, ...before, ...after] : [...resetNotice, ...before, password, ...after]).map(
            ({ key, node }) => (
              <Fragment key={key}>{node}</Fragment>
            ),
          )}
        </div>
      ) : null}
    </Page>
  );
}

/** A son without an address — his sign-in is never called an e-mail, nor mailed. */
/** Under 13 a son's address is his dad's to add or change (a child's contact details need his parent's consent). */
function YoungSonEmailSection({ email }: { email: string }) {
  return (
    <Card>
      <CardHeader title={t("account.youngSonEmailTitle")} />
      <p className="font-mono text-navy-950 break-all">{email}</p>
      <p className="mt-2 text-navy-800">{localize(accountMessages.sonAskDadForEmail)}</p>
    </Card>
  );
}

function FamilySignInSection() {
  return (
    <Card>
      <CardHeader title={t("account.familySignInTitle")} />
      <p className="text-navy-800">{t("account.familySignInText")}</p>
    </Card>
  );
}
