// /organizations/families/poster: the church's invitation link as a printable poster (the bulletin board, the screen
// before the service): its name, a large QR code of the link and the link written out. The print hides the app's
// frame and the buttons. Owners only: the link comes from the roster, which gives it to owners alone.
import { Printer } from "lucide-react";
import { useMemo } from "react";
import { renderSVG } from "uqr";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { QueryState } from "../../../components/ui/query-state.tsx";
import { paths } from "../../../paths.ts";
import { useFamilyRoster } from "../api/get-family-roster.ts";
import { useOrganizationHome } from "../api/get-organization-home.ts";

function PosterQr({ url }: { url: string }) {
  const src = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`, [url]);
  return <img src={src} alt="QR code of the invitation link" width={320} height={320} className="mx-auto rounded border border-navy-200 bg-white" />;
}

export function InvitationPosterPage() {
  const roster = useFamilyRoster();
  const home = useOrganizationHome();
  const name = home.data?.organization?.name ?? "Our church";
  return (
    <Page title="Invitation poster" heading={null} width="medium">
      <div className="mb-6 flex flex-wrap gap-2 print:hidden">
        <ButtonLink to={paths.organizationFamilies()} variant="ghost" size="sm">
          Back to Families
        </ButtonLink>
      </div>
      <QueryState query={roster} error="Failed to load your organization's invitation link" loadingMessage="Loading the invitation link...">
        {(data) =>
          data.link ? (
            <div className="space-y-6">
              <Button className="print:hidden" icon={<Printer aria-hidden="true" className="size-4" />} onClick={() => window.print()}>
                Print the poster
              </Button>
              <article aria-label="Poster" className="space-y-6 rounded-2xl bg-white p-8 text-center ring-1 ring-navy-100 print:ring-0">
                <h1 className="text-4xl font-bold break-words">{name}</h1>
                <p className="text-2xl text-navy-800">Fathers and sons: one week at a time, together.</p>
                <PosterQr url={data.link.url} />
                <p className="text-lg">Scan the code with your phone&apos;s camera, or type this link:</p>
                <p className="font-mono text-base break-all" data-testid="poster-link">
                  {data.link.url}
                </p>
                <p className="text-navy-700">A dad opens it, creates his family&apos;s account and joins for his family.</p>
              </article>
            </div>
          ) : (
            <Alert tone="info" title="No invitation link yet">
              {data.canInvite ? "Create the invitation link on the Families page first." : "An owner of your organization invites families."}
            </Alert>
          )
        }
      </QueryState>
    </Page>
  );
}
