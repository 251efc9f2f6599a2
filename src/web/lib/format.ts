// Pure display rules several features share (money, dates, purchase and payout badges, a purchase's table cells),
// tested on their own.
import type { PayoutStatus } from "../../shared/schemas/admin.ts";
import type { TPurchaseRow } from "../../shared/schemas/payments.ts";
import type { PurchaseStatus } from "../../shared/constants.ts";
import { formatCents as formatDollars } from "../../shared/money.ts";
import type { BadgeTone } from "../components/ui/badge.tsx";
import { activeLocale, dateLocale } from "./i18n.ts";

/** Integer cents → "$1,234.56" (docs/areas/admin.md), shared/money.ts's rule in English; the page's format in another language. */
export function formatCents(cents: number): string {
  if (activeLocale() === "en") return formatDollars(cents);
  return new Intl.NumberFormat(dateLocale(), { style: "currency", currency: "USD" }).format(cents / 100);
}

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
  return new Date(iso).toLocaleDateString(dateLocale(), { year: "numeric", month: "short", day: "numeric" });
}

/** The columns every purchases table starts with, and a purchase's cells under them. */
export const PURCHASE_COLUMNS = ["Date", "User", "Plan", "Amount", "Commission", "Payout"];

export function purchaseCells(purchase: Pick<TPurchaseRow, "createdAt" | "userName" | "planTitle" | "amountCents" | "commissionCents" | "payoutCents">) {
  return [
    formatDate(purchase.createdAt),
    purchase.userName,
    purchase.planTitle,
    formatCents(purchase.amountCents),
    formatCents(purchase.commissionCents),
    formatCents(purchase.payoutCents),
  ];
}
