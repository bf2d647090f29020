/**
 * The premium trend's "by product" breakdown (SPEC §7 Others, chart product info; docs/business-rules.md
 * "Dashboard"): each product's premium and its share of the total, from exact integer amounts (fen).
 */

/** A product's figures over the trend's periods: counts and premium in integer minor units of CNY. */
export interface ProductFigures {
  productCode: string;
  policyCount: number;
  certificateCount: number;
  premium: number;
}

/**
 * A part's share of a total in percent with one decimal, rounded half-up ('42.9'); '0.0' for a zero
 * total. Exact: integer arithmetic on the minor units, no binary fraction on the way.
 */
export function shareOfTotal(part: number, total: number): string {
  if (total <= 0 || part <= 0) return '0.0';
  const tenthsOfPercent = (BigInt(part) * 2000n + BigInt(total)) / (2n * BigInt(total));
  return `${tenthsOfPercent / 10n}.${tenthsOfPercent % 10n}`;
}

/** Adds figures of the same product (policies and certificates come from two queries). */
export function mergeProductFigures(figures: readonly ProductFigures[]): ProductFigures[] {
  const merged = new Map<string, ProductFigures>();
  for (const figure of figures) {
    const known = merged.get(figure.productCode);
    merged.set(
      figure.productCode,
      known === undefined
        ? { ...figure }
        : {
            productCode: figure.productCode,
            policyCount: known.policyCount + figure.policyCount,
            certificateCount: known.certificateCount + figure.certificateCount,
            premium: known.premium + figure.premium,
          },
    );
  }
  // Largest premium first; equal premiums by product code, so the order never depends on the database.
  return [...merged.values()].sort(
    (a, b) => b.premium - a.premium || a.productCode.localeCompare(b.productCode),
  );
}
