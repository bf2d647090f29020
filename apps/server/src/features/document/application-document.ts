import {
  type ApplicationForm,
  amountInWords,
  amountLabel,
  amountTextLabel,
  labelOf,
  PRODUCTS,
  type Quote,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import type { PrintedRow } from './document-layout.ts';
import { agreementsText, clauseRows, deductibleText, say, shipmentRows, textOf } from './policy-document.ts';
import { paperSealText, printedDate, type ResolvedPrintOptions } from './print-options.ts';

/**
 * The rows of an application (cargoApplyPrint) and of a draft (tempAndApply): what the customer applied
 * for, as the form holds it, with the quote's amounts when the form was priced (a draft may not be).
 */

export interface ApplicationFacts {
  voucherNo: string;
  statusName: string;
  productCode: string;
  form: ApplicationForm;
  quote: Quote | null;
}

const partyText = (name?: string | null, address?: string | null, phone?: string | null) =>
  [textOf(name), textOf(address), textOf(phone)].filter((part) => part.trim() !== '').join('\n');

const amountRows = (form: ApplicationForm, quote: Quote | null): PrintedRow[] => {
  const { insurance } = form;
  const currency = quote?.currencyCode ?? textOf(insurance.currencyCode);
  const invoice = textOf(insurance.invoiceAmount);
  const rows: PrintedRow[] = [
    [say('document.label.invoiceAmount'), invoice === '' ? '' : amountTextLabel(invoice, currency)],
    [
      say('document.label.addition'),
      textOf(insurance.additionPercent) === '' ? '' : `${insurance.additionPercent}%`,
    ],
  ];
  if (quote === null) return rows;
  return [
    ...rows,
    [say('document.label.sumInsured'), amountLabel(quote.insuredAmount, quote.currencyCode)],
    [
      say('document.label.sumInsuredWords'),
      amountInWords(quote.insuredAmount, quote.currencyCode, callerLanguage()),
    ],
    [say('document.label.premium'), amountLabel(quote.premium, quote.currencyCode)],
  ];
};

const letterOfCreditText = (form: ApplicationForm) =>
  form.transport.letterOfCredit === '1' ? textOf(form.transport.creditNo) : say('document.none');

/** The rows of an application or draft in the print language. */
export const applicationRows = async (
  app: FastifyInstance,
  facts: ApplicationFacts,
  options: ResolvedPrintOptions,
): Promise<PrintedRow[]> => {
  const { form, quote } = facts;
  const { applicant, insured, transport, insurance, basic } = form;
  const period = [textOf(basic.insuranceBeginDate), textOf(basic.insuranceEndDate)].filter(Boolean);
  return [
    [say('document.label.applicationStatus'), facts.statusName],
    [say('document.label.product'), labelOf(PRODUCTS, facts.productCode, callerLanguage())],
    [
      say('document.label.applicant'),
      partyText(applicant.appliName, applicant.appliAddress, applicant.appliPhone),
    ],
    [
      say('document.label.insured'),
      partyText(insured.insuredName, insured.insuredAddress, insured.insuredPhone),
    ],
    ...(await shipmentRows(app, form)),
    [say('document.label.sailingDate'), printedDate(transport.departureDate, options)],
    [say('document.label.period'), period.join(' — ')],
    ...amountRows(form, quote),
    ...clauseRows(form),
    [say('document.label.deductible'), quote === null ? '' : deductibleText({ quote })],
    [say('document.label.specialAgreements'), agreementsText({ form })],
    [say('document.label.letterOfCredit'), letterOfCreditText(form)],
    [say('document.label.surveyAgent'), textOf(transport.surveyAgent)],
    [say('document.label.claimPayableAt'), textOf(insurance.claimPayableAt)],
    [say('document.label.paperSeal'), paperSealText(options)],
  ];
};
