import {
  amountLabel,
  DECLARATION_STATUS,
  type DocumentVerification,
  type VerifiedDocument,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { findCertificateDocumentForVerification } from '../declaration/declaration-certificate.service.ts';
import { findPolicyDocumentForVerification } from '../policy/policy.service.ts';
import { isSandboxAccount } from '../sandbox/sandbox.service.ts';
import { findVerificationByCode, type VerificationRow } from './document.repository.ts';
import { policyDocumentStatus } from './document.service.ts';
import { formVoyageText, goodsText, say, voyageText } from './policy-document.ts';

/**
 * GET verify/{code} (public, rate-limited): whether a printed policy or certificate is genuine and current.
 * It answers only what a bank or consignee checks; an unknown code and an altered one answer alike.
 */

const notGenuine = (): DocumentVerification => ({
  genuine: false,
  message: say('document.verify.notGenuine'),
  document: null,
});

const messageOf = (document: VerifiedDocument) => {
  if (document.status === 'cancelled') return say('document.verify.cancelled');
  if (!document.isCurrentVersion) {
    return say('document.verify.superseded', { endorsementNo: document.currentEndorsementNo ?? '' });
  }
  return say('document.verify.genuine');
};

const verifiedPolicy = async (
  app: FastifyInstance,
  row: VerificationRow,
): Promise<VerifiedDocument | undefined> => {
  const facts = await findPolicyDocumentForVerification(app, row.documentNo);
  if (facts === undefined || facts.policy.accountId !== row.accountId) return undefined;
  const { policy, form } = facts;
  const status = policyDocumentStatus(policy.policyStatus, policy.endorsementNo);
  return {
    kind: 'policy',
    kindName: say('document.kind.policy'),
    documentNo: policy.policyNo,
    insurerName: say('document.insurerName'),
    goods: goodsText(form.goods),
    amount: amountLabel(policy.insuredAmount, policy.currencyCode),
    voyage: await formVoyageText(app, form),
    status,
    statusName: say(`document.status.${status}`),
    endorsementNo: row.endorsementNo,
    isCurrentVersion: row.version === policy.revision,
    currentEndorsementNo: policy.endorsementNo,
  };
};

const verifiedCertificate = async (
  app: FastifyInstance,
  row: VerificationRow,
): Promise<VerifiedDocument | undefined> => {
  const facts = await findCertificateDocumentForVerification(app, row.documentNo);
  const certificateNo = facts?.detail.certificateNo;
  if (facts === undefined || certificateNo == null) return undefined;
  const { detail } = facts;
  const status = detail.status === DECLARATION_STATUS.declared ? 'issued' : 'cancelled';
  return {
    kind: 'certificate',
    kindName: say('document.kind.certificate'),
    documentNo: certificateNo,
    insurerName: say('document.insurerName'),
    goods: detail.goodsDescription,
    amount: amountLabel(facts.insuredAmount ?? 0, detail.currencyCode),
    voyage: await voyageText(app, {
      from: detail.loadingPort,
      via: detail.viaPort,
      to: detail.dischargePort,
    }),
    status,
    statusName: say(`document.status.${status}`),
    endorsementNo: null,
    isCurrentVersion: true,
    currentEndorsementNo: null,
  };
};

export const verifyDocument = async (app: FastifyInstance, code: string): Promise<DocumentVerification> => {
  const row = await findVerificationByCode(app.db, code);
  if (row === undefined) return notGenuine();
  // A sandbox's document is a specimen: never genuine (docs/business-rules.md "The sandbox").
  if (await isSandboxAccount(app, row.accountId)) {
    return { genuine: false, message: say('sandbox.verifySpecimen'), document: null };
  }
  const document =
    row.kind === 'policy' ? await verifiedPolicy(app, row) : await verifiedCertificate(app, row);
  if (document === undefined) return notGenuine();
  return { genuine: true, message: messageOf(document), document };
};
