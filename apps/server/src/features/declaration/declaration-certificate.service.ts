import type { FastifyInstance } from 'fastify';
import type { Session } from '../../platform/session.ts';
import { toDeclarationDetail } from './declaration.mappers.ts';
import { findDeclarationOfAnyAccount } from './declaration.repository.ts';
import { requireDeclaration } from './declaration-enquiry.service.ts';

/**
 * The certificate of a declared shipment, for the printed certificate (`features/document`, GET
 * cargoPolicyPrint), which replaced the xlsx sheet: lookups through this service, never through the table.
 */

/** A declaration of the account, with every certificate field; another account's is not found. */
export const findCertificateDocumentOfAccount = async (
  app: FastifyInstance,
  session: Session,
  declarationNo: string,
) => {
  const found = await requireDeclaration(app, session, declarationNo);
  return {
    detail: toDeclarationDetail(found),
    openPolicyNo: found.policy.policyNo,
    insuredAmount: found.declaration.insuredAmount,
  };
};

/** A declaration of any account, for the public verification of its printed certificate. */
export const findCertificateDocumentForVerification = async (app: FastifyInstance, declarationNo: string) => {
  const found = await findDeclarationOfAnyAccount(app.db, declarationNo);
  return found === undefined
    ? undefined
    : {
        detail: toDeclarationDetail(found),
        openPolicyNo: found.policy.policyNo,
        insuredAmount: found.declaration.insuredAmount,
      };
};
