import type { MessageKey } from '../zh-CN/index.ts';
import account from './account.ts';
import applicationBatch from './application-batch.ts';
import auth from './auth.ts';
import claim from './claim.ts';
import claimDocuments from './claim-documents.ts';
import claimReportWeb from './claim-report-web.ts';
import claimWeb from './claim-web.ts';
import correction from './correction.ts';
import correctionWeb from './correction-web.ts';
import dashboard from './dashboard.ts';
import declaration from './declaration.ts';
import declarationWeb from './declaration-web.ts';
import document from './document.ts';
import documentPrint from './document-print.ts';
import errors from './errors.ts';
import fields from './fields.ts';
import insuring from './insuring.ts';
import insuringWeb from './insuring-web.ts';
import invoice from './invoice.ts';
import mail from './mail.ts';
import message from './message.ts';
import operations from './operations.ts';
import pricing from './pricing.ts';
import publicPages from './public.ts';
import publicFaq from './public-faq.ts';
import publicInfo from './public-info.ts';
import publicService from './public-service.ts';
import settlement from './settlement.ts';
import shell from './shell.ts';
import shellExtras from './shell-extras.ts';
import staff from './staff.ts';
import validation from './validation.ts';
import workspace from './workspace.ts';

/**
 * Every English message, all areas merged: the same keys as the Chinese catalog.
 * Like `../zh-CN/index.ts`, it imports nothing but its own area files (types aside).
 */
const enCatalog: Record<MessageKey, string> = {
  ...errors,
  ...fields,
  ...mail,
  ...validation,
  ...shell,
  ...shellExtras,
  ...auth,
  ...account,
  ...publicPages,
  ...publicService,
  ...publicFaq,
  ...publicInfo,
  ...pricing,
  ...declaration,
  ...declarationWeb,
  ...insuring,
  ...insuringWeb,
  ...applicationBatch,
  ...settlement,
  ...invoice,
  ...correction,
  ...correctionWeb,
  ...claim,
  ...claimDocuments,
  ...claimReportWeb,
  ...claimWeb,
  ...dashboard,
  ...operations,
  ...document,
  ...message,
  ...documentPrint,
  ...staff,
  ...workspace,
};

export default enCatalog;
