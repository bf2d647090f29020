import type { PrintedDocumentName, PrintRequest } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../platform/session.ts';
import { prepareApplication } from './application-print.ts';
import {
  type PrintedFile,
  type PrintPreparer,
  prepareCertificate,
  preparePolicy,
} from './document.service.ts';
import { prepareNewPolicy, prepareOldPolicy } from './policy-print.ts';

/** Every printed document by its SPEC §7 name. */
const PREPARERS: Record<PrintedDocumentName, PrintPreparer> = {
  cargoPolicy: preparePolicy,
  cargoPolicyPrint: prepareCertificate,
  cargoNewPolicyPrint: prepareNewPolicy,
  oldPolicyAndCorrectInventory: prepareOldPolicy,
  cargoApplyPrint: (app, session, request) => prepareApplication(app, session, 'cargoApplyPrint', request),
  tempAndApply: (app, session, request) => prepareApplication(app, session, 'tempAndApply', request),
};

export const prepareDocument: PrintPreparer = (app, session, request, origin) =>
  PREPARERS[request.document](app, session, request, origin);

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
