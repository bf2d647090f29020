import {
  ACCIDENT_CAUSES,
  amountLabel,
  type ClaimReport,
  type Language,
  labelOf,
  todayInChina,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { renderPdf } from '../../platform/pdf.ts';
import { callerLanguage, inLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { findOptionLabel, portNameOf } from '../basedata/basedata.service.ts';
import { type CarrierNoticeFacts, drawCarrierNotice } from './carrier-notice-letter.ts';
import { lossTypeName, reportOf } from './claim.mapper.ts';
import { type ClaimRow, findClaimOfAccount } from './claim.repository.ts';
import { subjectOf } from './claim.subject.ts';
import { findGoodsLines } from './claim-document.repository.ts';
import { claimNotFound } from './claim-enquiry.service.ts';

/**
 * The notice of claim to the carrier (document 34; docs/business-rules.md "Claim documents"): a letter built
 * from the claim's facts that holds the carrier liable and reserves the insured's rights, for the customer to
 * sign, send within 3 days and upload as document 34. Generated on each request, never stored.
 */

/** Thousandths of a unit as the customer typed them: 12500 → "12.5". */
const quantityText = (thousandths: number) => {
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
};

/** Where the loss happened, in the reader's language: region names (or codes), then the detail typed. */
const placeOf = async (app: FastifyInstance, report: Partial<ClaimReport>) => {
  const named = async (
    list: 'province' | 'city' | 'district' | 'continent' | 'portCountry',
    code?: string,
  ) => (code ? ((await findOptionLabel(app, list, code)) ?? code) : '');
  const regions =
    report.locationType === 'overseas'
      ? [await named('continent', report.continentCode), await named('portCountry', report.countryCode)]
      : [
          await named('province', report.provinceCode),
          await named('city', report.cityCode),
          await named('district', report.districtCode),
        ];
  return [...regions, report.locationDetail ?? ''].filter((part) => part !== '').join(' ');
};

/** The facts the letter states, rendered in the caller's language. */
const noticeFactsOf = async (app: FastifyInstance, claim: ClaimRow): Promise<CarrierNoticeFacts> => {
  const subject = subjectOf(claim);
  const report: Partial<ClaimReport> = reportOf(claim);
  const language = callerLanguage();
  const goods = await findGoodsLines(app.db, claim.id);
  const causeCode = report.causeLevel2 || report.causeLevel1 || '';
  return {
    reportNo: claim.reportNo,
    insuredName: subject.insuredName,
    carrierName: report.carrierName ?? '',
    policyNo: claim.policyNo,
    openPolicyNo: subject.openPolicyNo,
    conveyance: subject.conveyance,
    billOfLadingNo: subject.billOfLadingNo,
    loadingPort: await portNameOf(app, subject.loadingPort),
    dischargePort: await portNameOf(app, subject.dischargePort),
    incidentTime: claim.incidentTime,
    incidentPlace: await placeOf(app, report),
    lossTypeName: lossTypeName(claim.lossType),
    causeName: causeCode === '' ? '' : labelOf(ACCIDENT_CAUSES, causeCode, language),
    description: report.description ?? '',
    estimatedLoss: amountLabel(claim.estimatedLoss, claim.estimatedCurrency),
    goods: goods.map((line) => ({
      name: line.goodsName,
      quantity: [quantityText(line.quantity), line.unit].filter((part) => part !== '').join(' '),
      claimedLoss: amountLabel(line.claimedLoss, claim.estimatedCurrency),
    })),
    date: todayInChina(),
  };
};

export interface CarrierNoticeFile {
  fileName: string;
  /** Printable ASCII, for clients that cannot read the UTF-8 name. */
  fallbackName: string;
  content: Buffer;
}

/**
 * GET carrierNotice: the letter for a claim of the account as a PDF, in `letterLanguage` (the caller's when
 * not given); another account's claim is "not found".
 */
export const carrierNoticePdf = async (
  app: FastifyInstance,
  session: Session,
  query: { reportNo: string; language?: Language },
): Promise<CarrierNoticeFile> => {
  const claim = await findClaimOfAccount(app, session.accountId, query.reportNo);
  if (claim === undefined) throw claimNotFound();
  return inLanguage(query.language ?? callerLanguage(), async () => {
    const facts = await noticeFactsOf(app, claim);
    const title = translate(callerLanguage(), 'claim.notice.title');
    const content = await renderPdf({ title }, (doc) => drawCarrierNotice(doc, facts));
    return {
      fileName: translate(callerLanguage(), 'claim.notice.fileName', { reportNo: claim.reportNo }),
      fallbackName: `notice-of-claim-${claim.reportNo}.pdf`,
      content,
    };
  });
};
