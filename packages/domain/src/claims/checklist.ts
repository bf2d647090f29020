import type { ClaimDocumentType } from '../codes/claim.ts';
import { LOSS_TYPE, type LossType } from '../codes/claim-causes.ts';
import { findPricingProduct } from '../pricing/clauses.ts';

/**
 * The claim documents expected for a loss (docs/business-rules.md "Claim documents"), following DOMAIN §6:
 * the policy, the claim statement, the commercial invoice, packing list and the transport document always;
 * then what proves this kind of loss and this cause. A fast claim asks for less (see `fast-claim.ts`).
 */

/** Why a document is on the list, shown next to it. */
export type ChecklistReason = 'always' | 'transport' | 'lossType' | 'cause' | 'fastClaim';

export interface ExpectedDocument {
  readonly typeCode: ClaimDocumentType;
  readonly reason: ChecklistReason;
}

/** How the goods travelled, as far as the checklist cares (the transport document differs). */
export type ChecklistTransport = 'sea' | 'inlandWaterway' | 'air' | 'road' | 'rail' | 'post';

export interface ChecklistInput {
  readonly lossType: LossType;
  /** The level-2 accident cause (four digits), or the level-1 cause, or '' when not chosen yet. */
  readonly causeCode: string;
  readonly transport: ChecklistTransport | undefined;
  readonly fastClaim: boolean;
}

/** Policy, claim application, invoice (total), packing list, payment information. */
const ALWAYS: readonly ClaimDocumentType[] = ['01', '05', '29', '21', '31'];

/** The transport document: B/L by sea, waybill by air or post, consignment note and freight record by land. */
const BY_TRANSPORT: Readonly<Record<ChecklistTransport, readonly ClaimDocumentType[]>> = {
  sea: ['23'],
  inlandWaterway: ['23'],
  air: ['20'],
  post: ['20'],
  road: ['24', '13'],
  rail: ['24', '19'],
};

/** What proves each kind of loss; the letter to the carrier (34) wherever a carrier may be liable. */
const BY_LOSS_TYPE: Readonly<Record<LossType, readonly ClaimDocumentType[]>> = {
  [LOSS_TYPE.cargoDamage]: ['06', '26', '25', '30', '34'],
  [LOSS_TYPE.shortage]: ['06', '22', '25', '19', '34'],
  [LOSS_TYPE.totalLoss]: ['06', '17', '26', '34'],
  [LOSS_TYPE.constructiveTotalLoss]: ['06', '17', '26', '28'],
  [LOSS_TYPE.generalAverage]: ['17', '18', '16'],
  [LOSS_TYPE.salvage]: ['17', '16'],
  [LOSS_TYPE.sueAndLabour]: ['27', '28'],
  [LOSS_TYPE.thirdPartyLiability]: ['16', '06'],
  [LOSS_TYPE.personalInjury]: ['07', '16'],
  [LOSS_TYPE.vehicleDamage]: ['07', '11', '12', '27'],
  [LOSS_TYPE.other]: ['06'],
};

/** Causes that need an authority's proof: police for theft, fire brigade for fire, the carrier's records. */
const BY_CAUSE: Readonly<Record<string, readonly ClaimDocumentType[]>> = {
  '0201': ['17', '15'],
  '0202': ['17', '15'],
  '0203': ['17', '15', '18'],
  '0204': ['17', '15'],
  '0205': ['17', '15'],
  '0206': ['10'],
  '0207': ['10'],
  '0208': ['17'],
  '0209': ['19'],
  '0212': ['14'],
  '0301': ['09'],
};

/** A road collision is a traffic accident: the police's liability finding and the drivers' papers. */
const ROAD_COLLISION: readonly ClaimDocumentType[] = ['07', '08', '11', '12'];

/** Fast claims: the damaged-goods list, the invoice, payment information and photos ("other"). */
export const FAST_CLAIM_DOCUMENTS: readonly ClaimDocumentType[] = ['06', '29', '31', '99'];

const causeDocuments = (input: ChecklistInput): readonly ClaimDocumentType[] => {
  if (input.causeCode === '0204' && input.transport === 'road') return ROAD_COLLISION;
  return BY_CAUSE[input.causeCode] ?? [];
};

/** The expected documents in checklist order, each once, with why it is there. */
export function expectedClaimDocuments(input: ChecklistInput): ExpectedDocument[] {
  if (input.fastClaim) return FAST_CLAIM_DOCUMENTS.map((typeCode) => ({ typeCode, reason: 'fastClaim' }));
  const listed: ExpectedDocument[] = [];
  const add = (codes: readonly ClaimDocumentType[], reason: ChecklistReason) => {
    for (const typeCode of codes) {
      if (!listed.some((entry) => entry.typeCode === typeCode)) listed.push({ typeCode, reason });
    }
  };
  add(ALWAYS, 'always');
  if (input.transport !== undefined) add(BY_TRANSPORT[input.transport], 'transport');
  add(BY_LOSS_TYPE[input.lossType], 'lossType');
  add(causeDocuments(input), 'cause');
  return listed;
}

/** How the goods of a product travel, as the checklist reads it (the product's usual transport mode). */
export const checklistTransportOf = (productCode: string): ChecklistTransport | undefined =>
  findPricingProduct(productCode)?.defaultModes[0];

/** A document the insurer asked for, and when (ISO or any sortable time text). */
export interface DocumentRequestFact {
  readonly typeCode: string;
  readonly note: string;
  readonly requestedAt: string;
}

/** An uploaded document's type and when. */
export interface UploadFact {
  readonly typeCode: string;
  readonly uploadedAt: string;
}

export interface ChecklistLine {
  readonly typeCode: string;
  readonly reason: ChecklistReason | 'requested';
  readonly requestedByInsurer: boolean;
  readonly note: string;
  readonly uploaded: boolean;
}

/**
 * The checklist of a claim: the expected documents, then those the insurer asked for (its note kept). An
 * expected document counts as there once uploaded; a requested one once uploaded after the latest request of its
 * type (the adjuster asked for a better copy). `missing` counts the lines not there.
 */
export function claimChecklist(
  expected: readonly ExpectedDocument[],
  requests: readonly DocumentRequestFact[],
  uploads: readonly UploadFact[],
): { lines: ChecklistLine[]; missing: number } {
  const uploadOf = (typeCode: string) => uploads.find((upload) => upload.typeCode === typeCode);
  const latestRequest = (typeCode: string) =>
    requests
      .filter((request) => request.typeCode === typeCode)
      .reduce<DocumentRequestFact | undefined>(
        (latest, request) =>
          latest === undefined || request.requestedAt > latest.requestedAt ? request : latest,
        undefined,
      );
  const lineOf = (typeCode: string, reason: ChecklistLine['reason']): ChecklistLine => {
    const request = latestRequest(typeCode);
    const upload = uploadOf(typeCode);
    const uploaded =
      upload !== undefined && (request === undefined || upload.uploadedAt >= request.requestedAt);
    return {
      typeCode,
      reason,
      requestedByInsurer: request !== undefined,
      note: request?.note ?? '',
      uploaded,
    };
  };
  const lines = expected.map((entry) => lineOf(entry.typeCode, entry.reason));
  for (const request of requests) {
    if (!lines.some((line) => line.typeCode === request.typeCode))
      lines.push(lineOf(request.typeCode, 'requested'));
  }
  return { lines, missing: lines.filter((line) => !line.uploaded).length };
}
