// /account (decision 015): profile, address, password, devices, what a son's dad can see and do, deletion.
// Loading and error states sit here in one place (QueryState replaces them when it lands, issue 12).
import { messages } from "../../../../shared/messages.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { LoadingScreen } from "../../../components/ui/spinner.tsx";
import { accountMessages } from "../../../../shared/schemas/account.ts";
import { isMadeUpAddress } from "../../../../shared/schemas/son-sign-in.ts";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { useSession } from "../../session/api/get-session.ts";
import { useAccount } from "../api/account.ts";
import { DadControlsSection } from "./dad-controls-section.tsx";
import { DeleteAccountSection } from "./delete-account-section.tsx";
import { EmailSection } from "./email-section.tsx";
import { PasswordSection } from "./password-section.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { SessionsSection } from "./sessions-section.tsx";

export function AccountPage({ emailConfirmed }: { emailConfirmed: boolean }) {
  const account = useAccount();
  const { user } = useSession();
  const madeUp = account.data ? isMadeUpAddress(account.data.email) : false;
  return (
    <Page title="Your account" width="medium" description="Your profile, sign-in and devices.">
      {account.isPending ? <LoadingScreen message="Loading your account..." /> : null}
      {account.isError ? (
        <Alert tone="error" title={messages.loadDataFailed}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void account.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : null}
      {account.data ? (
        <div className="space-y-6">
          {user?.mustChoosePassword ? (
            <>
              <Alert tone="info" title="Choose your own password">
                {accountMessages.choosePasswordFirst} Enter the one he gave you as your current password.
              </Alert>
              <PasswordSection />
            </>
          ) : null}
          <ProfileSection account={account.data} />
          {account.data.dadControls ? <DadControlsSection controls={account.data.dadControls} /> : null}
          {madeUp ? <FamilySignInSection /> : <EmailSection account={account.data} confirmed={emailConfirmed} />}
          {user?.mustChoosePassword ? null : <PasswordSection />}
          <SessionsSection />
          <DeleteAccountSection account={account.data} />
        </div>
      ) : null}
    </Page>
  );
}

/** Decision 031: a son without an address — his sign-in is never called an e-mail, nor mailed. */
function FamilySignInSection() {
  return (
    <Card>
      <CardHeader title="How you sign in" />
      <p className="text-navy-800">
        You have no e-mail address on StrongBond. You sign in with the code your dad shows on his phone, or with your family sign-in name and PIN. If you forget
        your PIN, ask your dad: he sets a new one on his Family page.
      </p>
    </Card>
  );
}
