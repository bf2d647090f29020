import type { PrintedDocumentName, PrintRequest } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../platform/session.ts';
import { prepareApplication } from './application-print.ts';
import {
  type PreparedPrint,
  type PrintedFile,
  prepareCertificate,
  preparePolicy,
} from './document.service.ts';
import { prepareNewPolicy, prepareOldPolicy } from './policy-print.ts';

/** Every printed document by its SPEC §7 name: found for the account (else "not found") and ready to render. */
type Preparer = (
  app: FastifyInstance,
  session: Session,
  request: PrintRequest,
  origin: string,
) => Promise<PreparedPrint>;

const PREPARERS: Record<PrintedDocumentName, Preparer> = {
  cargoPolicy: preparePolicy,
  cargoPolicyPrint: prepareCertificate,
  cargoNewPolicyPrint: prepareNewPolicy,
  oldPolicyAndCorrectInventory: prepareOldPolicy,
  cargoApplyPrint: (app, session, request) => prepareApplication(app, session, 'cargoApplyPrint', request),
  tempAndApply: (app, session, request) => prepareApplication(app, session, 'tempAndApply', request),
};

export const prepareDocument = (
  app: FastifyInstance,
  session: Session,
  request: PrintRequest,
  origin: string,
) => PREPARERS[request.document](app, session, request, origin);

/** A direct download: prepared and rendered within the request. */
export const printNow = async (
  app: FastifyInstance,
  session: Session,
  request: PrintRequest,
  origin: string,
): Promise<PrintedFile> => {
  const prepared = await prepareDocument(app, session, request, origin);
  return {
    fileName: prepared.fileName,
    fallbackName: prepared.fallbackName,
    content: await prepared.render(),
  };
};
