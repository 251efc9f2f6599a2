// /join?token=: a family's invitation to an organization — and, with a group's link, to one of its groups and the
// group's plan and week. Anyone may open it and see who invites and whether the invitation still works;
// a dad accepts for his family (from another plan he is asked first, with the dashboard's switch-plan dialog); a son
// is told to ask his dad; someone signed out signs in or creates the family's account and comes back here. Once in,
// the dad sees his family's week and the next step for his sons. A mailed invitation names the address it was sent
// to (masked): only that address accepts it.
import { useState } from "react";
import { useLocation } from "react-router";
import { formatDay } from "../../../../shared/plan-run.ts";
import { type TInvitationPreviewResponse, type TJoinResponse } from "../../../../shared/schemas/organization-families.ts";
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
import "../../../lib/catalog-parts/churches.ts";
import { activeLocale, dateLocale, localize, t } from "../../../lib/i18n.ts";

type InvitationGroup = NonNullable<TInvitationPreviewResponse["group"]>;

/** "Men of Courage: week 2 of 6" once started, "Men of Courage: week 1 starts Sunday, March 1" before. */
function scheduleText(plan: NonNullable<InvitationGroup["plan"]>, today: string): string {
  return plan.startsOn <= today
    ? t("churches.groups.planWeek", { title: plan.title, week: Math.min(plan.week, plan.durationWeeks), total: plan.durationWeeks })
    : t("churches.groups.planStarts", { title: plan.title, date: formatDay(plan.startsOn, dateLocale()) });
}

function GroupSummary({ group }: { group: InvitationGroup }) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="rounded-xl bg-navy-50 p-4">
      <p className="text-sm font-semibold text-navy-700">{t("churches.join.withGroup")}</p>
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
  // The server's words name the organization and the group: said again here, in the page's language.
  const joined = group
    ? t("churches.invitation.joinedWithGroup", { name: organizationName, group: group.name })
    : t("churches.invitation.joined", { name: organizationName });
  return (
    <>
      <Alert tone="success">{activeLocale() === "en" ? answer.message : joined}</Alert>
      {group && group.week !== null && group.planTitle ? (
        <div className="space-y-3">
          <p className="text-lg text-navy-900">{t("churches.join.familyWeek", { week: group.week, plan: group.planTitle, group: group.name })}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.week(group.week)}>{t("churches.join.openWeek", { week: group.week })}</ButtonLink>
            <ButtonLink to={paths.groupDetail(group.id)} variant="secondary">
              {t("churches.join.openGroup")}
            </ButtonLink>
          </div>
        </div>
      ) : null}
      <section aria-labelledby="next-for-sons" className="space-y-2 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <h2 id="next-for-sons" className="text-lg font-bold text-navy-950">
          {t("churches.join.nextTitle")}
        </h2>
        <p className="text-navy-800">{t("churches.join.nextText")}</p>
        <ButtonLink to={paths.family()} variant="secondary">
          {t("churches.join.sonsSignIn")}
        </ButtonLink>
      </section>
      <p className="text-navy-700">{t("churches.join.leaveAnyTime")}</p>
      {group === null ? (
        <ButtonLink to={paths.organizationPage(slug)} variant="secondary" className="max-w-full text-center !whitespace-normal">
          {t("churches.join.seePlans", { name: organizationName })}
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
      <Page title={t("churches.join.title")} width="medium">
        <Alert tone="error">{t("msg.churches.unknown")}</Alert>
      </Page>
    );
  }
  return (
    <Page title={t("churches.join.title")} width="medium" heading={null}>
      <QueryState
        query={preview}
        error={{ failed: t("churches.join.openFailed"), notFound: t("msg.churches.unknown") }}
        notFound={
          <Alert tone="error" title={t("churches.join.notFound")}>
            {t("msg.churches.unknown")}
          </Alert>
        }
        loadingMessage={t("churches.join.opening")}
      >
        {(invitation) => {
          const { organization, group } = invitation;
          const accept = (confirmSwitch: boolean) =>
            join.mutate({ token, ...(confirmSwitch ? { confirmSwitch } : {}) }, { onSuccess: () => setConfirming(false) });
          const sees = t("churches.join.sees", { name: organization.name });
          return (
            <Card className="space-y-5">
              <div className="space-y-3">
                <div>
                  <p className="text-sm font-semibold tracking-widest text-amber-800 uppercase">{t("churches.join.kicker")}</p>
                  <h1 className="mt-1 text-3xl font-bold break-words">{t("churches.join.heading", { name: organization.name })}</h1>
                  {organization.description ? <p className="mt-2 text-navy-700">{organization.description}</p> : null}
                  {invitation.sentTo ? <p className="mt-2 text-navy-700">{t("churches.invitation.sentTo", { masked: invitation.sentTo })}</p> : null}
                </div>
                {group ? <GroupSummary group={group} /> : null}
              </div>
              {invitation.state !== "valid" ? (
                <Alert tone="error">{localize(invitation.message ?? "")}</Alert>
              ) : join.isSuccess ? (
                <Joined answer={join.data} slug={organization.slug} organizationName={organization.name} />
              ) : invitation.alreadyJoined ? (
                <>
                  <Alert tone="info">
                    {t("churches.invitation.alreadyMember", {
                      name: group ? t("churches.join.orgAndGroup", { name: organization.name, group: group.name }) : organization.name,
                    })}
                  </Alert>
                  {group ? (
                    <ButtonLink to={paths.groupDetail(group.id)} variant="secondary">
                      {t("churches.join.openGroup")}
                    </ButtonLink>
                  ) : null}
                </>
              ) : isLoading ? null : !user ? (
                <>
                  <p className="text-navy-700">{group?.plan ? t("churches.join.signedOutGroup", { sees }) : t("churches.join.signedOut", { sees })}</p>
                  <div className="flex flex-wrap gap-3">
                    <ButtonLink to={paths.register()} state={back}>
                      {t("churches.join.createAccount")}
                    </ButtonLink>
                    <ButtonLink to={paths.login()} state={back} variant="secondary">
                      {t("churches.join.signIn")}
                    </ButtonLink>
                  </div>
                </>
              ) : user.role === "son" ? (
                <Alert tone="info">{t("msg.churches.sonMayNotAccept")}</Alert>
              ) : user.role !== "dad" ? (
                <Alert tone="info">{t("msg.churches.dadOnly")}</Alert>
              ) : invitation.forAnotherAddress && invitation.sentTo ? (
                <Alert tone="info">{t("churches.invitation.forAnotherAddress", { masked: invitation.sentTo })}</Alert>
              ) : (
                <>
                  <p className="text-navy-700">
                    {t("churches.join.dadText", { sees })}
                    {group?.plan ? t("churches.join.dadFollows", { title: group.plan.title }) : ""}
                  </p>
                  {join.isError && !confirming ? <Alert tone="error">{errorText(join.error, t("churches.join.failed"))}</Alert> : null}
                  <Button loading={join.isPending && !confirming} onClick={() => (invitation.familyOnAnotherPlan ? setConfirming(true) : accept(false))}>
                    {t("churches.join.accept")}
                  </Button>
                  {group?.plan ? (
                    <SwitchPlanDialog
                      open={confirming}
                      onOpenChange={setConfirming}
                      toTitle={group.plan.title}
                      role="dad"
                      group={{ name: group.name, startsOn: group.plan.startsOn }}
                      pending={join.isPending}
                      error={join.isError ? errorText(join.error, t("churches.join.failed")) : undefined}
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
