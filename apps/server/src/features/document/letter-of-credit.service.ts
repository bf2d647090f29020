import {
  additionPpmOf,
  checkLetterOfCredit,
  LETTER_OF_CREDIT_DEFAULT_PERCENT,
  LETTER_OF_CREDIT_RISKS,
  type LetterOfCreditCheck,
  type LetterOfCreditResult,
  labelOf,
  parseAmountIn,
  parsePercent,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { requireOpenPolicy } from '../declaration/open-policy.service.ts';
import { say } from './policy-document.ts';

/**
 * POST checkLetterOfCredit (docs/business-rules.md "Letter of credit check"): the UCP 600 art. 28 checks of
 * `credit/letter-of-credit.ts` on the cover an application or declaration states, answered as findings in
 * the caller's language. Advisory: the customer is warned before submitting; nothing is refused or stored.
 * An application states its whole cover; a declaration names its open policy, whose terms complete it.
 */

const parsed = <T>(outcome: { ok: true; value: T } | { ok: false; error: string }, path: string[]): T => {
  if (!outcome.ok) throw fieldError(path, outcome.error);
  return outcome.value;
};

const blankAsNull = (value: string | null | undefined) =>
  value == null || value.trim() === '' ? null : value;

type Cover = LetterOfCreditCheck['cover'];

/**
 * A declaration's cover under its open policy (of the account, else "not found"): a blank addition is the
 * product's default (as when it is declared), and the cover attaches on the sailing date, but not before the
 * open policy takes effect. An application's cover is as stated (a blank addition is none).
 */
const underOpenPolicy = async (app: FastifyInstance, session: Session, cover: Cover) => {
  const additionPercent = blankAsNull(cover.additionPercent);
  if (!cover.openPolicyNo)
    return { cover, additionPercent: additionPercent ?? '0', defaultAdditionPpm: null };
  const policy = await requireOpenPolicy(app, session, cover.openPolicyNo);
  const shipmentDate = blankAsNull(cover.shipmentDate);
  const coverStartDate =
    shipmentDate === null || shipmentDate < policy.effectiveDate ? policy.effectiveDate : shipmentDate;
  return {
    cover: { ...cover, coverStartDate },
    additionPercent,
    defaultAdditionPpm: additionPpmOf({ additionPercent: undefined }, policy.productCode),
  };
};

export const checkCredit = async (
  app: FastifyInstance,
  session: Session,
  request: LetterOfCreditCheck,
): Promise<LetterOfCreditResult> => {
  const { credit } = request;
  const { cover, additionPercent, defaultAdditionPpm } = await underOpenPolicy(app, session, request.cover);
  const invoiceAmount = parsed(parseAmountIn(cover.invoiceAmount, cover.currencyCode), [
    'cover',
    'invoiceAmount',
  ]);
  const additionPpm =
    additionPercent === null
      ? (defaultAdditionPpm ?? 0)
      : parsed(parsePercent(additionPercent), ['cover', 'additionPercent']);
  const minimumPercent = blankAsNull(credit.minimumPercent) ?? String(LETTER_OF_CREDIT_DEFAULT_PERCENT);
  const minimumPpm = parsed(parsePercent(minimumPercent), ['credit', 'minimumPercent']);
  const findings = checkLetterOfCredit(
    {
      currencyCode: cover.currencyCode,
      invoiceAmount,
      additionPpm,
      coverStartDate: blankAsNull(cover.coverStartDate),
      shipmentDate: blankAsNull(cover.shipmentDate),
      mainClause: cover.mainClause ?? '',
      riders: cover.riders ?? [],
    },
    { currencyCode: credit.currencyCode, minimumPpm, requiredRisks: credit.requiredRisks ?? [] },
  );
  return {
    passed: findings.every((finding) => finding.passed),
    findings: findings.map((finding) => ({
      check: finding.check,
      passed: finding.passed,
      message: say(finding.key, {
        ...finding.params,
        ...(finding.params.risk === undefined
          ? {}
          : { risk: labelOf(LETTER_OF_CREDIT_RISKS, finding.params.risk, callerLanguage()) }),
      }),
    })),
  };
};
