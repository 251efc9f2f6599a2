// /join?token=: a family's invitation to an organization — and, with a group's link, to one of its groups and the
// group's plan and week. Anyone may open it and see who invites and whether the invitation still works;
// a dad accepts for his family (from another plan he is asked first, with the dashboard's switch-plan dialog); a son
// is told to ask his dad; someone signed out signs in or creates the family's account and comes back here. Once in,
// the dad sees his family's week and the next step for his sons. A mailed invitation names the address it was sent
// to (masked): only that address accepts it.
import { useState } from "react";
import { useLocation } from "react-router";
import { formatDay } from "../../../../shared/plan-run.ts";
import { familyInvitationMessages, type TInvitationPreviewResponse, type TJoinResponse } from "../../../../shared/schemas/organization-families.ts";
import { Page } from "../../../components/layout/page.tsx";
import { SwitchPlanDialog } from "../../../components/plan/switch-plan-dialog.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { paths } from "../../../paths.ts";
import { useSession } from "../../../session/get-session.ts";
import { useInvitationPreview } from "../api/get-invitation-preview.ts";
import { useJoinOrganization } from "../api/join-organization.ts";

type InvitationGroup = NonNullable<TInvitationPreviewResponse["group"]>;

/** "Men of Courage: week 2 of 6" once started, "Men of Courage: week 1 starts Sunday, March 1" before. */
function scheduleText(plan: NonNullable<InvitationGroup["plan"]>, today: string): string {
  return plan.startsOn <= today
    ? `${plan.title}: week ${Math.min(plan.week, plan.durationWeeks)} of ${plan.durationWeeks}`
    : `${plan.title}: week 1 starts ${formatDay(plan.startsOn)}`;
}

function GroupSummary({ group }: { group: InvitationGroup }) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="rounded-xl bg-navy-50 p-4">
      <p className="text-sm font-semibold text-navy-700">With its group</p>
      <p className="text-xl font-bold break-words text-navy-950">{group.name}</p>
      {group.plan ? (
        <p className="text-navy-800" data-testid="invitation-schedule">
          {scheduleText(group.plan, today)}
        </p>
      ) : null}
    </div>
  );
}

/** After accepting: the family's week with the group, and the next step for his sons (their own sign-in). */
function Joined({ answer, slug, organizationName }: { answer: TJoinResponse; slug: string; organizationName: string }) {
  const group = answer.group;
  return (
    <>
      <Alert tone="success">{answer.message}</Alert>
      {group && group.week !== null && group.planTitle ? (
        <div className="space-y-3">
          <p className="text-lg text-navy-900">
            Your family is on week {group.week} of {group.planTitle}, with {group.name}.
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.week(group.week)}>Open week {group.week}</ButtonLink>
            <ButtonLink to={paths.groupDetail(group.id)} variant="secondary">
              Open the group
            </ButtonLink>
          </div>
        </div>
      ) : null}
      <section aria-labelledby="next-for-sons" className="space-y-2 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <h2 id="next-for-sons" className="text-lg font-bold text-navy-950">
          Next: your sons
        </h2>
        <p className="text-navy-800">
          Each son signs in on his own. On your family page, add your son if you have not yet, then give him a sign-in code or PIN for this device, or his own
          email and password.
        </p>
        <ButtonLink to={paths.family()} variant="secondary">
          Your sons&apos; sign-in
        </ButtonLink>
      </section>
      <p className="text-navy-700">You can see or leave your organizations on your family page at any time.</p>
      {group === null ? (
        <ButtonLink to={paths.organizationPage(slug)} variant="secondary" className="max-w-full text-center !whitespace-normal">
          See {organizationName}'s plans
        </ButtonLink>
      ) : null}
    </>
  );
}

export function JoinPage({ token }: { token: string }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const preview = useInvitationPreview(token, user ? `${user.id}:${user.role}:${user.selectedPlanId ?? "none"}` : "anonymous");
  const join = useJoinOrganization();
  const [confirming, setConfirming] = useState(false);
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
        {(invitation) => {
          const { organization, group } = invitation;
          const accept = (confirmSwitch: boolean) =>
            join.mutate({ token, ...(confirmSwitch ? { confirmSwitch } : {}) }, { onSuccess: () => setConfirming(false) });
          const sees = `${organization.name} will see your name, how many sons you have and when you joined — never your journal or your sons' details.`;
          return (
            <Card className="space-y-5">
              <div className="space-y-3">
                <div>
                  <p className="text-sm font-semibold tracking-widest text-amber-800 uppercase">Invitation</p>
                  <h1 className="mt-1 text-3xl font-bold break-words">Join {organization.name}</h1>
                  {organization.description ? <p className="mt-2 text-navy-700">{organization.description}</p> : null}
                  {invitation.sentTo ? <p className="mt-2 text-navy-700">{familyInvitationMessages.sentTo(invitation.sentTo)}</p> : null}
                </div>
                {group ? <GroupSummary group={group} /> : null}
              </div>
              {invitation.state !== "valid" ? (
                <Alert tone="error">{invitation.message}</Alert>
              ) : join.isSuccess ? (
                <Joined answer={join.data} slug={organization.slug} organizationName={organization.name} />
              ) : invitation.alreadyJoined ? (
                <>
                  <Alert tone="info">{familyInvitationMessages.alreadyMember(group ? `${organization.name} and ${group.name}` : organization.name)}</Alert>
                  {group ? (
                    <ButtonLink to={paths.groupDetail(group.id)} variant="secondary">
                      Open the group
                    </ButtonLink>
                  ) : null}
                </>
              ) : isLoading ? null : !user ? (
                <>
                  <p className="text-navy-700">
                    A dad accepts for his family{group?.plan ? ", and your family starts the group's plan on its week" : ""}. {sees} You can leave at any time.
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
                    {sees} You can leave at any time from your family page.
                    {group?.plan ? ` Your family follows ${group.plan.title} on the group's week.` : ""}
                  </p>
                  {join.isError && !confirming ? <Alert tone="error">{errorText(join.error, "Failed to join the organization")}</Alert> : null}
                  <Button loading={join.isPending && !confirming} onClick={() => (invitation.familyOnAnotherPlan ? setConfirming(true) : accept(false))}>
                    Accept for my family
                  </Button>
                  {group?.plan ? (
                    <SwitchPlanDialog
                      open={confirming}
                      onOpenChange={setConfirming}
                      toTitle={group.plan.title}
                      role="dad"
                      group={{ name: group.name, startsOn: group.plan.startsOn }}
                      pending={join.isPending}
                      error={join.isError ? errorText(join.error, "Failed to join the organization") : undefined}
                      onDismiss={() => join.reset()}
                      onConfirm={() => accept(true)}
                    />
                  ) : null}
                </>
              )}
            </Card>
          );
        }}
      </QueryState>
    </Page>
  );
}
