// /account (decision 015): profile, address, password, devices, what a son's dad can see and do, deletion.
// Loading and error states sit here in one place (QueryState replaces them when it lands, issue 12).
import { messages } from "../../../../shared/messages.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { LoadingScreen } from "../../../components/ui/spinner.tsx";
import { useAccount } from "../api/account.ts";
import { DadControlsSection } from "./dad-controls-section.tsx";
import { DeleteAccountSection } from "./delete-account-section.tsx";
import { EmailSection } from "./email-section.tsx";
import { PasswordSection } from "./password-section.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { SessionsSection } from "./sessions-section.tsx";

export function AccountPage() {
  const account = useAccount();
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
          <ProfileSection account={account.data} />
          {account.data.dadControls ? <DadControlsSection controls={account.data.dadControls} /> : null}
          <EmailSection account={account.data} />
          <PasswordSection />
          <SessionsSection />
          <DeleteAccountSection account={account.data} />
        </div>
      ) : null}
    </Page>
  );
}
