import account from '../account.ts';
import apiKey from '../api-key.ts';
import applicationBatch from '../application-batch.ts';
import autoInsure from '../auto-insure.ts';
import claim from '../claim.ts';
import claimDocuments from '../claim-documents.ts';
import claimReportWeb from '../claim-report-web.ts';
import claimWeb from '../claim-web.ts';
import correction from '../correction.ts';
import correctionWeb from '../correction-web.ts';
import declaration from '../declaration.ts';
import declarationWeb from '../declaration-web.ts';
import document from '../document.ts';
import documentPrint from '../document-print.ts';
import insuring from '../insuring.ts';
import insuringWeb from '../insuring-web.ts';
import invoice from '../invoice.ts';
import mail from '../mail.ts';
import operations from '../operations.ts';
import passwordReset from '../password-reset.ts';
import pricing from '../pricing.ts';
import publicFaq from '../public-faq.ts';
import publicInfo from '../public-info.ts';
import publicPages from '../public-pages.ts';
import publicService from '../public-service.ts';
import sanctions from '../sanctions.ts';
import settlement from '../settlement.ts';
import staff from '../staff.ts';
import twoFactor from '../two-factor.ts';
import webhook from '../webhook.ts';

/**
 * The English of the pages' own texts (forms, enquiries, claims, the back office, the public information pages):
 * the third part the web downloads, with the first page past the overview.
 */
export const portalPagesMessages = {
  ...account,
  ...apiKey,
  ...applicationBatch,
  ...autoInsure,
  ...claim,
  ...claimDocuments,
  ...claimReportWeb,
  ...claimWeb,
  ...correction,
  ...correctionWeb,
  ...declaration,
  ...declarationWeb,
  ...document,
  ...documentPrint,
  ...insuring,
  ...insuringWeb,
  ...invoice,
  ...mail,
  ...operations,
  ...passwordReset,
  ...pricing,
  ...publicFaq,
  ...publicInfo,
  ...publicPages,
  ...publicService,
  ...sanctions,
  ...settlement,
  ...staff,
  ...twoFactor,
  ...webhook,
};
