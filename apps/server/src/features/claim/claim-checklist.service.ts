import {
  acceptsDocuments,
  type ChecklistLine,
  type ClaimDocuments,
  carrierNoticeDue,
  ERROR_CODES,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { sendMessage } from '../../platform/outbox.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { checklistOfClaim, documentTypeName } from './claim.mapper.ts';
import { type ClaimRow, findClaimOfAccount, findDocumentRequests } from './claim.repository.ts';
import { subjectOf } from './claim.subject.ts';
import { findDocumentsOfClaim } from './claim-document.repository.ts';
import { toClaimDocument } from './claim-document.service.ts';
import { claimNotFound } from './claim-enquiry.service.ts';

/**
 * The checklist of a claim's documents (docs/business-rules.md "Claim documents"): the documents expected for
 * its loss (`expectedClaimDocuments` in the domain), then those the insurer asked for, each ticked once
 * uploaded (a requested one once uploaded after the request); computed on read, never stored.
 */

const reasonText = (line: ChecklistLine) =>
  translate(callerLanguage(), `claim.checklist.reason.${line.reason}`);

/** The claim's documents and checklist lines (not yet rendered). */
const documentsAndChecklist = async (app: FastifyInstance, claim: ClaimRow) => {
  const [documents, requests] = await Promise.all([
    findDocumentsOfClaim(app.db, claim.id),
    findDocumentRequests(app.db, [claim.id]),
  ]);
  const uploads = documents.map((document) => ({ ...document, claimId: claim.id }));
  const checklist = checklistOfClaim(claim, { requests, uploads });
  return { documents, checklist };
};

const claimOf = async (app: FastifyInstance, session: Session, reportNo: string) => {
  const claim = await findClaimOfAccount(app, session.accountId, reportNo);
  if (claim === undefined) throw claimNotFound();
  return claim;
};

/** POST detailsList: the documents of a claim of the account and its checklist, in the caller's language. */
export const listClaimDocuments = async (
  app: FastifyInstance,
  session: Session,
  reportNo: string,
): Promise<ClaimDocuments> => documentsOfClaim(app, await claimOf(app, session, reportNo));

/** A claim's documents and checklist, in the caller's language (the customer's and the claims handler's). */
export const documentsOfClaim = async (app: FastifyInstance, claim: ClaimRow): Promise<ClaimDocuments> => {
  const { documents, checklist } = await documentsAndChecklist(app, claim);
  return {
    reportNo: claim.reportNo,
    acceptsDocuments: acceptsDocuments(claim.status),
    documents: documents.map(toClaimDocument),
    checklist: checklist.lines.map((line) => ({
      typeCode: line.typeCode,
      typeName: documentTypeName(line.typeCode),
      reason: reasonText(line),
      requestedByInsurer: line.requestedByInsurer,
      note: line.note,
      uploaded: line.uploaded,
    })),
    missing: checklist.missing,
  };
};

/** The checklist mail: every line with its state, what is missing, how to upload, the carrier-notice day. */
export const composeChecklistMail = (
  claim: ClaimRow,
  checklist: { lines: readonly ChecklistLine[]; missing: number },
) => {
  const language = callerLanguage();
  const say = (key: string, params: Record<string, string | number> = {}) => translate(language, key, params);
  const lines = checklist.lines.flatMap((line) => {
    const state = say(line.uploaded ? 'claim.mail.checklist.uploaded' : 'claim.mail.checklist.missing');
    const text = say('claim.mail.checklist.line', {
      state,
      typeCode: line.typeCode,
      typeName: documentTypeName(line.typeCode),
      reason: reasonText(line),
    });
    return line.note === '' ? [text] : [text, say('claim.mail.checklist.note', { note: line.note })];
  });
  const open = acceptsDocuments(claim.status);
  const body = [
    say('claim.mail.checklist.intro', { reportNo: claim.reportNo, policyNo: claim.policyNo }),
    '',
    ...lines,
    '',
    checklist.missing > 0
      ? say('claim.mail.checklist.missingCount', { count: checklist.missing })
      : say('claim.mail.checklist.complete'),
    open ? say('claim.mail.checklist.howToUpload') : say('claim.mail.checklist.closed'),
    say('claim.mail.checklist.carrierNotice', { due: carrierNoticeDue(claim.incidentTime) }),
    '',
    say('claim.mail.checklist.signature'),
  ];
  return {
    subject: say('claim.mail.checklist.subject', { reportNo: claim.reportNo }),
    body: body.join('\n'),
  };
};

/**
 * POST sendSbClaimDocEmail: mails the checklist of a claim of the account to `email`, through the outbox. The
 * policy number must be the claim's (the policy or certificate it was reported on, or a certificate's open
 * policy): a second proof that the sender knows the claim.
 */
export const emailClaimChecklist = async (
  app: FastifyInstance,
  session: Session,
  query: { reportNo: string; email: string; policyNo: string },
): Promise<{ sentTo: string }> => {
  const claim = await claimOf(app, session, query.reportNo);
  const numbers = [claim.policyNo, subjectOf(claim).openPolicyNo];
  if (!numbers.includes(query.policyNo)) {
    throw new AppError(ERROR_CODES.badRequest, 'claim.error.policyNoMismatch');
  }
  const { checklist } = await documentsAndChecklist(app, claim);
  await sendMessage(app, app.db, {
    channel: 'mail',
    recipient: query.email,
    ...composeChecklistMail(claim, checklist),
  });
  return { sentTo: query.email };
};
