/**
 * The claim settlement calculation (理算, docs/business-rules.md "Claim settlement"; not the unpaid-premium
 * settlement list of `schemas/settlement.ts`): the adjuster assesses the loss of each damaged goods line; the
 * policy's deductible is taken once from the total (it applies to each and every loss, and one claim is one
 * loss); what remains is paid, never more than the sum insured of the shipment. All amounts are minor units of
 * the policy currency.
 */
export interface AssessedLine {
  readonly lineNo: number;
  /** What the customer claimed for the line. */
  readonly claimedLoss: number;
  /** What the adjuster assessed. */
  readonly assessedLoss: number;
}

export interface ClaimSettlementInput {
  readonly lines: readonly AssessedLine[];
  /** The policy's deductible for this shipment. */
  readonly deductible: number;
  readonly sumInsured: number;
}

export interface ClaimSettlementFigures {
  readonly totalClaimed: number;
  readonly totalAssessed: number;
  /** The deductible taken: the policy's, or the whole assessed loss when that is smaller. */
  readonly deductibleApplied: number;
  readonly payable: number;
  /** True when the sum insured capped the payable amount. */
  readonly cappedBySumInsured: boolean;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function calculateClaimSettlement(input: ClaimSettlementInput): ClaimSettlementFigures {
  const totalClaimed = sum(input.lines.map((line) => line.claimedLoss));
  const totalAssessed = sum(input.lines.map((line) => line.assessedLoss));
  const deductibleApplied = Math.min(input.deductible, totalAssessed);
  const afterDeductible = totalAssessed - deductibleApplied;
  const payable = Math.min(afterDeductible, input.sumInsured);
  return {
    totalClaimed,
    totalAssessed,
    deductibleApplied,
    payable,
    cappedBySumInsured: afterDeductible > input.sumInsured,
  };
}
