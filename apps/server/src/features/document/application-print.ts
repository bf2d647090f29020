import { APPLICATION_STATUS, ERROR_CODES, type PrintRequest, ZRecordIdText } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { findApplicationOfAccount, formOf, quoteOf, statusName } from '../application/application.service.ts';
import { applicationRows } from './application-document.ts';
import { type PreparedPrint, preparedIn, renderDocument } from './document.service.ts';
import { say } from './policy-document.ts';
import { resolvePrintOptions } from './print-options.ts';

/**
 * cargoApplyPrint (an application in any status after submit) and tempAndApply (a draft, or an application
 * sent back for modification): the form as the customer filled it in. Neither is a verifiable document, so
 * neither carries a QR code; a draft is marked "not a policy" in a red box and across every page.
 */

const { draft, pendingModification } = APPLICATION_STATUS;

/** Which statuses each document prints. */
const PRINTABLE: Record<'cargoApplyPrint' | 'tempAndApply', (status: string) => boolean> = {
  cargoApplyPrint: (status) => status !== draft,
  tempAndApply: (status) => status === draft || status === pendingModification,
};

const REFUSALS = {
  cargoApplyPrint: 'document.error.applicationNotSubmitted',
  tempAndApply: 'document.error.notDraft',
} as const;

export const prepareApplication = async (
  app: FastifyInstance,
  session: Session,
  document: 'cargoApplyPrint' | 'tempAndApply',
  request: PrintRequest,
): Promise<PreparedPrint> => {
  const id = ZRecordIdText.safeParse(request.documentNo);
  if (!id.success) throw notFound();
  const row = await findApplicationOfAccount(app, session, id.data);
  if (!PRINTABLE[document](row.status)) throw new AppError(ERROR_CODES.badRequest, REFUSALS[document]);
  const isDraft = document === 'tempAndApply';
  const options = resolvePrintOptions(request);
  const facts = {
    voucherNo: row.voucherNo,
    productCode: row.productCode,
    form: formOf(row),
    quote: quoteOf(row),
  };
  return preparedIn(
    options,
    {
      productCode: row.productCode,
      fileName: () =>
        say(isDraft ? 'document.draft.fileName' : 'document.application.fileName', {
          voucherNo: row.voucherNo,
        }),
      fallbackName: `application-${isDraft ? 'draft-' : ''}${row.voucherNo}.pdf`,
    },
    async () =>
      renderDocument(app, '', null, {
        title: say(isDraft ? 'document.draft.title' : 'document.application.title'),
        numbers: [[say('document.label.applicationNo'), row.voucherNo]],
        notice: say(isDraft ? 'document.draft.notice' : 'document.application.notice'),
        watermark: isDraft ? say('document.draft.watermark') : undefined,
        rows: await applicationRows(app, { ...facts, statusName: statusName(row.status) }, options),
      }),
  );
};
