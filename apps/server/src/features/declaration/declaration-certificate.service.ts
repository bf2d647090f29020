import { DECLARATION_STATUS, ERROR_CODES, translate } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { clauseName, toDeclarationDetail } from './declaration.mappers.ts';
import { findDeclarationOfAnyAccount } from './declaration.repository.ts';
import { buildCertificateSheet } from './declaration.xlsx.ts';
import { requireDeclaration } from './declaration-enquiry.service.ts';

/**
 * GET /cargo/declaration/certificate/{declarationNo}: the certificate of a declared shipment as an xlsx
 * sheet. The printed PDF certificate comes with the document-printing issue.
 */
export const certificateFile = async (app: FastifyInstance, session: Session, declarationNo: string) => {
  const found = await requireDeclaration(app, session, declarationNo);
  if (found.declaration.status !== DECLARATION_STATUS.declared || !found.declaration.certificateNo) {
    throw new AppError(ERROR_CODES.badRequest, 'declaration.error.notDeclared');
  }
  const detail = toDeclarationDetail(found);
  const label = (key: string) => translate(callerLanguage(), key);
  const field = (name: string) => label(`field.${name}`);
  const money = (amount: string | null) => `${detail.currency} ${amount ?? ''}`;
  const lines: [string, string][] = [
    [field('certificateNo'), detail.certificateNo ?? ''],
    [field('policyNo'), detail.policyNo],
    [label('declaration.certificate.productName'), detail.productName],
    [label('declaration.certificate.insuredName'), detail.insuredName],
    [field('goodsDescription'), detail.goodsDescription],
    [field('marks'), detail.marks],
    [field('invoiceNo'), detail.invoiceNo],
    [field('billOfLadingNo'), detail.billOfLadingNo],
    [field('conveyance'), detail.conveyance],
    [field('loadingPort'), detail.loadingPort],
    [field('viaPort'), detail.viaPort],
    [field('dischargePort'), detail.dischargePort],
    [field('sailingDate'), detail.sailingDate ?? ''],
    [field('mainClause'), clauseName(detail.mainClause)],
    [field('riders'), detail.riders.map(clauseName).join(', ')],
    [field('invoiceAmount'), money(detail.invoiceAmount)],
    [field('additionPercent'), detail.additionPercent || ''],
    [label('declaration.certificate.insuredAmount'), money(detail.insuredAmount)],
    [label('declaration.certificate.premium'), money(detail.premium)],
    [field('surveyAgent'), detail.surveyAgent],
    [field('claimPayableAt'), detail.claimPayableAt],
    [field('letterOfCreditNo'), detail.letterOfCreditNo],
    [field('additionalInsurance'), detail.additionalInsurance],
    [field('otherInformation'), detail.otherInformation],
    [field('issuingDate'), detail.issuingDate ?? ''],
    [label('declaration.certificate.declarationDate'), detail.declarationDate],
  ];
  return {
    fileName: `certificate-${detail.certificateNo}.xlsx`,
    content: await buildCertificateSheet(label('declaration.certificate.title'), lines),
  };
};

// Used by printed documents (through this service, never through the table).

/** A declaration of the account, with every certificate field; another account's is not found. */
export const findCertificateDocumentOfAccount = async (
  app: FastifyInstance,
  session: Session,
  declarationNo: string,
) => {
  const found = await requireDeclaration(app, session, declarationNo);
  return {
    detail: toDeclarationDetail(found),
    openPolicyNo: found.policy.policyNo,
    insuredAmount: found.declaration.insuredAmount,
  };
};

/** A declaration of any account, for the public verification of its printed certificate. */
export const findCertificateDocumentForVerification = async (app: FastifyInstance, declarationNo: string) => {
  const found = await findDeclarationOfAnyAccount(app.db, declarationNo);
  return found === undefined
    ? undefined
    : {
        detail: toDeclarationDetail(found),
        openPolicyNo: found.policy.policyNo,
        insuredAmount: found.declaration.insuredAmount,
      };
};
