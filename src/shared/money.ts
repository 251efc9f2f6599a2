// Money is integer cents end to end. One split rule, one display rule (docs/areas/payments.md: Money).

/** The platform's commission when an organization has no other rate: 12% = 1200 basis points. */
export const DEFAULT_COMMISSION_BASIS_POINTS = 1200;

/** Stripe's smallest USD charge: a cheaper paid plan cannot go through Checkout. */
export const MIN_CHARGE_CENTS = 50;

export interface PriceSplit {
  priceCents: number;
  /** The platform's application fee. */
  commissionCents: number;
  /** What the organization's connected account receives (price − commission). */
  payoutCents: number;
}

/** A commission rate as stored (0.12) → whole basis points (1200), so the split never multiplies floats. */
export function rateToBasisPoints(rate: number): number {
  return Math.round(rate * 10_000);
}

/**
 * THE split of a price between the platform and the organization. Rounding rule: the commission is
 * price × rate rounded to the nearest cent, halves up, in integer arithmetic:
 *   commission = floor((price × basisPoints + 5000) / 10000);  payout = price − commission.
 * So the two parts always add up to the price. E.g. 1¢ → 0 + 1, 5¢ → 1 + 4, $999.99 → $120.00 + $879.99.
 */
export function splitPrice(priceCents: number, basisPoints: number = DEFAULT_COMMISSION_BASIS_POINTS): PriceSplit {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) throw new RangeError(`price must be whole non-negative cents: ${priceCents}`);
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) throw new RangeError(`basis points out of range: ${basisPoints}`);
  const commissionCents = Math.floor((priceCents * basisPoints + 5_000) / 10_000);
  return { priceCents, commissionCents, payoutCents: priceCents - commissionCents };
}

/** Integer cents → "$1,234.56": a dollar sign and 2 decimals, everywhere money is shown. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString("en-US");
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, "0")}`;
}
