import type { Language } from '@cargo/domain';
import { documentEndpoints } from '@cargo/domain/api/document';
import { queryOptions } from '@tanstack/react-query';
import { call, download } from '../../api/endpoint-call.ts';

/** GET cargoPolicy: the policy's current version as a PDF in a print language. */
export const downloadPolicyPdf = (policyNo: string, language: Language) =>
  download(
    documentEndpoints.policyPdf,
    { policyNo, language },
    { documentNo: policyNo, fallbackName: `policy-${policyNo}.pdf` },
  );

/** GET cargoPolicyPrint: a declared certificate as a PDF in a print language. */
export const downloadCertificatePdf = (declarationNo: string, certificateNo: string, language: Language) =>
  download(
    documentEndpoints.certificatePdf,
    { declarationNo, language },
    { documentNo: certificateNo, fallbackName: `certificate-${certificateNo}.pdf` },
  );

/** GET verify/{code}: public; "not genuine" is an answer of the page, not an error. */
export const verificationQuery = (code: string) =>
  queryOptions({
    queryKey: ['document', 'verify', code],
    queryFn: ({ signal }) =>
      call(documentEndpoints.verify, { code }, { loading: false, hideError: true, signal }),
    retry: false,
  });
