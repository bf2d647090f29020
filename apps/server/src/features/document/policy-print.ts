import type { PrintRequest } from '@cargo/domain';
import { amountLabel } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../platform/session.ts';
import { findApplicationsOfAccount, formOf, quoteOf } from '../application/application.service.ts';
import { findEndorsementsOfPolicy, type PolicyEndorsement } from '../correction/correction.service.ts';
import type { PolicyDocumentFacts } from '../policy/policy.service.ts';
import {
  currentVersionOf,
  issuedDayOf,
  type PreparedPrint,
  preparedIn,
  renderDocument,
  requirePolicyDocument,
} from './document.service.ts';
import type { PrintedRow } from './document-layout.ts';
import { policyRows, say } from './policy-document.ts';
import {
  paperSealText,
  printedDate,
  type ResolvedPrintOptions,
  resolvePrintOptions,
} from './print-options.ts';

/**
 * cargoNewPolicyPrint (the current version in the new layout: print options, print type, the endorsements it
 * holds) and oldPolicyAndCorrectInventory (the policy as originally issued, then one entry per effective
 * correction: endorsement number and date, each field before → after, premium difference).
 */

/** The policy as it was issued: its application's form, quote and amounts, before any correction. */
const originalFactsOf = async (
  app: FastifyInstance,
  facts: PolicyDocumentFacts,
): Promise<PolicyDocumentFacts> => {
  const { policy } = facts;
  const [application] = await findApplicationsOfAccount(app, policy.accountId, [policy.applicationId]);
  if (application === undefined) throw new Error(`Policy ${policy.id} has no application`);
  return {
    policy: {
      ...policy,
      applicantName: application.applicantName || policy.applicantName,
      insuredName: application.insuredName || policy.insuredName,
      insuranceBeginDate: application.insuranceBeginDate ?? policy.insuranceBeginDate,
      insuranceEndDate: application.insuranceEndDate ?? policy.insuranceEndDate,
      currencyCode: application.currencyCode || policy.currencyCode,
      insuredAmount: application.insuredAmount ?? policy.insuredAmount,
      premium: application.premium ?? policy.premium,
      endorsementNo: null,
      revision: 0,
    },
    form: formOf(application),
    quote: quoteOf(application),
  };
};

const optionRows = (options: ResolvedPrintOptions, printType: string): PrintedRow[] => [
  [say('document.label.paperSeal'), paperSealText(options)],
  [say('document.label.printType'), printType],
];

const signedMoney = (minor: number, currencyCode: string) =>
  `${minor > 0 ? '+' : minor < 0 ? '−' : ''}${amountLabel(Math.abs(minor), currencyCode)}`;

/** One inventory row per endorsement: number and date, then its type, changes and premium difference. */
const inventoryRows = (endorsements: readonly PolicyEndorsement[]): PrintedRow[] => {
  if (endorsements.length === 0) return [['', say('document.inventory.none')]];
  return endorsements.map((endorsement, index) => {
    const changes = endorsement.changes.map((change) =>
      say('document.inventory.change', {
        field: change.label,
        before: change.before || '—',
        after: change.after || '—',
      }),
    );
    const lines = [
      say('document.inventory.endorsement', {
        endorsementNo: endorsement.endorsementNo,
        date: endorsement.effectiveDate,
        type: endorsement.typeName,
      }),
      ...(changes.length === 0 ? [say('document.inventory.noFieldChange')] : changes),
      say('document.inventory.premiumDifference', {
        amount: signedMoney(endorsement.premiumDifference, endorsement.currencyCode),
      }),
    ];
    return [String(index + 1), lines.join('\n')] as const;
  });
};

const endorsementList = (endorsements: readonly PolicyEndorsement[]) =>
  endorsements.length === 0
    ? say('document.none')
    : endorsements.map((item) => `${item.endorsementNo} (${item.effectiveDate})`).join('\n');

/** cargoNewPolicyPrint: the current version of a policy of the account in the new layout. */
export const prepareNewPolicy = async (
  app: FastifyInstance,
  session: Session,
  request: PrintRequest,
  origin: string,
): Promise<PreparedPrint> => {
  const facts = await requirePolicyDocument(app, session, request.documentNo);
  const { policy } = facts;
  const options = resolvePrintOptions(request);
  const prepared = preparedIn(
    options,
    {
      productCode: policy.productCode,
      fileName: () => say('document.newPolicy.fileName', { policyNo: policy.policyNo }),
      fallbackName: `policy-${policy.policyNo}-current.pdf`,
    },
    async () => {
      const endorsements = await findEndorsementsOfPolicy(app, session.accountId, policy.id);
      const numbers: PrintedRow[] = [[say('document.label.policyNo'), policy.policyNo]];
      if (policy.endorsementNo !== null)
        numbers.push([say('document.label.endorsementNo'), policy.endorsementNo]);
      const rows = [
        ...policyRows(facts, issuedDayOf(facts), printedDate(facts.form.transport.departureDate, options)),
        [say('document.label.endorsements'), endorsementList(endorsements)] as const,
        ...optionRows(options, prepared.printType),
      ];
      return renderDocument(app, origin, currentVersionOf(facts), {
        title: say('document.policy.title'),
        numbers,
        rows,
      });
    },
  );
  return prepared;
};

/** oldPolicyAndCorrectInventory: the policy as issued, then its correction inventory. */
export const prepareOldPolicy = async (
  app: FastifyInstance,
  session: Session,
  request: PrintRequest,
  origin: string,
): Promise<PreparedPrint> => {
  const current = await requirePolicyDocument(app, session, request.documentNo);
  const facts = await originalFactsOf(app, current);
  const { policy } = facts;
  const options = resolvePrintOptions(request);
  const prepared = preparedIn(
    options,
    {
      productCode: policy.productCode,
      fileName: () => say('document.oldPolicy.fileName', { policyNo: policy.policyNo }),
      fallbackName: `policy-${policy.policyNo}-original-and-corrections.pdf`,
    },
    async () => {
      const endorsements = await findEndorsementsOfPolicy(app, session.accountId, policy.id);
      const rows = [
        ...policyRows(facts, issuedDayOf(facts), printedDate(facts.form.transport.departureDate, options)),
        ...optionRows(options, prepared.printType),
      ];
      return renderDocument(app, origin, currentVersionOf(facts), {
        title: say('document.oldPolicy.title'),
        numbers: [[say('document.label.policyNo'), policy.policyNo]],
        notice: say('document.oldPolicy.notice'),
        rows,
        sections: [{ title: say('document.inventory.title'), rows: inventoryRows(endorsements) }],
      });
    },
  );
  return prepared;
};
