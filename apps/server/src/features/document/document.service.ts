import {
  type CertificatePdfQuery,
  chinaDateTime,
  DECLARATION_STATUS,
  type DocumentStatus,
  ERROR_CODES,
  type PolicyPdfQuery,
} from '@cargo/domain';
import { VERIFY_PAGE_PATH } from '@cargo/domain/api/document';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../platform/errors.ts';
import { renderPdf } from '../../platform/pdf.ts';
import { callerLanguage, inLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { findCertificateDocumentOfAccount } from '../declaration/declaration-certificate.service.ts';
import { findPolicyDocumentOfAccount } from '../policy/policy.service.ts';
import { certificateRows } from './certificate-document.ts';
import { type DocumentVersion, findOrInsertVerification } from './document.repository.ts';
import { drawPrintedDocument, type PrintedDocument, type PrintedRow } from './document-layout.ts';
import { policyRows, say } from './policy-document.ts';
import { verificationUrl } from './qr-code.ts';
import { newShortCode, newVerificationToken } from './verification-code.ts';

/**
 * The policy and certificate PDFs (SPEC §7 cargoPolicy, cargoPolicyPrint; docs/business-rules.md "Printed
 * documents"): rendered on each request in the print language, each version carrying its verification codes.
 */

export interface PrintedFile {
  fileName: string;
  fallbackName: string;
  content: Buffer;
}

/** Policy statuses that end a policy: 05 surrendered, 99 cancelled. */
const ENDED_POLICY_STATUSES = new Set(['05', '99']);

export const policyDocumentStatus = (
  policyStatus: string | null,
  endorsementNo: string | null,
): DocumentStatus => {
  if (policyStatus !== null && ENDED_POLICY_STATUSES.has(policyStatus)) return 'cancelled';
  return endorsementNo === null ? 'issued' : 'corrected';
};

const render = async (
  app: FastifyInstance,
  origin: string,
  version: DocumentVersion,
  content: Omit<PrintedDocument, 'verification' | 'insurerName'>,
) => {
  const codes = await findOrInsertVerification(app.db, version, {
    token: newVerificationToken(),
    shortCode: newShortCode(),
  });
  const url = verificationUrl(origin, codes.token, VERIFY_PAGE_PATH);
  const caption = say('document.verifyCaption', {
    url: verificationUrl(origin, '', VERIFY_PAGE_PATH),
    code: codes.shortCode,
  });
  return renderPdf({ title: content.title }, (doc) =>
    drawPrintedDocument(doc, {
      ...content,
      insurerName: say('document.insurerName'),
      verification: { url, caption },
    }),
  );
};

/** GET cargoPolicy: the current version of a policy of the account; another account's is not found. */
export const policyPdf = async (
  app: FastifyInstance,
  session: Session,
  query: PolicyPdfQuery,
  origin: string,
): Promise<PrintedFile> => {
  const facts = await findPolicyDocumentOfAccount(app, session.accountId, query.policyNo);
  if (facts === undefined) throw notFound();
  const { policy } = facts;
  return inLanguage(query.language ?? callerLanguage(), async () => {
    const numbers: PrintedRow[] = [[say('document.label.policyNo'), policy.policyNo]];
    if (policy.endorsementNo !== null)
      numbers.push([say('document.label.endorsementNo'), policy.endorsementNo]);
    const version = {
      accountId: policy.accountId,
      kind: 'policy' as const,
      documentNo: policy.policyNo,
      version: policy.revision,
      endorsementNo: policy.endorsementNo,
    };
    const title = say('document.policy.title');
    // The China day the policy was issued on (the issuing date printed on it).
    const issuedOn = chinaDateTime(policy.issuedAt).slice(0, 10);
    const content = await render(app, origin, version, { title, numbers, rows: policyRows(facts, issuedOn) });
    return {
      fileName: say('document.policy.fileName', { policyNo: policy.policyNo }),
      fallbackName: `policy-${policy.policyNo}.pdf`,
      content,
    };
  });
};

/** GET cargoPolicyPrint: the certificate of a declared declaration of the account. */
export const certificatePdf = async (
  app: FastifyInstance,
  session: Session,
  query: CertificatePdfQuery,
  origin: string,
): Promise<PrintedFile> => {
  const facts = await findCertificateDocumentOfAccount(app, session, query.declarationNo);
  const { detail } = facts;
  if (detail.status !== DECLARATION_STATUS.declared || detail.certificateNo === null) {
    throw new AppError(ERROR_CODES.badRequest, 'declaration.error.notDeclared');
  }
  const certificateNo = detail.certificateNo;
  return inLanguage(query.language ?? callerLanguage(), async () => {
    const numbers: PrintedRow[] = [
      [say('document.label.certificateNo'), certificateNo],
      [say('document.label.openPolicyNo'), facts.openPolicyNo],
    ];
    const version = {
      accountId: session.accountId,
      kind: 'certificate' as const,
      documentNo: detail.declarationNo,
      version: 0,
      endorsementNo: null,
    };
    const title = say('document.certificate.title');
    const content = await render(app, origin, version, { title, numbers, rows: certificateRows(facts) });
    return {
      fileName: say('document.certificate.fileName', { certificateNo }),
      fallbackName: `certificate-${certificateNo}.pdf`,
      content,
    };
  });
};
