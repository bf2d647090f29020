import { amountInWords, amountLabel } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import type { findCertificateDocumentOfAccount } from '../declaration/declaration-certificate.service.ts';
import type { PrintedRow } from './document-layout.ts';
import { clauseText, sanctionsClauseRow, say, voyageText } from './policy-document.ts';
import { paperSealText, printedDate, type ResolvedPrintOptions } from './print-options.ts';

export type CertificateFacts = Awaited<ReturnType<typeof findCertificateDocumentOfAccount>>;

const orNone = (value: string) => (value.trim() === '' ? say('document.none') : value);

/** The rows of a declaration certificate (SPEC §4 "Declaration (certificate)"), in the print language. */
export const certificateRows = async (
  app: FastifyInstance,
  { detail, insuredAmount }: CertificateFacts,
  options: ResolvedPrintOptions,
): Promise<PrintedRow[]> => {
  const language = callerLanguage();
  const currency = detail.currencyCode;
  const amount = insuredAmount ?? 0;
  const riders = detail.riders.map(clauseText);
  const voyage = await voyageText(app, {
    from: detail.loadingPort,
    via: detail.viaPort,
    to: detail.dischargePort,
  });
  return [
    [say('document.label.insured'), detail.insuredName],
    [say('document.label.goods'), detail.goodsDescription],
    [say('document.label.quantity'), detail.marks],
    [say('document.label.invoiceNo'), detail.invoiceNo],
    [say('document.label.blNo'), detail.billOfLadingNo],
    [say('document.label.conveyance'), detail.conveyance],
    [say('document.label.voyage'), voyage],
    [say('document.label.sailingDate'), printedDate(detail.sailingDate, options)],
    [say('document.label.sumInsured'), amountLabel(amount, currency)],
    [say('document.label.sumInsuredWords'), amountInWords(amount, currency, language)],
    [
      say('document.label.conditions'),
      [clauseText(detail.mainClause), ...riders].filter((line) => line !== '').join('\n'),
    ],
    [say('document.label.deductible'), say('document.asPerPolicy')],
    [
      say('document.label.specialAgreements'),
      orNone([detail.additionalInsurance, detail.otherInformation].filter(Boolean).join('\n')),
    ],
    sanctionsClauseRow(),
    [say('document.label.surveyAgent'), detail.surveyAgent],
    [say('document.label.claimPayableAt'), detail.claimPayableAt],
    [say('document.label.letterOfCredit'), orNone(detail.letterOfCreditNo)],
    [
      say('document.label.issuing'),
      `${say('document.issuingPlace')} ${detail.issuingDate ?? detail.declarationDate}`,
    ],
    [say('document.label.paperSeal'), paperSealText(options)],
  ];
};
