import {
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

/**
 * The customer's submitted application as the underwriter reads it: every filled field in the form's
 * order (the stored JSON keeps no order), labelled and with codes by their names in the caller's language.
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
  if (!SPECIAL_AGREEMENT_TYPES.includes(type as never) || type === 'free' || typeof code !== 'string')
    return filled;
  return translate(callerLanguage(), specialAgreementTextKey(code), { value: filled });
};

const leafText = async (app: FastifyInstance, field: string, value: unknown): Promise<string> => {
  if (typeof value === 'boolean')
    return translate(callerLanguage(), value ? 'insuringWeb.common.yes' : 'insuringWeb.common.no');
  return nameOfCode(app, field, String(value));
};

/** Every filled leaf of the submitted form as "label: value", in the form's order. */
export const applicationSubmission = async (
  app: FastifyInstance,
  form: unknown,
): Promise<SubmissionField[]> => {
  const fields: SubmissionField[] = [];
  const walk = async (value: unknown, path: string[]): Promise<void> => {
    if (value === null || value === undefined || value === '') return;
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
    fields.push({ label: labelOfPath(path), value: await leafText(app, path.at(-1) ?? '', value) });
  };
  await walk(form, []);
  return fields;
};
