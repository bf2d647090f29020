import {
  amountInWords,
  amountLabel,
  findMainClause,
  findRider,
  findSpecialAgreement,
  specialAgreementTextKey,
  translate,
} from '@cargo/domain';
import { callerLanguage } from '../../platform/request-language.ts';
import type { PolicyDocumentFacts } from '../policy/policy.service.ts';
import type { PrintedRow } from './document-layout.ts';

/** What a policy and a certificate print alike, in the caller's (print) language. */
export const say = (key: string, params: Record<string, string | number> = {}) =>
  translate(callerLanguage(), key, params);

export const clauseText = (code: string) => {
  const clause = findMainClause(code) ?? findRider(code);
  if (clause === undefined) return code;
  return callerLanguage() === 'zh-CN' ? clause.zh : clause.en;
};

/** A form field that may be absent, as printed. */
export const textOf = (value: string | null | undefined) => value ?? '';

export const voyageText = (from?: string | null, via?: string | null, to?: string | null) =>
  textOf(via).trim() === ''
    ? say('document.voyage', { from: textOf(from), to: textOf(to) })
    : say('document.voyageVia', { from: textOf(from), via: textOf(via), to: textOf(to) });

export const agreementsText = (facts: Pick<PolicyDocumentFacts, 'form'>) => {
  const lines = (facts.form.specialAgreements ?? []).map((agreement) => {
    const written = textOf(agreement.agreementText);
    if (written.trim() !== '') return written;
    return findSpecialAgreement(agreement.agreementCode)
      ? say(specialAgreementTextKey(textOf(agreement.agreementCode)))
      : textOf(agreement.agreementCode);
  });
  return lines.length === 0
    ? say('document.none')
    : lines.map((line, index) => `${index + 1}. ${line}`).join('\n');
};

export const deductibleText = (facts: Pick<PolicyDocumentFacts, 'quote'>) => {
  const deductible = facts.quote?.deductible;
  return deductible ? say(deductible.textKey, { ...deductible.params }) : say('document.asPerPolicy');
};

/** The shipment as the form holds it: goods, marks, invoice, bill of lading, conveyance and voyage. */
export const shipmentRows = ({ goods, transport }: PolicyDocumentFacts['form']): PrintedRow[] => [
  [say('document.label.goods'), [goods.cargoName, goods.goodsDescription].filter(Boolean).join('\n')],
  [say('document.label.marks'), textOf(goods.marks)],
  [say('document.label.invoiceNo'), textOf(transport.invoiceNo)],
  [say('document.label.blNo'), textOf(transport.blNo)],
  [say('document.label.conveyance'), textOf(transport.conveyanceName)],
  [
    say('document.label.voyage'),
    voyageText(transport.departurePort, transport.transitPort, transport.destinationPort),
  ],
];

/** The main clause and the riders, as printed. */
export const clauseRows = ({ insurance }: PolicyDocumentFacts['form']): PrintedRow[] => {
  const riders = (insurance.riders ?? []).map((rider) => clauseText(textOf(rider.riderCode)));
  return [
    [say('document.label.conditions'), clauseText(textOf(insurance.mainClause))],
    [say('document.label.riders'), riders.length === 0 ? say('document.none') : riders.join('\n')],
  ];
};

/** The rows of a policy's printed copy, its current version. */
export const policyRows = (
  facts: PolicyDocumentFacts,
  issuedOn: string,
  /** The sailing date as printed (default: as entered, YYYY-MM-DD). */
  sailingDate?: string,
): PrintedRow[] => {
  const { policy, form } = facts;
  const { transport, insurance } = form;
  const currency = policy.currencyCode;
  return [
    [say('document.label.applicant'), policy.applicantName],
    [say('document.label.insured'), policy.insuredName],
    ...shipmentRows(form),
    [say('document.label.sailingDate'), sailingDate ?? textOf(transport.departureDate)],
    [say('document.label.period'), `${policy.insuranceBeginDate} — ${policy.insuranceEndDate}`],
    [say('document.label.sumInsured'), amountLabel(policy.insuredAmount, currency)],
    [say('document.label.sumInsuredWords'), amountInWords(policy.insuredAmount, currency, callerLanguage())],
    [say('document.label.premium'), amountLabel(policy.premium, currency)],
    ...clauseRows(form),
    [say('document.label.deductible'), deductibleText(facts)],
    [say('document.label.specialAgreements'), agreementsText(facts)],
    [say('document.label.surveyAgent'), textOf(transport.surveyAgent)],
    [say('document.label.claimPayableAt'), textOf(insurance.claimPayableAt)],
    [say('document.label.issuing'), `${say('document.issuingPlace')} ${issuedOn}`],
  ];
};
