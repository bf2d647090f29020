import { z } from 'zod';
import {
  ZCertificatePdfQuery,
  ZDocumentVerification,
  ZPolicyPdfQuery,
  ZVerificationCodeParams,
} from '../schemas/document.ts';
import { endpoint } from './endpoint.ts';

/** The public page a document's QR code opens, `${VERIFY_PAGE_PATH}/<token>`. */
export const VERIFY_PAGE_PATH = '/verify';

/** Printed documents (SPEC §7 "Documents (downloads)": cargoPolicy, cargoPolicyPrint) and their verification. */
export const documentEndpoints = {
  policyPdf: endpoint({
    method: 'GET',
    path: '/cargo/document/cargoPolicy',
    access: 'customer',
    query: ZPolicyPdfQuery,
    answers: 'file',
    response: z.null(),
    summary: 'The current version of a policy of the account as a PDF, in the chosen print language',
  }),
  certificatePdf: endpoint({
    method: 'GET',
    path: '/cargo/document/cargoPolicyPrint',
    access: 'customer',
    query: ZCertificatePdfQuery,
    answers: 'file',
    response: z.null(),
    summary:
      'The certificate of a declared declaration of the account as a PDF, in the chosen print language',
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
