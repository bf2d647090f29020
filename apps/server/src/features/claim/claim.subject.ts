import {
  type ClaimedCover,
  checklistTransportOf,
  type ExpectedDocument,
  expectedClaimDocuments,
  type LossType,
} from '@cargo/domain';

/**
 * The facts of the policy or certificate a loss was reported on, as stored with the claim (`claims.subject`)
 * so that the claim reads the same whatever happens to the policy later. Amounts in minor units of
 * `currencyCode`; names are rendered in the reader's language from the codes.
 */
export interface ClaimSubjectSnapshot extends ClaimedCover {
  policyNo: string;
  kind: 'policy' | 'certificate';
  openPolicyNo: string | null;
  sumInsured: number;
  /** The deductible of the shipment (docs/business-rules.md "Claims", settlement). */
  deductible: number;
}

/** What the checklist needs of a claim row. */
export interface ClaimChecklistFacts {
  readonly lossType: string;
  readonly fastClaim: boolean;
  readonly report: unknown;
  readonly subject: unknown;
}

const causeOf = (report: unknown): string => {
  const fields = report as { causeLevel2?: string; causeLevel1?: string } | null;
  return fields?.causeLevel2 || fields?.causeLevel1 || '';
};

/** The stored subject of a claim row. */
export const subjectOf = (claim: { subject: unknown }): ClaimSubjectSnapshot =>
  claim.subject as ClaimSubjectSnapshot;

/** The documents expected for a claim: by its loss type, cause, the product's transport and fast claim. */
export const expectedDocumentsOf = (claim: ClaimChecklistFacts): ExpectedDocument[] =>
  expectedClaimDocuments({
    lossType: claim.lossType as LossType,
    causeCode: causeOf(claim.report),
    transport: checklistTransportOf(subjectOf(claim).productCode),
    fastClaim: claim.fastClaim,
  });
