import {
  type LetterOfCreditCheckInput,
  PRINT_POLLING,
  type PrintedDocumentName,
  type PrintOptions,
  type PrintRequest,
} from '@cargo/domain';
import { documentEndpoints } from '@cargo/domain/api/document';
import { call, download } from '../../api/endpoint-call.ts';

/**
 * Printing a document (SPEC §4 "print download polling"): printDispatch says whether the print was dispatched;
 * if not, the PDF downloads directly from its own endpoint; if so, printResult is checked up to 3 times,
 * 3000 ms apart, and the PDF downloads as soon as it is ready. Still not ready: `PrintNotReady` (try again
 * polls the same print, it is not printed twice).
 */

/** A dispatched print not ready after the polling: `docno` can be polled again. */
export class PrintNotReady extends Error {
  constructor(readonly docno: string) {
    super('print not ready');
  }
}

const DIRECT: Record<PrintedDocumentName, (documentNo: string, options: PrintOptions) => Promise<unknown>> = {
  cargoPolicy: (policyNo, options) => download(documentEndpoints.policyPdf, { policyNo, ...options }),
  cargoPolicyPrint: (declarationNo, options) =>
    download(documentEndpoints.certificatePdf, { declarationNo, ...options }),
  cargoNewPolicyPrint: (policyNo, options) =>
    download(documentEndpoints.newPolicyPdf, { policyNo, ...options }),
  oldPolicyAndCorrectInventory: (policyNo, options) =>
    download(documentEndpoints.oldPolicyPdf, { policyNo, ...options }),
  cargoApplyPrint: (id, options) =>
    download(documentEndpoints.applicationPdf, { id: Number(id), ...options }),
  tempAndApply: (id, options) => download(documentEndpoints.draftPdf, { id: Number(id), ...options }),
};

export interface PollingHooks {
  /** Called before each check: 1, 2, 3. */
  onAttempt?: (attempt: number) => void;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls a dispatched print and downloads it once ready; throws `PrintNotReady` after the last check. */
export const pollAndDownload = async (docno: string, hooks: PollingHooks = {}) => {
  const wait = hooks.wait ?? sleep;
  for (let attempt = 1; attempt <= PRINT_POLLING.attempts; attempt += 1) {
    hooks.onAttempt?.(attempt);
    await wait(PRINT_POLLING.delayMs);
    const result = await call(documentEndpoints.printResult, { docno }, { loading: false });
    if (result.success) return download(documentEndpoints.printDownload, { docno });
    // A failed print says so (the download answers the localised reason).
    if (result.status === 'failed') return download(documentEndpoints.printDownload, { docno });
  }
  throw new PrintNotReady(docno);
};

/** Prints a document: dispatched and polled, or downloaded directly. */
export const printDocument = async (request: PrintRequest, hooks: PollingHooks = {}) => {
  const { document, documentNo, ...options } = request;
  const answer = await call(documentEndpoints.printDispatch, request);
  if (!answer.printDispatch || answer.docno === null) return DIRECT[document](documentNo, options);
  return pollAndDownload(answer.docno, hooks);
};

/** POST checkLetterOfCredit: the findings of the cover against the credit. */
export const checkLetterOfCredit = (input: LetterOfCreditCheckInput) =>
  call(documentEndpoints.checkLetterOfCredit, input);
