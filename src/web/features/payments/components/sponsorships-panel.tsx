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
import { useSponsorships } from "../api/get-sponsorships.ts";
import { useSetMembersOnly } from "../api/set-members-only.ts";
import { useSponsorSeats } from "../api/sponsor-seats.ts";
import { localize, t } from "../../../lib/i18n.ts";
import "../../../lib/catalog-parts/payments.ts";
import { paymentsMessages } from "../../../../shared/payments-messages.ts";

function SponsorForm({ data }: { data: TSponsorshipsResponse }) {
  const sponsor = useSponsorSeats();
  const [planId, setPlanId] = useState(String(data.plans[0]?.id ?? ""));
  const [seats, setSeats] = useState("");
  const [allMembers, setAllMembers] = useState(false);
  if (data.plans.length === 0) return <p className="text-sm text-navy-700">{t("payments.sponsor.none")}</p>;
  const plan = data.plans.find((p) => String(p.id) === planId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sponsor.mutate(allMembers ? { planId: Number(planId), allMembers: true } : { planId: Number(planId), seats: Number(seats) });
  };
  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100" aria-labelledby="sponsor-seats">
      <h3 id="sponsor-seats" className="text-lg font-bold">
        {t("payments.sponsor.title")}
      </h3>
      <p className="text-sm text-navy-700">{t("payments.sponsor.text")}</p>
      <SelectField label={t("payments.sponsor.plan")} value={planId} onChange={(event) => setPlanId(event.target.value)}>
        {data.plans.map((p) => (
          <option key={p.id} value={p.id}>
            {p.sellerName
              ? t("payments.sponsor.optionSeller", { title: p.title, price: formatCents(p.priceCents), seller: p.sellerName })
              : t("payments.sponsor.option", { title: p.title, price: formatCents(p.priceCents) })}
          </option>
        ))}
      </SelectField>
      <Checkbox
        label={t("payments.sponsor.allMembers", { count: data.memberFamilies })}
        checked={allMembers}
        onChange={(event) => setAllMembers(event.target.checked)}
      />
      {allMembers ? null : (
        <NumberField label={t("payments.sponsor.seats")} min={1} step={1} value={seats} onChange={(event) => setSeats(event.target.value)} required />
      )}
      {plan && !allMembers && Number(seats) > 0 ? (
        <p className="text-sm text-navy-700">{t("payments.sponsor.seatCost", { price: formatCents(plan.priceCents) })}</p>
      ) : null}
      {sponsor.isError ? <Alert tone="error">{errorText(sponsor.error, localize(paymentsMessages.checkoutFailed))}</Alert> : null}
      <Button type="submit" loading={sponsor.isPending} icon={<HeartHandshake aria-hidden="true" className="size-4" />}>
        {t("payments.sponsor.title")}
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
        {t("payments.membersOnly.title")}
      </h3>
      <p className="text-sm text-navy-700">{t("payments.membersOnly.text")}</p>
      <ul className="space-y-3">
        {plans.map((plan) => (
          <li key={plan.id} className="rounded-xl bg-white p-4 ring-1 ring-navy-100">
            <Checkbox
              label={t("payments.membersOnly.checkbox", { title: plan.title })}
              checked={plan.membersOnly}
              disabled={setMembersOnly.isPending}
              onChange={(event) => setMembersOnly.mutate({ planId: plan.id, membersOnly: event.target.checked })}
            />
            {plan.linkPath ? (
              <p className="mt-2 flex items-center gap-2 text-sm break-all text-navy-700">
                <Link2 aria-hidden="true" className="size-4 shrink-0" />
                <span>
                  {t("payments.membersOnly.link")} <code>{`${window.location.origin}${plan.linkPath}`}</code>
                </span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {setMembersOnly.data?.inReview ? <Alert tone="success">{t("payments.membersOnly.inReview")}</Alert> : null}
      {setMembersOnly.isError ? <Alert tone="error">{errorText(setMembersOnly.error, localize(messages.loadOrganizationDataFailed))}</Alert> : null}
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
        {t("payments.sponsored.title")}
      </h2>
      {returned === "success" ? <Alert tone="success">{localize(sponsorshipMessages.sponsorshipStarted)}</Alert> : null}
      {returned === "cancelled" ? <Alert tone="info">{t("payments.sponsored.cancelled")}</Alert> : null}
      {query.isPending ? (
        <Spinner size="sm" />
      ) : query.isError ? (
        <Alert tone="error">{errorText(query.error, localize(messages.loadOrganizationDataFailed))}</Alert>
      ) : (
        <>
          <p className="text-navy-700">{t("payments.sponsored.families", { count: query.data.memberFamilies })}</p>
          {query.data.sponsorships.length === 0 ? (
            <EmptyState icon={<HeartHandshake />} title={t("payments.sponsored.emptyTitle")} description={t("payments.sponsored.emptyText")} />
          ) : (
            <DataTable
              label={t("payments.sponsored.label")}
              stacked
              columns={[t("payments.table.plan"), t("payments.sponsored.from"), t("payments.sponsored.seatsUsed")]}
              rows={query.data.sponsorships.map((s) => ({
                key: s.planId,
                cells: [s.planTitle, s.sellerName ?? "StrongBond", t("payments.sponsored.usedOf", { used: s.seatsUsed, total: s.seatsTotal })],
              }))}
            />
          )}
          <SponsorForm data={query.data} />
          {query.data.purchases.length > 0 ? (
            <DataTable
              label={t("payments.sponsored.purchases")}
              stacked
              titleColumn={1}
              columns={[
                t("payments.table.date"),
                t("payments.table.plan"),
                t("payments.sponsored.seats"),
                t("payments.table.amount"),
                t("payments.table.status"),
              ]}
              rows={query.data.purchases.map((p) => ({
                key: p.id,
                cells: [
                  formatDate(p.createdAt),
                  p.planTitle,
                  String(p.seats),
                  formatCents(p.amountCents),
                  <Badge key="status" tone={purchaseStatusTone(p.status)}>
                    {t(`payments.status.${p.status}`)}
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
