import type { FastifyInstance } from 'fastify';
import type { Session } from '../../platform/session.ts';
import type { PrintedFile } from './document.service.ts';
import { printNow } from './document-printing.ts';

/**
 * The certificate of a declared declaration of the account as a PDF, in the caller's language and the
 * declaration's own print options (the customer API's download; another account's: "not found").
 */
export const printCertificate = (
  app: FastifyInstance,
  session: Session,
  declarationNo: string,
  origin: string,
): Promise<PrintedFile> =>
  printNow(app, session, { document: 'cargoPolicyPrint', documentNo: declarationNo }, origin);
