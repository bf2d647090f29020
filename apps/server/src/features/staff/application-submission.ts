import {
  amountTextLabel,
  isMessageKey,
  SPECIAL_AGREEMENT_TYPES,
  specialAgreementTextKey,
  translate,
  ZApplicantSection,
  ZApplicationForm,
  ZBasicSection,
  ZGoodsSection,
  ZInsuranceSection,
  ZInsuredSection,
  ZInvoiceSection,
  ZOtherSection,
  ZRiderInput,
  ZTransportSection,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import { nameOfCode } from '../basedata/code-names.service.ts';
import { describeFiles } from '../file/file.service.ts';

/**
 * The customer's submitted application as the underwriter reads it: every filled field in the form's
 * order (the stored JSON keeps no order), labelled and with codes by their names in the caller's language,
 * amounts grouped in the policy currency, attachments by their document type and file name.
 */

export interface SubmissionField {
  label: string;
  value: string;
}

/** Wire names are unique across the form's sections, so one rank orders the keys of every level. */
const FIELD_RANK: ReadonlyMap<string, number> = new Map(
  [
    ZApplicationForm,
    ZBasicSection,
    ZApplicantSection,
    ZInsuredSection,
    ZInvoiceSection,
    ZGoodsSection,
    ZTransportSection,
    ZInsuranceSection,
    ZRiderInput,
    ZOtherSection,
  ]
    .flatMap((schema) => Object.keys(schema.shape))
    .map((key, index) => [key, index]),
);
const rankOf = (key: string) => FIELD_RANK.get(key) ?? Number.MAX_SAFE_INTEGER;

const labelOfPath = (path: readonly string[]): string =>
  path
    .map((segment) => {
      const key = `field.${segment}`;
      if (isMessageKey(key)) return translate(callerLanguage(), key);
      return /^\d+$/.test(segment) ? `#${Number(segment) + 1}` : segment;
    })
    .join(' / ');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A special agreement as its text: a fixed one's, a semi-fixed one's with its blank filled, or the free text. */
const agreementText = (agreement: unknown): string => {
  if (!isRecord(agreement)) return '';
  const { agreementType: type, agreementCode: code, agreementText: text } = agreement;
  const filled = typeof text === 'string' ? text : '';
  const isTemplate = SPECIAL_AGREEMENT_TYPES.some((known) => known === type && known !== 'free');
  if (!isTemplate || typeof code !== 'string') return filled;
  return translate(callerLanguage(), specialAgreementTextKey(code), { value: filled });
};

/** The form's amount fields, all in the insurance section's currency. */
const AMOUNT_FIELDS: ReadonlySet<string> = new Set([
  'invoiceAmount',
  'insuredAmount',
  'premium',
  'riderSumInsured',
]);

const currencyOf = (form: unknown): string => {
  const insurance = isRecord(form) ? form.insurance : undefined;
  return isRecord(insurance) && typeof insurance.currencyCode === 'string' ? insurance.currencyCode : '';
};

const leafText = async (app: FastifyInstance, field: string, value: unknown, currency: string) => {
  if (typeof value === 'boolean')
    return translate(callerLanguage(), value ? 'insuringWeb.common.yes' : 'insuringWeb.common.no');
  if (AMOUNT_FIELDS.has(field) && currency !== '') return amountTextLabel(String(value), currency);
  return nameOfCode(app, field, String(value));
};

/** The attached files as "document type: file name", read from the account's files (an id it lacks is left out). */
const attachmentFields = async (
  app: FastifyInstance,
  accountId: number,
  ids: unknown,
): Promise<SubmissionField[]> => {
  const wanted = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  const files = await describeFiles(app, accountId, wanted);
  return files.map((file, index) => ({
    label: labelOfPath(['attachments', String(index)]),
    value: file.documentTypeName === '' ? file.fileName : `${file.documentTypeName}: ${file.fileName}`,
  }));
};

/** Every filled leaf of the account's submitted form as "label: value", in the form's order. */
export const applicationSubmission = async (
  app: FastifyInstance,
  accountId: number,
  form: unknown,
): Promise<SubmissionField[]> => {
  const fields: SubmissionField[] = [];
  const currency = currencyOf(form);
  const walk = async (value: unknown, path: string[]): Promise<void> => {
    if (value === null || value === undefined || value === '') return;
    if (path.length === 1 && path[0] === 'attachments') {
      fields.push(...(await attachmentFields(app, accountId, value)));
      return;
    }
    if (path.length === 2 && path[0] === 'specialAgreements') {
      const text = agreementText(value);
      if (text !== '') fields.push({ label: labelOfPath(path), value: text });
      return;
    }
    if (isRecord(value)) {
      const entries = Array.isArray(value)
        ? value.map((item, index) => [String(index), item] as const)
        : Object.entries(value).sort(([a], [b]) => rankOf(a) - rankOf(b));
      for (const [key, item] of entries) await walk(item, [...path, key]);
      return;
    }
    const leaf = await leafText(app, path.at(-1) ?? '', value, currency);
    fields.push({ label: labelOfPath(path), value: leaf });
  };
  await walk(form, []);
  return fields;
};
