import type { FastifyInstance } from 'fastify';
import type { Session } from '../../platform/session.ts';
import type { PrintedFile } from './document.service.ts';
import { printNow } from './document-printing.ts';

/**
 * The customer API's downloads, printed as the portal prints them: in the caller's language and the document's own
 * print options; another account's document is "not found".
 */

/** The certificate of a declared declaration of the account. */
export const printCertificate = (
  app: FastifyInstance,
  session: Session,
  declarationNo: string,
  origin: string,
): Promise<PrintedFile> =>
  printNow(app, session, { document: 'cargoPolicyPrint', documentNo: declarationNo }, origin);

/** The current version of an issued policy of the account. */
export const printPolicy = (
  app: FastifyInstance,
  session: Session,
  policyNo: string,
  origin: string,
): Promise<PrintedFile> => printNow(app, session, { document: 'cargoPolicy', documentNo: policyNo }, origin);
