// /organizations/invitations?token=: accept a staff invitation. Accepting needs an account: the route guard
// sends a signed-out visitor to /login and back here; the server checks the invited address.
import { useNavigate } from "react-router";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useAcceptInvitation } from "../api/accept-invitation.ts";
import { errorText } from "../../../lib/error-text.ts";
import { flashState } from "../../../lib/flash.ts";
import { paths } from "../../../paths.ts";
import "../../../lib/catalog-parts/organizations.ts";
import { localize, t } from "../../../lib/i18n.ts";

/** Accepting the invitation of `token` (empty when the link lost it). */
export function OrganizationInvitationPage({ token }: { token: string }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  return (
    <Page title={t("organizations.invitation.title")} description={t("organizations.invitation.text")} width="medium">
      <Card className="space-y-4">
        {accept.isError ? <Alert tone="error">{errorText(accept.error, t("organizations.invitation.failed"))}</Alert> : null}
        {token ? (
          <Button
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(token, {
                onSuccess: (result) => void navigate(paths.organizations(), { state: flashState({ tone: "success", message: localize(result.message) }) }),
              })
            }
          >
            {t("organizations.invitation.accept")}
          </Button>
        ) : (
          <Alert tone="error">{t("organizations.invitation.incomplete")}</Alert>
        )}
        <ButtonLink to={paths.home()} variant="ghost">
          {t("organizations.invitation.notNow")}
        </ButtonLink>
      </Card>
    </Page>
  );
}
