import { type ApplicationForm, isBlank, type Quote } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { assertProductAllowed } from '../../platform/account-products.ts';
import { type FieldIssue, fieldError, fieldErrors } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { describeFiles } from '../file/file.service.ts';
import { checkReferenceCodes, isQuotationEffective } from '../quotation/quotation.service.ts';
import type { ApplicationRow } from './application.repository.ts';

/** The checks of an application form before anything is written, and the portal's own referrals. */

/** The portal's own underwriting rule on top of the pricing engine: free-edit agreements are referred. */
export const FREE_AGREEMENT_REFERRAL = 'insuring.refer.freeAgreement';
export const referralKeysOf = (quote: Quote, form: ApplicationForm): string[] => {
  const keys: string[] = [...quote.referrals];
  if ((form.specialAgreements ?? []).some((agreement) => agreement.agreementType === 'free')) {
    keys.push(FREE_AGREEMENT_REFERRAL);
  }
  return keys;
};

export const assertSameProduct = (row: ApplicationRow, form: ApplicationForm) => {
  if (row.productCode !== form.productCode) {
    throw fieldError(['form', 'productCode'], 'insuring.error.productChange');
  }
};

/**
 * Attachments are files the account uploaded (another account's id is "not found" like a missing one),
 * each classified, at most one per document type (SPEC §5).
 */
const checkAttachments = async (
  app: FastifyInstance,
  session: Session,
  form: ApplicationForm,
): Promise<FieldIssue[]> => {
  const ids = form.attachments ?? [];
  if (ids.length === 0) return [];
  const files = await describeFiles(app, session.accountId, ids);
  const issues: FieldIssue[] = [];
  const types = new Set<string>();
  ids.forEach((id, index) => {
    const path = ['form', 'attachments', index];
    const file = files.find((item) => item.fileId === id);
    if (file === undefined) {
      issues.push({ path, messageKey: 'insuring.error.attachmentNotFound' });
    } else if (file.documentType === null) {
      issues.push({ path, messageKey: 'insuring.error.attachmentUnclassified' });
    } else if (types.has(file.documentType)) {
      issues.push({ path, messageKey: 'insuring.error.attachmentTypeRepeated' });
    } else {
      types.add(file.documentType);
    }
  });
  return issues;
};

/**
 * The product, reference codes, quotation and attachments of a form; 400 naming the fields, before
 * anything is written.
 */
export const checkForm = async (app: FastifyInstance, session: Session, form: ApplicationForm) => {
  await assertProductAllowed(app, session.accountId, form.productCode, ['form']);
  const issues: FieldIssue[] = await checkReferenceCodes(app, form, ['form']);
  issues.push(...(await checkAttachments(app, session, form)));
  if (!isBlank(form.quotationNo) && !(await isQuotationEffective(app, session.accountId, form.quotationNo))) {
    issues.push({ path: ['form', 'quotationNo'], messageKey: 'insuring.error.quotationExpired' });
  }
  if (issues.length > 0) throw fieldErrors(issues);
};
