import { amountLabel } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { findApplicationsOfAccount, formOf, quoteOf } from '../application/application.service.ts';
import { findEndorsementsOfPolicy, type PolicyEndorsement } from '../correction/correction.service.ts';
import type { PolicyDocumentFacts } from '../policy/policy.service.ts';
import {
  currentVersionOf,
  issuedDayOf,
  type PrintPreparer,
  policyNumbers,
  preparedPolicyIn,
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
  // The print type by its name: the code (P1101ELE, P1109ELE) is the print service's, not the reader's.
  [say('document.label.printType'), say(`document.printType.${printType}`)],
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

/** The policy's rows with the sailing date as the print asks for it. */
const printedPolicyRows = (app: FastifyInstance, facts: PolicyDocumentFacts, options: ResolvedPrintOptions) =>
  policyRows(app, facts, issuedDayOf(facts), printedDate(facts.form.transport.departureDate, options));

/** cargoNewPolicyPrint: the current version of a policy of the account in the new layout. */
export const prepareNewPolicy: PrintPreparer = async (app, session, request, origin) => {
  const facts = await requirePolicyDocument(app, session, request.documentNo);
  const options = resolvePrintOptions(request);
  const names = { fileNameKey: 'document.newPolicy.fileName', fallbackSuffix: '-current' };
  const prepared = preparedPolicyIn(options, facts, names, async () => {
    const endorsements = await findEndorsementsOfPolicy(app, session.accountId, facts.policy.id);
    return renderDocument(app, origin, currentVersionOf(facts), {
      title: say('document.policy.title'),
      numbers: policyNumbers(facts),
      rows: [
        ...(await printedPolicyRows(app, facts, options)),
        [say('document.label.endorsements'), endorsementList(endorsements)],
        ...optionRows(options, prepared.printType),
      ],
    });
  });
  return prepared;
};

/** oldPolicyAndCorrectInventory: the policy as issued, then its correction inventory. */
export const prepareOldPolicy: PrintPreparer = async (app, session, request, origin) => {
  const facts = await originalFactsOf(app, await requirePolicyDocument(app, session, request.documentNo));
  const options = resolvePrintOptions(request);
  const names = { fileNameKey: 'document.oldPolicy.fileName', fallbackSuffix: '-original-and-corrections' };
  const prepared = preparedPolicyIn(options, facts, names, async () => {
    const endorsements = await findEndorsementsOfPolicy(app, session.accountId, facts.policy.id);
    return renderDocument(app, origin, currentVersionOf(facts), {
      title: say('document.oldPolicy.title'),
      numbers: [[say('document.label.policyNo'), facts.policy.policyNo]],
      notice: say('document.oldPolicy.notice'),
      rows: [...(await printedPolicyRows(app, facts, options)), ...optionRows(options, prepared.printType)],
      sections: [{ title: say('document.inventory.title'), rows: inventoryRows(endorsements) }],
    });
  });
  return prepared;
};
