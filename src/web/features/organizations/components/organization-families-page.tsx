// /organizations/families: an organization's member families. Its staff see the roster — the dad's
// name, how many sons, when the family joined; never a child's details. Its owners share the one invitation link (and
// its QR code, drawn here as an SVG), mail invitations to a pasted list (one follow-up a few days later, then none)
// and withdraw either.
import { useMemo, useState } from "react";
import { renderSVG } from "uqr";
import {
  splitAddresses,
  ZFamilyInvitationsRequest,
  type TFamilyRosterResponse,
  type TMailedInvitation,
} from "../../../../shared/schemas/organization-families.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { BackLinkBar } from "../../../components/ui/back-link-bar.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Printer } from "lucide-react";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { ConfirmButton } from "../../../components/ui/confirm-button.tsx";
import { confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { MutationAlerts } from "../../../components/ui/mutation-alerts.tsx";
import { CopyTextButton } from "../../../components/ui/copy-text-button.tsx";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { HeadedSection } from "../../../components/ui/headed-section.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { ReadOnlyLinkField } from "../../../components/ui/read-only-link-field.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { paths } from "../../../paths.ts";
import { useNewInvitationLink } from "../api/create-invitation-link.ts";
import { useFamilyRoster } from "../api/get-family-roster.ts";
import { useInviteFamilies } from "../api/invite-families.ts";
import { useRevokeFamilyInvitation } from "../api/revoke-family-invitation.ts";
import { useRevokeInvitationLink } from "../api/revoke-invitation-link.ts";
import { TakeBackInvitationButton } from "./take-back-invitation-button.tsx";
import "../../../lib/catalog-parts/organizations.ts";
import { dateLocale, localize, t } from "../../../lib/i18n.ts";

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(dateLocale(), { year: "numeric", month: "short", day: "numeric" });

const stateTones: Record<TMailedInvitation["state"], "navy" | "gray" | "yellow" | "green"> = {
  waiting: "yellow",
  reminded: "yellow",
  accepted: "green",
  expired: "gray",
  revoked: "gray",
};

/** A message of the pasted list in the page's language; an address that is not valid is named in it. */
function issueText(issue: { path: readonly PropertyKey[]; message: string }, emails: readonly string[]): string {
  const index = issue.path[1];
  const address = typeof index === "number" ? emails[index] : undefined;
  return address === undefined ? localize(issue.message) : t("organizations.emailInvalid", { address: address.trim().slice(0, 60) });
}

function QrCode({ url }: { url: string }) {
  const src = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`, [url]);
  return <img src={src} alt={t("organizations.families.qr")} width={200} height={200} className="rounded border border-navy-200 bg-white" />;
}

function LinkPanel({ link }: { link: TFamilyRosterResponse["link"] }) {
  const create = useNewInvitationLink();
  const revoke = useRevokeInvitationLink();
  return (
    <Card>
      <CardHeader title={t("organizations.families.linkTitle")} description={t("organizations.families.linkText")} />
      <div className="space-y-4">
        <MutationAlerts mutation={create} failure={t("organizations.families.linkFailed")} success={(answer) => localize(answer.message)} />
        {link ? (
          <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
            <QrCode url={link.url} />
            <div className="min-w-0 flex-1 space-y-3">
              <ReadOnlyLinkField id="invitation-link" label={t("organizations.families.link")} value={link.url} />
              {link.shortUrl ? (
                <p className="text-sm text-navy-800">
                  {t("organizations.families.shortLink")}{" "}
                  <span className="font-mono font-semibold break-all" data-testid="short-link">
                    {link.shortUrl}
                  </span>
                </p>
              ) : null}
              <p className="text-sm text-navy-700">{t("organizations.families.worksUntil", { date: dateOf(link.expiresAt) })}</p>
              <div className="flex flex-wrap gap-2">
                <CopyTextButton text={link.url} copyLabel={t("organizations.families.copyLink")} copiedLabel={t("organizations.families.copied")} />
                <ButtonLink to={paths.organizationFamiliesPoster()} size="sm" variant="secondary" icon={<Printer aria-hidden="true" className="size-4" />}>
                  {t("organizations.families.poster")}
                </ButtonLink>
                <Button size="sm" variant="ghost" loading={create.isPending} onClick={() => create.mutate()}>
                  {t("organizations.families.newLink")}
                </Button>
                <ConfirmButton
                  label={t("organizations.families.withdrawLink")}
                  title={t("organizations.families.withdrawTitle")}
                  description={t("organizations.families.withdrawText")}
                  confirmLabel={t("organizations.families.withdraw")}
                  onConfirm={(close) => revoke.mutate(undefined, { onSuccess: close })}
                  {...confirmMutation(revoke, t("organizations.families.withdrawFailed"))}
                />
              </div>
            </div>
          </div>
        ) : (
          <Button loading={create.isPending} onClick={() => create.mutate()}>
            {t("organizations.families.createLink")}
          </Button>
        )}
      </div>
    </Card>
  );
}

function EmailInvitations({ invitations }: { invitations: TMailedInvitation[] }) {
  const invite = useInviteFamilies();
  const revoke = useRevokeFamilyInvitation();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSent(null);
    const emails = splitAddresses(text);
    // The same rule the server applies: every address named that is wrong, nothing sent.
    const parsed = ZFamilyInvitationsRequest.safeParse({ emails });
    if (!parsed.success) {
      setError(parsed.error.issues.map((issue) => issueText(issue, emails)).join(". "));
      return;
    }
    setError(null);
    invite.mutate(parsed.data.emails, {
      onSuccess: (answer) => {
        setText("");
        const message = t("organizations.invitationsSent", { count: answer.sent });
        setSent(
          answer.alreadyMembers.length > 0
            ? t("organizations.families.alreadyMembers", { message, list: answer.alreadyMembers.join(", ") })
            : t("organizations.families.sent", { message }),
        );
      },
      onError: (failure) => {
        const fields = isApiError(failure) ? failure.fields : undefined;
        setError(
          fields && Object.keys(fields).length > 0 ? Object.values(fields).join(". ") : localize(errorText(failure, t("organizations.families.sendFailed"))),
        );
      },
    });
  };

  return (
    <Card>
      <CardHeader title={t("organizations.families.emailTitle")} description={t("organizations.families.emailText")} />
      <form onSubmit={submit} noValidate className="space-y-4">
        {sent ? <Alert tone="success">{sent}</Alert> : null}
        <TextAreaField
          label={t("organizations.families.addresses")}
          hint={t("organizations.families.addressesHint")}
          rows={4}
          value={text}
          error={error ?? undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" loading={invite.isPending}>
          {t("organizations.families.send")}
        </Button>
      </form>
      {invitations.length > 0 ? (
        <div className="mt-6">
          <h3 className="mb-2 font-bold">{t("organizations.families.sentInvitations")}</h3>
          <ul className="divide-y divide-navy-100" aria-label={t("organizations.families.sentInvitations")}>
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="min-w-0 break-all">
                  {invitation.email}
                  <span className="block text-sm text-navy-600">{t("organizations.families.sentOn", { date: dateOf(invitation.sentAt) })}</span>
                </span>
                <span className="flex items-center gap-2">
                  <Badge tone={stateTones[invitation.state]}>{t(`organizations.families.state.${invitation.state}`)}</Badge>
                  {invitation.state === "waiting" || invitation.state === "reminded" ? (
                    <TakeBackInvitationButton revoke={revoke} invitationId={invitation.id}>
                      {t("organizations.families.withdraw")}
                      <span className="sr-only">{t("organizations.families.withdrawInvitation", { email: invitation.email })}</span>
                    </TakeBackInvitationButton>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

function Roster({ families }: { families: TFamilyRosterResponse["families"] }) {
  return (
    <HeadedSection id="roster-heading" title={t("organizations.families.rosterTitle", { count: families.length })} className="space-y-3">
      <p className="text-navy-700">{t("organizations.families.rosterText")}</p>
      {families.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-navy-700 ring-1 ring-navy-100">{t("organizations.families.none")}</p>
      ) : (
        <DataTable
          label={t("organizations.families.memberFamilies")}
          columns={[t("organizations.families.family"), t("organizations.families.sons"), t("organizations.families.joined")]}
          rows={families.map((family) => ({
            key: family.id,
            cells: [t("organizations.families.dadsFamily", { name: family.dadName }), String(family.sonCount), dateOf(family.joinedAt)],
          }))}
        />
      )}
    </HeadedSection>
  );
}

export function OrganizationFamiliesPage() {
  const roster = useFamilyRoster();
  return (
    <Page title={t("organizations.families.title")} description={t("organizations.families.description")}>
      <BackLinkBar to={paths.organizations()} variant="ghost">
        {t("organizations.families.back")}
      </BackLinkBar>
      <QueryState query={roster} error={t("organizations.families.loadFailed")} loadingMessage={t("organizations.families.loading")}>
        {(data) => (
          <div className="space-y-8">
            <Roster families={data.families} />
            {data.canInvite ? (
              <div className="grid gap-6 lg:grid-cols-2">
                <LinkPanel link={data.link} />
                <EmailInvitations invitations={data.invitations} />
              </div>
            ) : (
              <p className="text-navy-700">{t("organizations.families.ownerInvites")}</p>
            )}
          </div>
        )}
      </QueryState>
    </Page>
  );
}
