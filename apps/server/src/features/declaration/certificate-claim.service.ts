import { addDays, type ClaimedCover } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { findDeclaredCertificate } from './certificate-claim.repository.ts';

/**
 * A certificate covers its shipment from the sailing date (the declaration date when none was given) for
 * 90 days: the voyage and the 60 days after discharge of the transit clause (docs/business-rules.md "Claims").
 */
export const CERTIFICATE_COVER_DAYS = 90;

/** What the claims feature reads of a declared certificate (through this service, never the table). */
export interface CertificateClaimFacts extends ClaimedCover {
  certificateNo: string;
  openPolicyNo: string;
  /** Minor units of `currencyCode`. */
  insuredAmount: number;
}

/** The declared certificate of the account with that number, or undefined. */
export const findCertificateClaimFacts = async (
  app: FastifyInstance,
  accountId: number,
  certificateNo: string,
): Promise<CertificateClaimFacts | undefined> => {
  const row = await findDeclaredCertificate(app.db, accountId, certificateNo);
  if (row === undefined) return undefined;
  const { declaration, policy } = row;
  const begin = declaration.sailingDate ?? declaration.declarationDate;
  return {
    certificateNo,
    openPolicyNo: policy.policyNo,
    productCode: policy.productCode,
    planCode: declaration.mainClause,
    insuredName: policy.insuredName,
    insuranceBeginDate: begin,
    insuranceEndDate: addDays(begin, CERTIFICATE_COVER_DAYS),
    currencyCode: declaration.currencyCode || policy.currencyCode,
    insuredAmount: declaration.insuredAmount ?? 0,
    conveyance: declaration.conveyance,
    billOfLadingNo: declaration.billOfLadingNo,
    loadingPort: declaration.loadingPort,
    dischargePort: declaration.dischargePort,
  };
};
