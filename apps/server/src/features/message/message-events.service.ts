import { APPLICATION_STATUS, CORRECTION_STATUS, DECLARATION_STATUS } from '@cargo/domain';
import type { Executor } from '../../db/client.ts';
import { type MessageEvent, recordMessage } from './message.service.ts';

/**
 * The message of each business event, written by the event's service with its own transaction (one line at
 * the event): what the account is told and about which object (docs/business-rules.md "Messages").
 */

const APPLICATION_DECISION_KINDS: Record<string, MessageEvent['kind']> = {
  [APPLICATION_STATUS.pendingPayment]: 'applicationApproved',
  [APPLICATION_STATUS.pendingModification]: 'applicationSentBack',
  [APPLICATION_STATUS.rejected]: 'applicationDeclined',
};

/** An underwriter's decision on an application: approved (B3), sent back (B5) or declined (B6). */
export const tellApplicationDecided = async (
  db: Executor,
  application: { accountId: number; voucherNo: string; status: string },
  comment = '',
) => {
  const kind = APPLICATION_DECISION_KINDS[application.status];
  if (kind === undefined) return;
  await recordMessage(db, {
    accountId: application.accountId,
    kind,
    subjectNo: application.voucherNo,
    parameters: { voucherNo: application.voucherNo, comment },
  });
};

/** A paid application's policy issued. */
export const tellPolicyIssued = (
  db: Executor,
  policy: { accountId: number; policyNo: string },
  voucherNo: string,
) =>
  recordMessage(db, {
    accountId: policy.accountId,
    kind: 'policyIssued',
    subjectNo: policy.policyNo,
    parameters: { policyNo: policy.policyNo, voucherNo },
  });

/** An underwriter's decision on a correction: effective (E2) or refused (E3). */
export const tellCorrectionDecided = async (
  db: Executor,
  correction: { accountId: number; correctionNo: string; status: string; reviewComment?: string | null },
  policyNo: string,
) => {
  const kind =
    correction.status === CORRECTION_STATUS.effective
      ? 'correctionEffective'
      : correction.status === CORRECTION_STATUS.rejected
        ? 'correctionRefused'
        : undefined;
  if (kind === undefined) return;
  await recordMessage(db, {
    accountId: correction.accountId,
    kind,
    subjectNo: correction.correctionNo,
    parameters: { correctionNo: correction.correctionNo, policyNo, comment: correction.reviewComment ?? '' },
  });
};

interface DeclarationFacts {
  accountId: number;
  declarationNo: string;
  certificateNo: string | null;
  status: string;
  reviewComment?: string | null;
}

const DECLARATION_DECISION_KINDS: Record<string, MessageEvent['kind']> = {
  [DECLARATION_STATUS.declared]: 'declarationApproved',
  [DECLARATION_STATUS.rejected]: 'declarationRejected',
};

const recordDeclarationMessage = (
  db: Executor,
  declaration: DeclarationFacts,
  policyNo: string,
  kind: MessageEvent['kind'],
) =>
  recordMessage(db, {
    accountId: declaration.accountId,
    kind,
    subjectNo: declaration.certificateNo ?? declaration.declarationNo,
    parameters: {
      declarationNo: declaration.declarationNo,
      certificateNo: declaration.certificateNo ?? '',
      policyNo,
      comment: declaration.reviewComment ?? '',
    },
  });

/** A declaration that failed the self-check and went to manual review (02); one declared at once is not told. */
export const tellDeclarationReferred = async (
  db: Executor,
  declaration: DeclarationFacts,
  policyNo: string,
) => {
  if (declaration.status !== DECLARATION_STATUS.review) return;
  await recordDeclarationMessage(db, declaration, policyNo, 'declarationReferred');
};

/** An underwriter's decision on a declaration under review: declared (03) or rejected (04). */
export const tellDeclarationDecided = async (
  db: Executor,
  declaration: DeclarationFacts,
  policyNo: string,
) => {
  const kind = DECLARATION_DECISION_KINDS[declaration.status];
  if (kind === undefined) return;
  await recordDeclarationMessage(db, declaration, policyNo, kind);
};

/** A step of the insurer's claim handling: documents requested, or the claim's status changed. */
export const tellClaimStep = async (
  db: Executor,
  claim: { accountId: number; reportNo: string },
  step: { action: string; fromStatus: string; toStatus: string; documentCount?: number },
) => {
  if (step.action === 'requestDocuments') {
    await recordMessage(db, {
      accountId: claim.accountId,
      kind: 'claimDocumentsRequested',
      subjectNo: claim.reportNo,
      parameters: { reportNo: claim.reportNo, count: String(step.documentCount ?? 0) },
    });
    return;
  }
  if (step.toStatus === step.fromStatus) return;
  await recordMessage(db, {
    accountId: claim.accountId,
    kind: 'claimStatusChanged',
    subjectNo: claim.reportNo,
    parameters: { reportNo: claim.reportNo, claimStatus: step.toStatus },
  });
};
