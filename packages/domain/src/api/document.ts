import { z } from 'zod';
import {
  ZCertificatePdfQuery,
  ZDocumentVerification,
  ZPolicyPdfQuery,
  ZVerificationCodeParams,
} from '../schemas/document.ts';
import {
  ZApplicationPdfQuery,
  ZPolicyPrintQuery,
  ZPrintDispatch,
  ZPrintJobQuery,
  ZPrintRequest,
  ZPrintResult,
} from '../schemas/document-print.ts';
import { ZLetterOfCreditCheck, ZLetterOfCreditResult } from '../schemas/letter-of-credit.ts';
import { customerAccess, endpoint, MEDIA_TYPES } from './endpoint.ts';

/** The public page a document's QR code opens, `${VERIFY_PAGE_PATH}/<token>`. */
export const VERIFY_PAGE_PATH = '/verify';

/** Printed documents (SPEC §7 "Documents (downloads)": cargoPolicy, cargoPolicyPrint) and their verification. */
export const documentEndpoints = {
  policyPdf: endpoint({
    method: 'GET',
    path: '/cargo/document/cargoPolicy',
    access: customerAccess.read,
    query: ZPolicyPdfQuery,
    answers: 'file',
    mediaType: MEDIA_TYPES.pdf,
    response: z.null(),
    summary: 'The current version of a policy of the account as a PDF, in the chosen print language',
  }),
  certificatePdf: endpoint({
    method: 'GET',
    path: '/cargo/document/cargoPolicyPrint',
    access: customerAccess.read,
    query: ZCertificatePdfQuery,
    answers: 'file',
    mediaType: MEDIA_TYPES.pdf,
    response: z.null(),
    summary:
      'The certificate of a declared declaration of the account as a PDF, in the chosen print language',
  }),
  applicationPdf: endpoint({
    method: 'GET',
    path: '/cargo/document/cargoApplyPrint',
    access: customerAccess.read,
    query: ZApplicationPdfQuery,
    answers: 'file',
    mediaType: MEDIA_TYPES.pdf,
    response: z.null(),
    summary:
      'A submitted application of the account as a PDF (any status after submit), with the print options',
  }),
  draftPdf: endpoint({
    method: 'GET',
    path: '/cargo/document/tempAndApply',
    access: customerAccess.read,
    query: ZApplicationPdfQuery,
    answers: 'file',
    mediaType: MEDIA_TYPES.pdf,
    response: z.null(),
    summary: 'A draft (B1) or an application pending modification (B5) as a PDF marked "not a policy"',
  }),
  newPolicyPdf: endpoint({
    method: 'GET',
    path: '/cargo/document/cargoNewPolicyPrint',
    access: customerAccess.read,
    query: ZPolicyPrintQuery,
    answers: 'file',
    mediaType: MEDIA_TYPES.pdf,
    response: z.null(),
    summary:
      'The current version of a policy in the new layout: print options, print type and the endorsements it holds',
  }),
  oldPolicyPdf: endpoint({
    method: 'GET',
    path: '/cargo/document/oldPolicyAndCorrectInventory',
    access: customerAccess.read,
    query: ZPolicyPrintQuery,
    answers: 'file',
    mediaType: MEDIA_TYPES.pdf,
    response: z.null(),
    summary: 'The policy as originally issued followed by the inventory of its effective corrections',
  }),
  printDispatch: endpoint({
    method: 'POST',
    path: '/cargo/document/printDispatch',
    access: customerAccess.read,
    body: ZPrintRequest,
    response: ZPrintDispatch,
    summary:
      'Dispatches a print (switch print.dispatch.switch on, products that use polling) or says to download directly',
  }),
  printResult: endpoint({
    method: 'GET',
    path: '/cargo/document/printResult',
    access: customerAccess.read,
    query: ZPrintJobQuery,
    response: ZPrintResult,
    summary: 'Whether a dispatched print of the account is ready (success, docno)',
  }),
  printDownload: endpoint({
    method: 'GET',
    path: '/cargo/document/printDownload',
    access: customerAccess.read,
    query: ZPrintJobQuery,
    answers: 'file',
    mediaType: MEDIA_TYPES.pdf,
    response: z.null(),
    summary: 'The PDF of a finished dispatched print of the account',
  }),
  checkLetterOfCredit: endpoint({
    method: 'POST',
    path: '/cargo/document/checkLetterOfCredit',
    access: customerAccess.read,
    body: ZLetterOfCreditCheck,
    response: ZLetterOfCreditResult,
    summary:
      'Checks a cover against its letter of credit (UCP 600 art. 28) before issue: warnings, not refusals',
  }),
  verify: endpoint({
    method: 'GET',
    path: '/cargo/public/verify/:code',
    access: 'public',
    params: ZVerificationCodeParams,
    response: ZDocumentVerification,
    // 128-bit tokens cannot be guessed; the limit keeps anyone from trying short codes in bulk.
    rateLimit: { max: 20, timeWindowSeconds: 60 },
    summary: 'Whether a printed policy or certificate is genuine and current (QR token or short code)',
  }),
};
