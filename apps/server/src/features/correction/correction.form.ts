import {
  type ApplicationForm,
  amountText,
  CORRECTABLE_FIELDS,
  fullApplicationSchema,
  isBlank,
  isMessageKey,
  type ParsedCorrectionChanges,
  parseAmountIn,
} from '@cargo/domain';
import type { StoredCorrectionChange } from '../../db/schema/index.ts';
import type { FieldIssue } from '../../platform/errors.ts';

/**
 * A whole-policy correction (90001) on the policy's form: which fields it may change, merging the
 * customer's wishes into the current form, what changed, and the submit rules on the result.
 */

type Section = keyof ParsedCorrectionChanges;
type Rider = NonNullable<ParsedCorrectionChanges['insurance']['riders']>[number];

const SECTIONS = Object.keys(CORRECTABLE_FIELDS) as Section[];

type FieldValues = Record<string, unknown>;
const fieldsOf = (section: Section): readonly string[] => CORRECTABLE_FIELDS[section];
const sectionOf = (form: ApplicationForm | ParsedCorrectionChanges, section: Section) =>
  form[section] as FieldValues;

/** The correctable fields of a form as they stand. */
export const correctableFieldsOf = (form: ApplicationForm): ParsedCorrectionChanges => {
  const pick = (section: Section) =>
    Object.fromEntries(fieldsOf(section).map((field) => [field, sectionOf(form, section)[field] ?? null]));
  return {
    goods: pick('goods'),
    transport: pick('transport'),
    insurance: pick('insurance'),
  } as ParsedCorrectionChanges;
};

/** The form with the customer's values; a field left out (undefined) keeps its current value. */
export const mergeChanges = (form: ApplicationForm, changes: ParsedCorrectionChanges): ApplicationForm => {
  const merged = (section: Section) => {
    const wanted = Object.entries(sectionOf(changes, section)).filter(
      ([field, value]) => fieldsOf(section).includes(field) && value !== undefined,
    );
    return { ...sectionOf(form, section), ...Object.fromEntries(wanted) };
  };
  return {
    ...form,
    goods: merged('goods') as ApplicationForm['goods'],
    transport: merged('transport') as ApplicationForm['transport'],
    insurance: merged('insurance') as ApplicationForm['insurance'],
  };
};

/** Riders as stored in a change: 'WAR,STRIKES:5000.00' (sorted, the sum insured when one is given). */
const ridersText = (riders: readonly Rider[] | null | undefined, currencyCode: string) =>
  [...(riders ?? [])]
    .map((rider) => {
      const sum = isBlank(rider.riderSumInsured)
        ? ''
        : `:${amountSpelling(rider.riderSumInsured, currencyCode)}`;
      return `${rider.riderCode}${sum}`;
    })
    .sort()
    .join(',');

/** A typed amount in the currency's one spelling ('5000' → '5000.00'); other text as it is. */
const amountSpelling = (value: string, currencyCode: string) => {
  const parsed = parseAmountIn(value, currencyCode);
  return parsed.ok ? amountText(parsed.value, currencyCode) : value;
};

/** A field's value as compared and stored: blank is '', amounts and percents in one spelling. */
const valueText = (field: string, value: unknown, currencyCode: string): string => {
  if (field === 'riders') return ridersText(value as Rider[] | null | undefined, currencyCode);
  if (isBlank(value)) return '';
  const text = String(value).trim();
  if (field === 'invoiceAmount') return amountSpelling(text, currencyCode);
  if (field === 'additionPercent' && /^\d+(\.\d+)?$/.test(text)) return String(Number(text));
  return text;
};

/** One entry per correctable field whose value differs between the two forms. */
export const diffForms = (before: ApplicationForm, after: ApplicationForm): StoredCorrectionChange[] => {
  const currencyCode = before.insurance.currencyCode ?? '';
  return SECTIONS.flatMap((section) =>
    fieldsOf(section).flatMap((field) => {
      const old = valueText(field, sectionOf(before, section)[field], currencyCode);
      const wanted = valueText(field, sectionOf(after, section)[field], currencyCode);
      return old === wanted ? [] : [{ section, field, before: old, after: wanted }];
    }),
  );
};

const isCorrectable = (path: readonly PropertyKey[]) => {
  const [section, field] = path;
  return (
    SECTIONS.includes(section as Section) &&
    typeof field === 'string' &&
    fieldsOf(section as Section).includes(field)
  );
};

/**
 * Where a problem of the corrected form is shown: under `changes` for a correctable field; on the policy
 * otherwise (a field the customer cannot change here).
 */
export const requestPathOf = (formPath: readonly PropertyKey[]): (string | number)[] =>
  isCorrectable(formPath)
    ? ['changes', ...formPath.map((segment) => (typeof segment === 'number' ? segment : String(segment)))]
    : ['policyId'];

/**
 * The submit rules of an application (ZApplication) on the corrected form. The period is the policy's
 * and was judged when it was issued, so the anti-dating rule is applied as of its start date.
 */
export const checkCorrectedForm = (
  form: ApplicationForm,
  period: { insuranceBeginDate: string; insuranceEndDate: string },
  pathOf: (formPath: readonly PropertyKey[]) => (string | number)[] = requestPathOf,
): { ok: true; form: ApplicationForm } | { ok: false; issues: FieldIssue[] } => {
  const parsed = fullApplicationSchema(() => period.insuranceBeginDate).safeParse(form);
  const issues: FieldIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: pathOf(issue.path),
        messageKey: isMessageKey(issue.message) ? issue.message : 'error.fieldInvalid',
      }));
  const departure = form.transport.departureDate;
  if (!isBlank(departure) && (departure < period.insuranceBeginDate || departure > period.insuranceEndDate)) {
    issues.push({
      path: ['changes', 'transport', 'departureDate'],
      messageKey: 'correction.error.departureOutsidePeriod',
    });
  }
  return parsed.success && issues.length === 0 ? { ok: true, form: parsed.data } : { ok: false, issues };
};
