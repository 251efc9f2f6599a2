// /join?token=: a family's invitation to an organization. Anyone may open it and see which
// organization invites and whether the invitation still works; a dad accepts for his family; a son is told to ask his
// dad; someone signed out signs in or creates the family's account and comes back here. A mailed invitation names the
// address it was sent to (masked): only that address accepts it.
import { useLocation } from "react-router";
import { familyInvitationMessages } from "../../../../shared/schemas/organization-families.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { paths } from "../../../paths.ts";
import { useSession } from "../../../session/get-session.ts";
import { useInvitationPreview } from "../api/get-invitation-preview.ts";
import { useJoinOrganization } from "../api/join-organization.ts";

export function JoinPage({ token }: { token: string }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const preview = useInvitationPreview(token, user ? `${user.id}:${user.role}` : "anonymous");
  const join = useJoinOrganization();
  const back = { from: { pathname: location.pathname, search: location.search, hash: "" } };

  if (!token) {
    return (
      <Page title="Join an organization" width="medium">
        <Alert tone="error">{familyInvitationMessages.unknown}</Alert>
      </Page>
    );
  }
  return (
    <Page title="Join an organization" width="medium" heading={null}>
      <QueryState
        query={preview}
        error={{ failed: "Failed to open the invitation", notFound: familyInvitationMessages.unknown }}
        notFound={
          <Alert tone="error" title="Invitation not found">
            {familyInvitationMessages.unknown}
          </Alert>
        }
        loadingMessage="Opening the invitation..."
      >
        {(invitation) => (
          <Card className="space-y-5">
            <div>
              <p className="text-sm font-semibold tracking-widest text-amber-800 uppercase">Invitation</p>
              <h1 className="mt-1 text-3xl font-bold break-words">Join {invitation.organization.name}</h1>
              {invitation.organization.description ? <p className="mt-2 text-navy-700">{invitation.organization.description}</p> : null}
              {invitation.sentTo ? <p className="mt-2 text-navy-700">{familyInvitationMessages.sentTo(invitation.sentTo)}</p> : null}
            </div>
            {invitation.state !== "valid" ? (
              <Alert tone="error">{invitation.message}</Alert>
            ) : join.isSuccess ? (
              <>
                <Alert tone="success">{join.data.message}</Alert>
                <p className="text-navy-700">You can see or leave your organizations on your family page at any time.</p>
                <div className="flex flex-wrap gap-3">
                  <ButtonLink to={paths.family()}>Go to your family page</ButtonLink>
                  <ButtonLink
                    to={paths.organizationPage(invitation.organization.slug)}
                    variant="secondary"
                    className="max-w-full text-center !whitespace-normal"
                  >
                    See {invitation.organization.name}'s plans
                  </ButtonLink>
                </div>
              </>
            ) : invitation.alreadyMember ? (
              <Alert tone="info">{familyInvitationMessages.alreadyMember(invitation.organization.name)}</Alert>
            ) : isLoading ? null : !user ? (
              <>
                <p className="text-navy-700">
                  A dad accepts for his family. {invitation.organization.name} will see your name, how many sons you have and when you joined — never your
                  journal or your sons' details. You can leave at any time.
                </p>
                <div className="flex flex-wrap gap-3">
                  <ButtonLink to={paths.register()} state={back}>
                    Create your family's account
                  </ButtonLink>
                  <ButtonLink to={paths.login()} state={back} variant="secondary">
                    Sign in to accept
                  </ButtonLink>
                </div>
              </>
            ) : user.role === "son" ? (
              <Alert tone="info">{familyInvitationMessages.sonMayNotAccept}</Alert>
            ) : user.role !== "dad" ? (
              <Alert tone="info">{familyInvitationMessages.dadOnly}</Alert>
            ) : invitation.forAnotherAddress && invitation.sentTo ? (
              <Alert tone="info">{familyInvitationMessages.forAnotherAddress(invitation.sentTo)}</Alert>
            ) : (
              <>
                <p className="text-navy-700">
                  {invitation.organization.name} will see your name, how many sons you have and when you joined — never your journal or your sons' details. You
                  can leave at any time from your family page.
                </p>
                {join.isError ? <Alert tone="error">{errorText(join.error, "Failed to join the organization")}</Alert> : null}
                <Button loading={join.isPending} onClick={() => join.mutate(token)}>
                  Accept for my family
                </Button>
              </>
            )}
          </Card>
        )}
      </QueryState>
    </Page>
  );
}
