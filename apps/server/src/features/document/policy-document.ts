import {
  type ApplicationForm,
  amountInWords,
  amountLabel,
  findGoodsCategory,
  findGoodsSubcategory,
  findMainClause,
  findRider,
  findSpecialAgreement,
  specialAgreementTextKey,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import { portNameOf } from '../basedata/basedata.service.ts';
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

/** The voyage by port names in the print language (a port code by its name, a typed name as typed). */
export const voyageText = async (
  app: FastifyInstance,
  ports: { from?: string | null; via?: string | null; to?: string | null },
) => {
  const [from, via, to] = await Promise.all(
    [ports.from, ports.via, ports.to].map((port) => portNameOf(app, port)),
  );
  return textOf(via).trim() === ''
    ? say('document.voyage', { from: textOf(from), to: textOf(to) })
    : say('document.voyageVia', { from: textOf(from), via: textOf(via), to: textOf(to) });
};

/** The voyage of an application form, by port names. */
export const formVoyageText = (app: FastifyInstance, { transport }: Pick<ApplicationForm, 'transport'>) =>
  voyageText(app, {
    from: transport.departurePort,
    via: transport.transitPort,
    to: transport.destinationPort,
  });

const HAN = /\p{Script=Han}/u;

/**
 * The goods as a document prints them (docs/business-rules.md "Documents speak names"): the goods category
 * by its name in the print language, then the goods name as typed unless an English document would print it
 * in Chinese (the category stands for it there) or it repeats the category, then the description as typed.
 */
export const goodsText = (
  goods: Pick<ApplicationForm['goods'], 'majorCategory' | 'subCategory' | 'cargoName' | 'goodsDescription'>,
) => {
  const language = callerLanguage();
  const category =
    findGoodsSubcategory(textOf(goods.majorCategory), textOf(goods.subCategory)) ??
    findGoodsCategory(textOf(goods.majorCategory));
  const categoryName = category === undefined ? '' : language === 'zh-CN' ? category.zh : category.en;
  const cargoName = textOf(goods.cargoName).trim();
  const namePrinted = cargoName !== categoryName && (language === 'zh-CN' || !HAN.test(cargoName));
  return [categoryName, namePrinted ? cargoName : '', textOf(goods.goodsDescription)]
    .filter((line) => line.trim() !== '')
    .join('\n');
};

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

/** The shipment as the form holds it, codes by their names: goods, marks, invoice, B/L, conveyance, voyage. */
export const shipmentRows = async (
  app: FastifyInstance,
  form: PolicyDocumentFacts['form'],
): Promise<PrintedRow[]> => {
  const { goods, transport } = form;
  return [
    [say('document.label.goods'), goodsText(goods)],
    [say('document.label.marks'), textOf(goods.marks)],
    [say('document.label.invoiceNo'), textOf(transport.invoiceNo)],
    [say('document.label.blNo'), textOf(transport.blNo)],
    [say('document.label.conveyance'), textOf(transport.conveyanceName)],
    [say('document.label.voyage'), await formVoyageText(app, form)],
  ];
};

/** The Joint Cargo Committee's sanctions clause (JC2010/014), on every policy and certificate (issue 46). */
export const sanctionsClauseRow = (): PrintedRow => [
  say('sanctions.clause.title'),
  say('sanctions.clause.text'),
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
export const policyRows = async (
  app: FastifyInstance,
  facts: PolicyDocumentFacts,
  issuedOn: string,
  /** The sailing date as printed (default: as entered, YYYY-MM-DD). */
  sailingDate?: string,
): Promise<PrintedRow[]> => {
  const { policy, form } = facts;
  const { transport, insurance } = form;
  const currency = policy.currencyCode;
  return [
    [say('document.label.applicant'), policy.applicantName],
    [say('document.label.insured'), policy.insuredName],
    ...(await shipmentRows(app, form)),
    [say('document.label.sailingDate'), sailingDate ?? textOf(transport.departureDate)],
    [say('document.label.period'), `${policy.insuranceBeginDate} — ${policy.insuranceEndDate}`],
    [say('document.label.sumInsured'), amountLabel(policy.insuredAmount, currency)],
    [say('document.label.sumInsuredWords'), amountInWords(policy.insuredAmount, currency, callerLanguage())],
    [say('document.label.premium'), amountLabel(policy.premium, currency)],
    ...clauseRows(form),
    [say('document.label.deductible'), deductibleText(facts)],
    [say('document.label.specialAgreements'), agreementsText(facts)],
    sanctionsClauseRow(),
    [say('document.label.surveyAgent'), textOf(transport.surveyAgent)],
    [say('document.label.claimPayableAt'), textOf(insurance.claimPayableAt)],
    [say('document.label.issuing'), `${say('document.issuingPlace')} ${issuedOn}`],
  ];
};
