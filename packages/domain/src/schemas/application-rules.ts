import type { z } from 'zod';
import { todayInChina } from '../clock/business-clock.ts';
import { type ClientKind, GROUP_ID_TYPES, RESIDENT_ID_TYPE } from '../codes/id-type.ts';
import { findGoodsCategory, findGoodsSubcategory } from '../pricing/goods-categories.ts';
import { validateIdNumber, validateIdTypeForClient } from '../validation/client-id.ts';
import { deriveBirthdayAndSex } from '../validation/resident-id.ts';
import { isBlank } from '../validation/result.ts';
import { validateTextUnits } from '../validation/text-length.ts';
import {
  APPLICATION_LIMITS,
  type ApplicationForm,
  findSpecialAgreement,
  ZApplicationForm,
} from './application-form.ts';
import {
  type ApplicationFieldPath,
  applicationValueAt,
  DRAFT_REQUIRED_FIELDS,
  insuresShipment,
  requiredApplicationFields,
} from './application-required.ts';

/**
 * The rules on top of the application form (application-form.ts): `ZDraftApplication` (SPEC §5 draft
 * rule) and `ZApplication` (the full form, to submit), and the client facts derived from an ID number.
 */

type Ctx = z.RefinementCtx<ApplicationForm>;
const issue = (ctx: Ctx, path: PropertyKey[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });
const requireFilled = (ctx: Ctx, value: unknown, path: PropertyKey[]) => {
  if (isBlank(value)) issue(ctx, path, 'validation.required');
};

/** The client kind, or the one implied by the ID type when the kind is not chosen yet. */
export const clientKindOf = (
  kind: string | null | undefined,
  idType: string | null | undefined,
): ClientKind =>
  kind === 'group' || kind === 'personal'
    ? kind
    : GROUP_ID_TYPES.some((t) => t.code === idType)
      ? 'group'
      : 'personal';

const checkClient = (
  ctx: Ctx,
  section: 'applicant' | 'insured',
  fields: {
    kind: string | null | undefined;
    idType: string | null | undefined;
    idNo: string | null | undefined;
  },
  names: { idType: string; idNo: string },
) => {
  if (isBlank(fields.idType)) return;
  const kind = clientKindOf(fields.kind, fields.idType);
  const typeResult = validateIdTypeForClient(kind, fields.idType);
  if (typeResult !== true) return issue(ctx, [section, names.idType], typeResult);
  if (isBlank(fields.idNo)) return;
  const numberResult = validateIdNumber(fields.idType, fields.idNo);
  if (numberResult !== true) issue(ctx, [section, names.idNo], numberResult);
};

/** Rules for every saved form, draft or full: cross-field checks on what is filled in. */
const checkFilledIn = (form: ApplicationForm, ctx: Ctx) => {
  const { applicant, insured, goods, basic } = form;
  checkClient(
    ctx,
    'applicant',
    { kind: applicant.appliType, idType: applicant.appliIdType, idNo: applicant.appliIdNo },
    { idType: 'appliIdType', idNo: 'appliIdNo' },
  );
  checkClient(
    ctx,
    'insured',
    { kind: insured.insuredType, idType: insured.insuredIdType, idNo: insured.insuredIdNo },
    { idType: 'insuredIdType', idNo: 'insuredIdNo' },
  );
  if (!isBlank(goods.majorCategory) && findGoodsCategory(goods.majorCategory) === undefined) {
    issue(ctx, ['goods', 'majorCategory'], 'insuring.error.goodsCategoryUnknown');
  } else if (
    !isBlank(goods.majorCategory) &&
    !isBlank(goods.subCategory) &&
    findGoodsSubcategory(goods.majorCategory, goods.subCategory) === undefined
  ) {
    issue(ctx, ['goods', 'subCategory'], 'insuring.error.goodsCategoryUnknown');
  }
  if (
    !isBlank(basic.insuranceBeginDate) &&
    !isBlank(basic.insuranceEndDate) &&
    basic.insuranceEndDate < basic.insuranceBeginDate
  ) {
    issue(ctx, ['basic', 'insuranceEndDate'], 'pricing.error.periodOrder');
  }
  (form.specialAgreements ?? []).forEach((agreement, index) => {
    const path = ['specialAgreements', index];
    if (agreement.agreementType === 'free') {
      requireFilledText(ctx, agreement.agreementText, [...path, 'agreementText']);
      return;
    }
    const known = findSpecialAgreement(agreement.agreementCode);
    if (known === undefined || known.type !== agreement.agreementType) {
      issue(ctx, [...path, 'agreementCode'], 'insuring.error.agreementUnknown');
    } else if (known.type === 'semiFixed') {
      requireFilledText(ctx, agreement.agreementText, [...path, 'agreementText']);
      if (validateTextUnits(agreement.agreementText, APPLICATION_LIMITS.agreementValueUnits) !== true)
        issue(ctx, [...path, 'agreementText'], 'validation.text.tooLong');
    }
  });
};

const requireFilledText = (ctx: Ctx, value: string | null | undefined, path: PropertyKey[]) => {
  if (isBlank(value)) issue(ctx, path, 'insuring.error.agreementTextRequired');
};

const requireAll = (form: ApplicationForm, ctx: Ctx, paths: readonly ApplicationFieldPath[]) => {
  for (const path of paths) requireFilled(ctx, applicationValueAt(form, path), [...path]);
};

/** SPEC §5 draft rule. */
const checkDraftRequired = (form: ApplicationForm, ctx: Ctx) => requireAll(form, ctx, DRAFT_REQUIRED_FIELDS);

/** What a full application needs on top of the draft rule. */
const checkFullRequired = (form: ApplicationForm, ctx: Ctx, today: string) => {
  requireAll(form, ctx, requiredApplicationFields(form.productCode));
  const { basic, transport, other } = form;
  // SPEC §5: at least one of the invoice number and the bill of lading / waybill number.
  if (insuresShipment(form.productCode) && isBlank(transport.invoiceNo) && isBlank(transport.blNo)) {
    issue(ctx, ['transport', 'invoiceNo'], 'validation.invoiceOrBl.required');
  }
  if (transport.letterOfCredit === '1' && isBlank(transport.creditNo)) {
    issue(ctx, ['transport', 'creditNo'], 'insuring.error.creditNoRequired');
  }
  // An anti-dated start must be confirmed by the customer (and is referred to an underwriter).
  if (
    !isBlank(basic.insuranceBeginDate) &&
    basic.insuranceBeginDate < today &&
    other.antiDatedConfirmed !== true
  ) {
    issue(ctx, ['other', 'antiDatedConfirmed'], 'insuring.error.antiDatedNotConfirmed');
  }
};

/** A draft (B1): SPEC §5 draft rule; everything else optional but valid when filled in. */
export const ZDraftApplication = ZApplicationForm.superRefine(checkFilledIn).superRefine(checkDraftRequired);

/** A full application, as submitted (applyPolicy). `today` defaults to today in China. */
export const fullApplicationSchema = (today: () => string = () => todayInChina()) =>
  ZApplicationForm.superRefine(checkFilledIn).superRefine((form, ctx) =>
    checkFullRequired(form, ctx, today()),
  );
export const ZApplication = fullApplicationSchema();

// ---------------------------------------------------------------------------------------------------
// Derivations.

const RESIDENT_ID_FORMAT_TYPES: readonly string[] = [RESIDENT_ID_TYPE, '09'];

/**
 * Birthday and sex of personal clients holding a resident ID (or a residence permit numbered like one)
 * are derived from the number, whatever the form says (SPEC §3 "Derivations"); groups have neither.
 */
export function withDerivedClientFacts(form: ApplicationForm, today?: string): ApplicationForm {
  const derive = (
    kind: string | null | undefined,
    idType: string | null | undefined,
    idNo: string | null | undefined,
    birthday: string | null | undefined,
    sex: string | null | undefined,
  ): { birthday: string | null | undefined; sex: string | null | undefined } => {
    if (clientKindOf(kind, idType) === 'group') return { birthday: undefined, sex: undefined };
    if (idType != null && RESIDENT_ID_FORMAT_TYPES.includes(idType)) {
      const derived = deriveBirthdayAndSex(idNo, today === undefined ? undefined : { today });
      return derived
        ? { birthday: derived.birthday, sex: derived.sex }
        : { birthday: undefined, sex: undefined };
    }
    return { birthday, sex };
  };
  const a = form.applicant;
  const i = form.insured;
  const applicantFacts = derive(a.appliType, a.appliIdType, a.appliIdNo, a.appliBirthday, a.appliSex);
  const insuredFacts = derive(i.insuredType, i.insuredIdType, i.insuredIdNo, i.insuredBirthday, i.insuredSex);
  return {
    ...form,
    applicant: {
      ...a,
      appliBirthday: applicantFacts.birthday,
      appliSex: applicantFacts.sex as (typeof a)['appliSex'],
    },
    insured: {
      ...i,
      insuredBirthday: insuredFacts.birthday,
      insuredSex: insuredFacts.sex as (typeof i)['insuredSex'],
    },
  };
}
