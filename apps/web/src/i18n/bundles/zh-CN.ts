import account from '@cargo/domain/i18n/zh-CN/account';
import applicationBatch from '@cargo/domain/i18n/zh-CN/application-batch';
import claim from '@cargo/domain/i18n/zh-CN/claim';
import claimDocuments from '@cargo/domain/i18n/zh-CN/claim-documents';
import claimReportWeb from '@cargo/domain/i18n/zh-CN/claim-report-web';
import claimWeb from '@cargo/domain/i18n/zh-CN/claim-web';
import correction from '@cargo/domain/i18n/zh-CN/correction';
import correctionWeb from '@cargo/domain/i18n/zh-CN/correction-web';
import dashboard from '@cargo/domain/i18n/zh-CN/dashboard';
import declaration from '@cargo/domain/i18n/zh-CN/declaration';
import declarationWeb from '@cargo/domain/i18n/zh-CN/declaration-web';
import document from '@cargo/domain/i18n/zh-CN/document';
import documentPrint from '@cargo/domain/i18n/zh-CN/document-print';
import insuring from '@cargo/domain/i18n/zh-CN/insuring';
import insuringWeb from '@cargo/domain/i18n/zh-CN/insuring-web';
import invoice from '@cargo/domain/i18n/zh-CN/invoice';
import mail from '@cargo/domain/i18n/zh-CN/mail';
import message from '@cargo/domain/i18n/zh-CN/message';
import operations from '@cargo/domain/i18n/zh-CN/operations';
import pricing from '@cargo/domain/i18n/zh-CN/pricing';
import publicFaq from '@cargo/domain/i18n/zh-CN/public-faq';
import publicInfo from '@cargo/domain/i18n/zh-CN/public-info';
import publicService from '@cargo/domain/i18n/zh-CN/public-service';
import settlement from '@cargo/domain/i18n/zh-CN/settlement';
import staff from '@cargo/domain/i18n/zh-CN/staff';
import workspace from '@cargo/domain/i18n/zh-CN/workspace';
import type { CatalogRest } from './bundle.ts';

/** Every Chinese message `./zh-CN-public.ts` does not bring: loaded with the first page past the login page. */
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
