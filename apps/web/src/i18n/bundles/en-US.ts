import account from '@cargo/domain/i18n/en-US/account';
import applicationBatch from '@cargo/domain/i18n/en-US/application-batch';
import claim from '@cargo/domain/i18n/en-US/claim';
import claimDocuments from '@cargo/domain/i18n/en-US/claim-documents';
import claimReportWeb from '@cargo/domain/i18n/en-US/claim-report-web';
import claimWeb from '@cargo/domain/i18n/en-US/claim-web';
import correction from '@cargo/domain/i18n/en-US/correction';
import correctionWeb from '@cargo/domain/i18n/en-US/correction-web';
import dashboard from '@cargo/domain/i18n/en-US/dashboard';
import declaration from '@cargo/domain/i18n/en-US/declaration';
import declarationWeb from '@cargo/domain/i18n/en-US/declaration-web';
import document from '@cargo/domain/i18n/en-US/document';
import documentPrint from '@cargo/domain/i18n/en-US/document-print';
import insuring from '@cargo/domain/i18n/en-US/insuring';
import insuringWeb from '@cargo/domain/i18n/en-US/insuring-web';
import invoice from '@cargo/domain/i18n/en-US/invoice';
import mail from '@cargo/domain/i18n/en-US/mail';
import message from '@cargo/domain/i18n/en-US/message';
import operations from '@cargo/domain/i18n/en-US/operations';
import pricing from '@cargo/domain/i18n/en-US/pricing';
import publicFaq from '@cargo/domain/i18n/en-US/public-faq';
import publicInfo from '@cargo/domain/i18n/en-US/public-info';
import publicService from '@cargo/domain/i18n/en-US/public-service';
import settlement from '@cargo/domain/i18n/en-US/settlement';
import staff from '@cargo/domain/i18n/en-US/staff';
import workspace from '@cargo/domain/i18n/en-US/workspace';
import type { CatalogRest } from './bundle.ts';

/** Every English message `./en-US-public.ts` does not bring: loaded with the first page past the login page. */
export const messages: CatalogRest = {
  ...account,
  ...applicationBatch,
  ...claim,
  ...claimDocuments,
  ...claimReportWeb,
  ...claimWeb,
  ...correction,
  ...correctionWeb,
  ...dashboard,
  ...declaration,
  ...declarationWeb,
  ...document,
  ...documentPrint,
  ...insuring,
  ...insuringWeb,
  ...invoice,
  ...mail,
  ...message,
  ...operations,
  ...pricing,
  ...publicFaq,
  ...publicInfo,
  ...publicService,
  ...settlement,
  ...staff,
  ...workspace,
};
