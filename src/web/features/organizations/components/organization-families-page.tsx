// /organizations/families: an organization's member families. Its staff see the roster — the dad's
// name, how many sons, when the family joined; never a child's details. Its owners share the one invitation link (and
// its QR code, drawn here as an SVG), mail invitations to a pasted list (one follow-up a few days later, then none)
// and withdraw either.
import { useMemo, useState } from "react";
import { renderSVG } from "uqr";
import {
  FAMILY_INVITATIONS,
  splitAddresses,
  ZFamilyInvitationsRequest,
  type TFamilyRosterResponse,
  type TMailedInvitation,
} from "../../../../shared/schemas/organization-families.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Printer } from "lucide-react";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { ConfirmDialog, confirmMutation } from "../../../components/ui/confirm-dialog.tsx";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
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

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

const stateLabels: Record<TMailedInvitation["state"], { text: string; tone: "navy" | "gray" | "yellow" | "green" }> = {
  waiting: { text: "Waiting", tone: "yellow" },
  reminded: { text: "Reminded once", tone: "yellow" },
  accepted: { text: "Joined", tone: "green" },
  expired: { text: "Expired", tone: "gray" },
  revoked: { text: "Withdrawn", tone: "gray" },
};

function QrCode({ url }: { url: string }) {
  const src = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`, [url]);
  return <img src={src} alt="QR code of the invitation link" width={200} height={200} className="rounded border border-navy-200 bg-white" />;
}

function LinkPanel({ link }: { link: TFamilyRosterResponse["link"] }) {
  const create = useNewInvitationLink();
  const revoke = useRevokeInvitationLink();
  const [copied, setCopied] = useState(false);
  return (
    <Card>
      <CardHeader
        title="Invitation link"
        description="One link for every family: put it in the bulletin, an e-mail or on the screen as a QR code. A dad opens it and accepts for his family."
      />
      <div className="space-y-4">
        {create.isError ? <Alert tone="error">{errorText(create.error, "Failed to create the link")}</Alert> : null}
        {create.isSuccess ? <Alert tone="success">{create.data.message}</Alert> : null}
        {link ? (
          <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
            <QrCode url={link.url} />
            <div className="min-w-0 flex-1 space-y-3">
              <label htmlFor="invitation-link" className="block font-semibold">
                Link
              </label>
              <input
                id="invitation-link"
                readOnly
                value={link.url}
                className="w-full rounded-lg border border-navy-200 bg-navy-50 px-3 py-2 text-sm"
                onFocus={(event) => event.currentTarget.select()}
              />
              {link.shortUrl ? (
                <p className="text-sm text-navy-800">
                  Short link for the bulletin, the screen or a group chat:{" "}
                  <span className="font-mono font-semibold break-all" data-testid="short-link">
                    {link.shortUrl}
                  </span>
                </p>
              ) : null}
              <p className="text-sm text-navy-700">Works until {dateOf(link.expiresAt)}.</p>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    void navigator.clipboard?.writeText(link.url).then(
                      () => setCopied(true),
                      () => setCopied(false),
                    )
                  }
                >
                  {copied ? "Copied" : "Copy link"}
                </Button>
                <ButtonLink to={paths.organizationFamiliesPoster()} size="sm" variant="secondary" icon={<Printer aria-hidden="true" className="size-4" />}>
                  Print a poster
                </ButtonLink>
                <Button size="sm" variant="ghost" loading={create.isPending} onClick={() => create.mutate()}>
                  New link
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="ghost">
                      Withdraw link
                    </Button>
                  }
                  title="Withdraw the invitation link"
                  description="Families who open the link afterwards are told it was withdrawn. Families who already joined stay."
                  confirmLabel="Withdraw"
                  onConfirm={(close) => revoke.mutate(undefined, { onSuccess: close })}
                  {...confirmMutation(revoke, "Failed to withdraw the link")}
                />
              </div>
            </div>
          </div>
        ) : (
          <Button loading={create.isPending} onClick={() => create.mutate()}>
            Create invitation link
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
      setError(parsed.error.issues.map((issue) => issue.message).join(". "));
      return;
    }
    setError(null);
    invite.mutate(parsed.data.emails, {
      onSuccess: (answer) => {
        setText("");
        setSent(answer.alreadyMembers.length > 0 ? `${answer.message}. Already members: ${answer.alreadyMembers.join(", ")}.` : `${answer.message}.`);
      },
      onError: (failure) => {
        const fields = isApiError(failure) ? failure.fields : undefined;
        setError(fields && Object.keys(fields).length > 0 ? Object.values(fields).join(". ") : errorText(failure, "Failed to send the invitations"));
      },
    });
  };

  return (
    <Card>
      <CardHeader
        title="Invite by e-mail"
        description={`Paste up to ${FAMILY_INVITATIONS.perRequest} addresses at a time. Each family gets one invitation and one reminder ${FAMILY_INVITATIONS.followUpAfterDays} days later if it has not answered, and nothing after that.`}
      />
      <form onSubmit={submit} noValidate className="space-y-4">
        {sent ? <Alert tone="success">{sent}</Alert> : null}
        <TextAreaField
          label="E-mail addresses"
          hint="Separate them with commas, spaces or new lines."
          rows={4}
          value={text}
          error={error ?? undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" loading={invite.isPending}>
          Send invitations
        </Button>
      </form>
      {invitations.length > 0 ? (
        <div className="mt-6">
          <h3 className="mb-2 font-bold">Sent invitations</h3>
          <ul className="divide-y divide-navy-100" aria-label="Sent invitations">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="min-w-0 break-all">
                  {invitation.email}
                  <span className="block text-sm text-navy-600">Sent {dateOf(invitation.sentAt)}</span>
                </span>
                <span className="flex items-center gap-2">
                  <Badge tone={stateLabels[invitation.state].tone}>{stateLabels[invitation.state].text}</Badge>
                  {invitation.state === "waiting" || invitation.state === "reminded" ? (
                    <TakeBackInvitationButton revoke={revoke} invitationId={invitation.id}>
                      Withdraw<span className="sr-only"> the invitation to {invitation.email}</span>
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
    <section aria-labelledby="roster-heading" className="space-y-3">
      <h2 id="roster-heading" className="text-2xl font-bold">
        Families ({families.length})
      </h2>
      <p className="text-navy-700">You see each family's dad and how many sons; never a child's name, age or anything a family wrote.</p>
      {families.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-navy-700 ring-1 ring-navy-100">No family has joined yet. Share your invitation link to begin.</p>
      ) : (
        <DataTable
          label="Member families"
          columns={["Family", "Sons", "Joined"]}
          rows={families.map((family) => ({
            key: family.id,
            cells: [`${family.dadName}'s family`, String(family.sonCount), dateOf(family.joinedAt)],
          }))}
        />
      )}
    </section>
  );
}

export function OrganizationFamiliesPage() {
  const roster = useFamilyRoster();
  return (
    <Page title="Families" description="The families who belong to your organization, and how to invite more.">
      <div className="mb-6">
        <ButtonLink to={paths.organizations()} variant="ghost" size="sm">
          Back to your organization
        </ButtonLink>
      </div>
      <QueryState query={roster} error="Failed to load your organization's families" loadingMessage="Loading families...">
        {(data) => (
          <div className="space-y-8">
            <Roster families={data.families} />
            {data.canInvite ? (
              <div className="grid gap-6 lg:grid-cols-2">
                <LinkPanel link={data.link} />
                <EmailInvitations invitations={data.invitations} />
              </div>
            ) : (
              <p className="text-navy-700">An owner of your organization invites families.</p>
            )}
          </div>
        )}
      </QueryState>
    </Page>
  );
}
