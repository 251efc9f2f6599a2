// /organizations/families/poster: the church's invitation link as a printable poster (the bulletin board, the screen
// before the service): its name, a large QR code of the link and its short address written out. With ?group=<id>, the
// poster of that group's link: the group, its plan and the day week 1 starts. The print hides the app's
// frame and the buttons. Owners only: the links come from answers that give them to owners alone.
import { Printer } from "lucide-react";
import { useMemo } from "react";
import { renderSVG } from "uqr";
import { formatDay } from "../../../../shared/plan-run.ts";
import type { TChurchGroup } from "../../../../shared/schemas/church-groups.ts";
import type { TInvitationLink } from "../../../../shared/schemas/organization-families.ts";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { paths } from "../../../paths.ts";
import { useChurchGroups } from "../api/get-church-groups.ts";
import { useFamilyRoster } from "../api/get-family-roster.ts";
import { useOrganizationHome } from "../api/get-organization-home.ts";
import "../../../lib/catalog-parts/organizations.ts";
import { dateLocale, t } from "../../../lib/i18n.ts";

function PosterQr({ url }: { url: string }) {
  const src = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`, [url]);
  return <img src={src} alt={t("organizations.poster.qr")} width={320} height={320} className="mx-auto rounded border border-navy-200 bg-white" />;
}

function Poster({ name, link, group }: { name: string; link: TInvitationLink; group?: TChurchGroup }) {
  // The short address makes a smaller code and is the one a dad can type from the bulletin.
  const shown = link.shortUrl ?? link.url;
  return (
    <div className="space-y-6">
      <Button className="print:hidden" icon={<Printer aria-hidden="true" className="size-4" />} onClick={() => window.print()}>
        {t("organizations.poster.print")}
      </Button>
      <article aria-label={t("organizations.poster.label")} className="space-y-6 rounded-2xl bg-white p-8 text-center ring-1 ring-navy-100 print:ring-0">
        <h1 className="text-4xl font-bold break-words">{name}</h1>
        {group ? (
          <div className="space-y-1">
            <p className="text-3xl font-semibold break-words text-navy-900">{group.name}</p>
            {group.plan ? (
              <p className="text-xl text-navy-800">
                {t(group.plan.started ? "organizations.poster.started" : "organizations.poster.starts", {
                  plan: group.plan.title,
                  date: formatDay(group.plan.startsOn, dateLocale()),
                })}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-2xl text-navy-800">{t("organizations.poster.tagline")}</p>
        )}
        <PosterQr url={shown} />
        <p className="text-lg">{t("organizations.poster.scan")}</p>
        <p className="font-mono text-2xl font-semibold break-all" data-testid="poster-link">
          {shown}
        </p>
        <p className="text-navy-700">{group ? t("organizations.poster.groupHow") : t("organizations.poster.churchHow")}</p>
      </article>
    </div>
  );
}

function GroupPoster({ groupId, name }: { groupId: number; name: string }) {
  const groups = useChurchGroups();
  return (
    <QueryState query={groups} error={t("organizations.poster.groupLoadFailed")} loadingMessage={t("organizations.poster.loading")}>
      {(data) => {
        const group = data.groups.find((candidate) => candidate.id === groupId);
        if (!group) return <Alert tone="error">{t("organizations.poster.groupNotFound")}</Alert>;
        return group.link ? (
          <Poster name={name} link={group.link} group={group} />
        ) : (
          <Alert tone="info" title={t("organizations.poster.noLink")}>
            {data.canInvite ? t("organizations.poster.createGroupLink") : t("organizations.families.ownerInvites")}
          </Alert>
        );
      }}
    </QueryState>
  );
}

function ChurchPoster({ name }: { name: string }) {
  const roster = useFamilyRoster();
  return (
    <QueryState query={roster} error={t("organizations.poster.churchLoadFailed")} loadingMessage={t("organizations.poster.loading")}>
      {(data) =>
        data.link ? (
          <Poster name={name} link={data.link} />
        ) : (
          <Alert tone="info" title={t("organizations.poster.noLink")}>
            {data.canInvite ? t("organizations.poster.createLink") : t("organizations.families.ownerInvites")}
          </Alert>
        )
      }
    </QueryState>
  );
}

export function InvitationPosterPage({ groupId }: { groupId?: number }) {
  const home = useOrganizationHome();
  const name = home.data?.organization?.name ?? t("organizations.poster.ourChurch");
  return (
    <Page title={t("organizations.poster.title")} heading={null} width="medium">
      <div className="mb-6 flex flex-wrap gap-2 print:hidden">
        {groupId === undefined ? (
          <ButtonLink to={paths.organizationFamilies()} variant="ghost" size="sm">
            {t("organizations.poster.backFamilies")}
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.organizations()} variant="ghost" size="sm">
            {t("organizations.poster.backChurch")}
          </ButtonLink>
        )}
      </div>
      {groupId === undefined ? <ChurchPoster name={name} /> : <GroupPoster groupId={groupId} name={name} />}
    </Page>
  );
}
