import {
  chinaDateTime,
  DECLARATION_STATUS,
  type DocumentStatus,
  ERROR_CODES,
  type PrintRequest,
  printTypeOf,
} from '@cargo/domain';
import { VERIFY_PAGE_PATH } from '@cargo/domain/api/document';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../platform/errors.ts';
import { renderPdf } from '../../platform/pdf.ts';
import { inLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { findCertificateDocumentOfAccount } from '../declaration/declaration-certificate.service.ts';
import { findPolicyDocumentOfAccount, type PolicyDocumentFacts } from '../policy/policy.service.ts';
import { certificateRows } from './certificate-document.ts';
import { type DocumentVersion, findOrInsertVerification } from './document.repository.ts';
import { drawPrintedDocument, type PrintedDocument, type PrintedRow } from './document-layout.ts';
import { policyRows, say } from './policy-document.ts';
import { type ResolvedPrintOptions, resolvePrintOptions } from './print-options.ts';
import { qrMatrixOf, verificationUrl } from './qr-code.ts';
import { newShortCode, newVerificationToken } from './verification-code.ts';

/**
 * Printed documents (SPEC §7 "Documents"; docs/business-rules.md "Printed documents"): each print is first
 * prepared inside the request (the account's document found, else "not found"; the options resolved; the
 * file name in the print language), then rendered, at once for a download or later by a dispatched job.
 */

export interface PrintedFile {
  fileName: string;
  fallbackName: string;
  content: Buffer;
}

/** A print ready to render: what it is, its file names, and how to write its PDF. */
export interface PreparedPrint {
  productCode: string;
  printType: string;
  fileName: string;
  fallbackName: string;
  render: () => Promise<Buffer>;
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

type Content = Omit<PrintedDocument, 'verification' | 'insurerName'>;

/** Writes a document in the current (print) language; a version given gets its QR and short code. */
export const renderDocument = async (
  app: FastifyInstance,
  origin: string,
  version: DocumentVersion | null,
  content: Content,
) => {
  let verification: PrintedDocument['verification'];
  if (version !== null) {
    const codes = await findOrInsertVerification(app.db, version, {
      token: newVerificationToken(),
      shortCode: newShortCode(),
    });
    const url = verificationUrl(origin, codes.token, VERIFY_PAGE_PATH);
    verification = {
      url,
      qr: await qrMatrixOf(url),
      caption: say('document.verifyCaption', {
        url: verificationUrl(origin, '', VERIFY_PAGE_PATH),
        code: codes.shortCode,
      }),
    };
  }
  return renderPdf({ title: content.title }, (doc) =>
    drawPrintedDocument(doc, { ...content, insurerName: say('document.insurerName'), verification }),
  );
};

/** Every printed document's preparation: found for the account (else "not found") and ready to render. */
export type PrintPreparer = (
  app: FastifyInstance,
  session: Session,
  request: PrintRequest,
  origin: string,
) => Promise<PreparedPrint>;

/** A prepared print whose file names and content are written in the print language. */
export const preparedIn = (
  options: ResolvedPrintOptions,
  facts: { productCode: string; fileName: () => string; fallbackName: string },
  render: () => Promise<Buffer>,
): PreparedPrint => ({
  productCode: facts.productCode,
  printType: printTypeOf(facts.productCode),
  fileName: inLanguage(options.language, facts.fileName),
  fallbackName: facts.fallbackName,
  render: () => inLanguage(options.language, render),
});

/** The China day a policy was issued on (the issuing date printed on it). */
export const issuedDayOf = (facts: PolicyDocumentFacts) => chinaDateTime(facts.policy.issuedAt).slice(0, 10);

/** The policy's current version as a verifiable version. */
export const currentVersionOf = ({ policy }: PolicyDocumentFacts): DocumentVersion => ({
  accountId: policy.accountId,
  kind: 'policy',
  documentNo: policy.policyNo,
  version: policy.revision,
  endorsementNo: policy.endorsementNo,
});

/** A policy of the account, else "not found". */
export const requirePolicyDocument = async (app: FastifyInstance, session: Session, policyNo: string) => {
  const facts = await findPolicyDocumentOfAccount(app, session.accountId, policyNo);
  if (facts === undefined) throw notFound();
  return facts;
};

/** The numbers at the head of a policy: its number, and its endorsement's once it was corrected. */
export const policyNumbers = ({ policy }: PolicyDocumentFacts): PrintedRow[] => [
  [say('document.label.policyNo'), policy.policyNo],
  ...(policy.endorsementNo === null
    ? []
    : [[say('document.label.endorsementNo'), policy.endorsementNo] as const]),
];

/** A policy's print in the print language: `fileNameKey` names it, `policy-<number><suffix>.pdf` in ASCII. */
export const preparedPolicyIn = (
  options: ResolvedPrintOptions,
  { policy }: PolicyDocumentFacts,
  names: { fileNameKey: string; fallbackSuffix: string },
  render: () => Promise<Buffer>,
) =>
  preparedIn(
    options,
    {
      productCode: policy.productCode,
      fileName: () => say(names.fileNameKey, { policyNo: policy.policyNo }),
      fallbackName: `policy-${policy.policyNo}${names.fallbackSuffix}.pdf`,
    },
    render,
  );

/** cargoPolicy: the current version of a policy of the account. */
export const preparePolicy: PrintPreparer = async (app, session, request, origin) => {
  const facts = await requirePolicyDocument(app, session, request.documentNo);
  const options = resolvePrintOptions(request);
  return preparedPolicyIn(
    options,
    facts,
    { fileNameKey: 'document.policy.fileName', fallbackSuffix: '' },
    async () =>
      renderDocument(app, origin, currentVersionOf(facts), {
        title: say('document.policy.title'),
        numbers: policyNumbers(facts),
        rows: await policyRows(app, facts, issuedDayOf(facts)),
      }),
  );
};

/** cargoPolicyPrint: the certificate of a declared declaration of the account. */
export const prepareCertificate: PrintPreparer = async (app, session, request, origin) => {
  const facts = await findCertificateDocumentOfAccount(app, session, request.documentNo);
  const { detail } = facts;
  if (detail.status !== DECLARATION_STATUS.declared || detail.certificateNo === null) {
    throw new AppError(ERROR_CODES.badRequest, 'declaration.error.notDeclared');
  }
  const certificateNo = detail.certificateNo;
  // The declaration's own paper, seal and date format unless the print asks for others.
  const options = resolvePrintOptions(request, detail);
  const version = {
    accountId: session.accountId,
    kind: 'certificate' as const,
    documentNo: detail.declarationNo,
    version: 0,
    endorsementNo: null,
  };
  return preparedIn(
    options,
    {
      // Not a policy print: SPEC §9's polling is for policies, so a certificate always downloads directly.
      productCode: '',
      fileName: () => say('document.certificate.fileName', { certificateNo }),
      fallbackName: `certificate-${certificateNo}.pdf`,
    },
    async () =>
      renderDocument(app, origin, version, {
        title: say('document.certificate.title'),
        numbers: [
          [say('document.label.certificateNo'), certificateNo],
          [say('document.label.openPolicyNo'), facts.openPolicyNo],
        ],
        rows: await certificateRows(app, facts, options),
      }),
  );
};
