// Pure display rules of the admin studio (money, badges, the content editor's rows), tested on their own.
import type { PayoutStatus, TPlanWeek } from "../../shared/schemas/admin.ts";
import type { PurchaseStatus } from "../../shared/constants.ts";
import type { BadgeTone } from "../components/ui/badge.tsx";

/** Integer cents → "$1,234.56" (docs/areas/admin.md): the one money display rule, from shared/money.ts. */
export { formatCents } from "../../shared/money.ts";

/** docs/areas/payments.md, purchases tables: completed green, refunded red, anything else yellow. */
export function purchaseStatusTone(status: PurchaseStatus): BadgeTone {
  if (status === "completed") return "green";
  if (status === "refunded") return "red";
  return "yellow";
}

export const payoutStatusLabels: Record<PayoutStatus, string> = {
  enabled: "Payouts enabled",
  "setup-incomplete": "Setup incomplete",
  "not-connected": "Not connected",
};

export const payoutStatusTones: Record<PayoutStatus, BadgeTone> = {
  enabled: "green",
  "setup-incomplete": "yellow",
  "not-connected": "gray",
};

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

/** One week of the content editor as the selects hold it: an id as text, "" for none. */
export interface WeekRow {
  devotionalId: string;
  challengeId: string;
  dadsCornerId: string;
}

/** The editor's rows for weeks 1..durationWeeks, filled from the saved weeks. */
export function toWeekRows(durationWeeks: number, saved: readonly TPlanWeek[]): WeekRow[] {
  const byWeek = new Map(saved.map((week) => [week.weekNumber, week]));
  return Array.from({ length: durationWeeks }, (_, index) => {
    const week = byWeek.get(index + 1);
    return {
      devotionalId: week?.devotionalId ? String(week.devotionalId) : "",
      challengeId: week?.challengeId ? String(week.challengeId) : "",
      dadsCornerId: week?.dadsCornerId ? String(week.dadsCornerId) : "",
    };
  });
}

const idOrNull = (value: string): number | null => (value === "" ? null : Number(value));

/** The rows back into the save request: row i is week i + 1 (the server drops weeks with nothing chosen). */
export function fromWeekRows(rows: readonly WeekRow[]): TPlanWeek[] {
  return rows.map((row, index) => ({
    weekNumber: index + 1,
    devotionalId: idOrNull(row.devotionalId),
    challengeId: idOrNull(row.challengeId),
    dadsCornerId: idOrNull(row.dadsCornerId),
  }));
}
