// The organization dashboard's Sponsored access (docs/areas/payments.md), for its owners: seats used of
// seats bought per plan, 'Sponsor seats' (Checkout), the seat purchases, and which of its plans are for members only.
import { HeartHandshake, Link2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { messages } from "../../../../shared/messages.ts";
import { sponsorshipMessages, type TSponsorshipsResponse } from "../../../../shared/schemas/sponsorships.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { NumberField } from "../../../components/ui/text-field.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { formatCents, formatDate, purchaseStatusTone } from "../../../lib/format.ts";
import { capitalize } from "../../../lib/labels.ts";
import { useSponsorships } from "../api/get-sponsorships.ts";
import { useSetMembersOnly } from "../api/set-members-only.ts";
import { useSponsorSeats } from "../api/sponsor-seats.ts";

const seatsLabel = (n: number) => `${n} ${n === 1 ? "seat" : "seats"}`;

function SponsorForm({ data }: { data: TSponsorshipsResponse }) {
  const sponsor = useSponsorSeats();
  const [planId, setPlanId] = useState(String(data.plans[0]?.id ?? ""));
  const [seats, setSeats] = useState("");
  const [allMembers, setAllMembers] = useState(false);
  if (data.plans.length === 0) return <p className="text-sm text-navy-700">No paid plan can be sponsored right now.</p>;
  const plan = data.plans.find((p) => String(p.id) === planId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sponsor.mutate(allMembers ? { planId: Number(planId), allMembers: true } : { planId: Number(planId), seats: Number(seats) });
  };
  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100" aria-labelledby="sponsor-seats">
      <h3 id="sponsor-seats" className="text-lg font-bold">
        Sponsor seats
      </h3>
      <p className="text-sm text-navy-700">
        Pay once for a plan&rsquo;s paid weeks: each member family takes a seat the first time it opens a paid week. Ask for the number of seats you want in
        all; you pay for the seats you do not have yet.
      </p>
      <SelectField label="Plan" value={planId} onChange={(event) => setPlanId(event.target.value)}>
        {data.plans.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title} — {formatCents(p.priceCents)} a family{p.sellerName ? ` (${p.sellerName})` : ""}
          </option>
        ))}
      </SelectField>
      <Checkbox
        label={`A seat for every member family (${data.memberFamilies})`}
        checked={allMembers}
        onChange={(event) => setAllMembers(event.target.checked)}
      />
      {allMembers ? null : <NumberField label="Seats in all" min={1} step={1} value={seats} onChange={(event) => setSeats(event.target.value)} required />}
      {plan && !allMembers && Number(seats) > 0 ? <p className="text-sm text-navy-700">Each seat costs {formatCents(plan.priceCents)}.</p> : null}
      {sponsor.isError ? <Alert tone="error">{errorText(sponsor.error, "We could not open the payment page. Please try again.")}</Alert> : null}
      <Button type="submit" loading={sponsor.isPending} icon={<HeartHandshake aria-hidden="true" className="size-4" />}>
        Sponsor seats
      </Button>
    </form>
  );
}

function MembersOnlyPlans({ plans }: { plans: TSponsorshipsResponse["ownPlans"] }) {
  const setMembersOnly = useSetMembersOnly();
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="members-only" className="space-y-3">
      <h3 id="members-only" className="text-lg font-bold">
        Who sees your plans
      </h3>
      <p className="text-sm text-navy-700">
        A plan for members only is not listed in the marketplace: your member families open it, and anyone you give its link can read its page.
      </p>
      <ul className="space-y-3">
        {plans.map((plan) => (
          <li key={plan.id} className="rounded-xl bg-white p-4 ring-1 ring-navy-100">
            <Checkbox
              label={`${plan.title}: members only`}
              checked={plan.membersOnly}
              disabled={setMembersOnly.isPending}
              onChange={(event) => setMembersOnly.mutate({ planId: plan.id, membersOnly: event.target.checked })}
            />
            {plan.linkPath ? (
              <p className="mt-2 flex items-center gap-2 text-sm break-all text-navy-700">
                <Link2 aria-hidden="true" className="size-4 shrink-0" />
                <span>
                  Link to its page: <code>{`${window.location.origin}${plan.linkPath}`}</code>
                </span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {setMembersOnly.data?.inReview ? (
        <Alert tone="success">Sent for review: the plan stays for members until the StrongBond team approves listing it.</Alert>
      ) : null}
      {setMembersOnly.isError ? <Alert tone="error">{errorText(setMembersOnly.error, messages.loadOrganizationDataFailed)}</Alert> : null}
    </section>
  );
}

export function SponsorshipsPanel() {
  const [params] = useSearchParams();
  const returned = params.get("sponsorship");
  const query = useSponsorships(returned === "success");
  return (
    <section aria-labelledby="sponsored-access" className="space-y-4">
      <h2 id="sponsored-access" className="text-2xl font-bold">
        Sponsored access
      </h2>
      {returned === "success" ? <Alert tone="success">{sponsorshipMessages.sponsorshipStarted}</Alert> : null}
      {returned === "cancelled" ? <Alert tone="info">The payment was cancelled: nothing was charged.</Alert> : null}
      {query.isPending ? (
        <Spinner size="sm" />
      ) : query.isError ? (
        <Alert tone="error">{errorText(query.error, messages.loadOrganizationDataFailed)}</Alert>
      ) : (
        <>
          <p className="text-navy-700">
            {query.data.memberFamilies} member {query.data.memberFamilies === 1 ? "family" : "families"}
          </p>
          {query.data.sponsorships.length === 0 ? (
            <EmptyState
              icon={<HeartHandshake />}
              title="No sponsorships yet"
              description="Sponsor a paid plan and your member families open every week without paying."
            />
          ) : (
            <DataTable
              label="Sponsorships"
              stacked
              columns={["Plan", "From", "Seats used"]}
              rows={query.data.sponsorships.map((s) => ({
                key: s.planId,
                cells: [s.planTitle, s.sellerName ?? "StrongBond", `${s.seatsUsed} of ${seatsLabel(s.seatsTotal)}`],
              }))}
            />
          )}
          <SponsorForm data={query.data} />
          {query.data.purchases.length > 0 ? (
            <DataTable
              label="Seat purchases"
              stacked
              titleColumn={1}
              columns={["Date", "Plan", "Seats", "Amount", "Status"]}
              rows={query.data.purchases.map((p) => ({
                key: p.id,
                cells: [
                  formatDate(p.createdAt),
                  p.planTitle,
                  String(p.seats),
                  formatCents(p.amountCents),
                  <Badge key="status" tone={purchaseStatusTone(p.status)}>
                    {capitalize(p.status)}
                  </Badge>,
                ],
              }))}
            />
          ) : null}
          <MembersOnlyPlans plans={query.data.ownPlans} />
        </>
      )}
    </section>
  );
}
