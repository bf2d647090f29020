import {
  addDays,
  amountLabel,
  amountText,
  businessNow,
  type ClaimCheck,
  type ClaimReport,
  carrierNoticeDue,
  chinaDateTime,
  chinaInstant,
  convertToCny,
  currencyByCode,
  currencyIsoOf,
  expectedClaimPayout,
  type FastClaimRefusal,
  fastClaimRefusals,
  GOODS_LOSS_TYPES,
  goodsLineLossOf,
  HIGH_QUALITY_LOOKBACK_DAYS,
  incidentTimeIssue,
  isCauseOffered,
  lossTypesFor,
  minorUnitsOf,
  parseAmountIn,
  parseExchangeRate,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { type FieldIssue, fieldError, fieldErrors } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import {
  findCitiesOrDistricts,
  findCountriesOfContinent,
  findOptionLabel,
} from '../basedata/basedata.service.ts';
import { findExchangeRateToday } from '../quotation/quotation.service.ts';
import { isSwitchOn } from '../switch/switch.service.ts';
import { todaysConversion } from './claim-currency.ts';
import { countClaimsReportedSince } from './claim-list.repository.ts';
import {
  FAST_CLAIM_SWITCH,
  type FoundSubject,
  notReportableReason,
  requireClaimSubject,
} from './claim-subject.service.ts';

/**
 * A report checked against what it is reported on (docs/business-rules.md "Claims"): reportable, incident
 * within cover, loss type and cause offered; then the fast-claim rule, the CNY value and the warnings.
 */
export interface CheckedReport {
  readonly found: FoundSubject;
  readonly report: ClaimReport;
  /** Minor units of the report's `estimatedCurrency`. */
  readonly estimatedLoss: number;
  readonly estimatedLossCny: number;
  /** The policy's deductible and what the estimate would pay after it, minor units of the policy currency. */
  readonly deductible: number;
  readonly expectedPayout: number;
  readonly refusals: FastClaimRefusal[];
  readonly warnings: string[];
  readonly carrierNoticeDue: string;
}

/** Now, China time, 'YYYY-MM-DD HH:mm'. */
const nowInChina = () => chinaDateTime(businessNow()).slice(0, 16);

const subjectIssues = (found: FoundSubject, report: ClaimReport, now: string): FieldIssue[] => {
  const { snapshot } = found;
  const issues: FieldIssue[] = [];
  const reason = notReportableReason(found, now.slice(0, 10));
  if (reason !== undefined) issues.push({ path: ['policyNo'], messageKey: reason });
  const begin = snapshot.insuranceBeginDate;
  const end = snapshot.insuranceEndDate;
  const incident = incidentTimeIssue(report.incidentTime, {
    insuranceBeginDate: begin,
    insuranceEndDate: end,
    now,
  });
  if (incident !== undefined)
    issues.push({ path: ['incidentTime'], messageKey: incident, params: { begin, end } });
  if (!lossTypesFor(snapshot.productCode).some((type) => type.code === report.lossType))
    issues.push({ path: ['lossType'], messageKey: 'claim.error.lossTypeNotOffered' });
  if (!isCauseOffered(snapshot.planCode, report.causeLevel1, report.causeLevel2))
    issues.push({ path: ['causeLevel2'], messageKey: 'claim.error.causeNotOffered' });
  return issues;
};

const hasCode = (options: { valueCode: string }[], code: string) =>
  options.some((option) => option.valueCode === code);

/** The place by the base data: a known province, a city of it and a district of the city; or continent, country. */
const locationIssues = async (app: FastifyInstance, report: ClaimReport): Promise<FieldIssue[]> => {
  const invalid = (field: string): FieldIssue => ({ path: [field], messageKey: 'error.fieldInvalid' });
  if (report.locationType === 'overseas') {
    if ((await findOptionLabel(app, 'continent', report.continentCode)) === undefined)
      return [invalid('continentCode')];
    const countries = await findCountriesOfContinent(app, report.continentCode);
    return hasCode(countries, report.countryCode) ? [] : [invalid('countryCode')];
  }
  if ((await findOptionLabel(app, 'province', report.provinceCode)) === undefined)
    return [invalid('provinceCode')];
  const { provinceCode, cityCode, districtCode } = report;
  if (!hasCode(await findCitiesOrDistricts(app, { provinceCode }), cityCode)) return [invalid('cityCode')];
  if (districtCode === '') return [];
  const districts = await findCitiesOrDistricts(app, { provinceCode, cityCode });
  return hasCode(districts, districtCode) ? [] : [invalid('districtCode')];
};

/** The estimated loss in its currency and in CNY at today's rate. */
const estimatedLossOf = async (app: FastifyInstance, report: ClaimReport) => {
  const minorUnits = minorUnitsOf(report.estimatedCurrency);
  const amount = parseAmountIn(report.estimatedLoss, report.estimatedCurrency);
  if (!amount.ok) throw fieldError(['estimatedLoss'], amount.error);
  const rate = parseExchangeRate((await findExchangeRateToday(app.db, report.estimatedCurrency))?.rate);
  if (!rate.ok) throw fieldError(['estimatedCurrency'], 'insuring.error.exchangeRateMissing');
  return { amount: amount.value, cny: convertToCny(amount.value, minorUnits, rate.value) };
};

/** What the estimate would pay after the policy's deductible, in the policy currency (as the settlement reckons). */
const expectedPayoutOf = async (
  app: FastifyInstance,
  found: FoundSubject,
  report: ClaimReport,
  estimate: number,
) => {
  const { currencyCode, deductible, sumInsured } = found.snapshot;
  const inPolicyCurrency = await todaysConversion(app, report.estimatedCurrency, currencyCode, [
    'estimatedCurrency',
  ]);
  return expectedClaimPayout({ estimatedLoss: inPolicyCurrency(estimate), deductible, sumInsured });
};

/** Claims of the account reported in the last 365 China days (today included). */
export const claimsInLastYear = (app: FastifyInstance, accountId: number, today: string) =>
  countClaimsReportedSince(app.db, accountId, chinaInstant(addDays(today, 1 - HIGH_QUALITY_LOOKBACK_DAYS)));

const warningsOf = (report: ClaimReport, estimatedLoss: number, today: string): string[] => {
  const language = callerLanguage();
  const warnings: string[] = [];
  const due = carrierNoticeDue(report.incidentTime);
  if (GOODS_LOSS_TYPES.includes(report.lossType)) {
    warnings.push(
      today > due
        ? translate(language, 'claim.warning.carrierNoticeLate')
        : translate(language, 'claim.warning.carrierNotice', { due }),
    );
  }
  const currency = currencyByCode(report.estimatedCurrency);
  if (currency !== undefined && report.goodsLines.length > 0) {
    const losses = report.goodsLines.map((line) => goodsLineLossOf(line, currency.minorUnits) ?? 0);
    const sum = losses.reduce((total, loss) => total + loss, 0);
    if (sum !== estimatedLoss) {
      warnings.push(
        translate(language, 'claim.warning.goodsLinesDiffer', {
          sum: amountLabel(sum, report.estimatedCurrency),
          estimated: amountLabel(estimatedLoss, report.estimatedCurrency),
        }),
      );
    }
  }
  return warnings;
};

/** Checks a report (already valid by its schema) against its subject; 400 naming each field otherwise. */
export const checkReport = async (
  app: FastifyInstance,
  session: Session,
  report: ClaimReport,
): Promise<CheckedReport> => {
  const found = await requireClaimSubject(app, session.accountId, report.policyNo);
  const now = nowInChina();
  const today = now.slice(0, 10);
  const issues = [...subjectIssues(found, report, now), ...(await locationIssues(app, report))];
  if (issues.length > 0) throw fieldErrors(issues);
  const estimated = await estimatedLossOf(app, report);
  const expectedPayout = await expectedPayoutOf(app, found, report, estimated.amount);
  const refusals = fastClaimRefusals({
    switchOn: await isSwitchOn(app, FAST_CLAIM_SWITCH),
    lossType: report.lossType,
    personalInjury: report.personalInjury === 'Y',
    vehicleDamage: report.vehicleDamage === 'Y',
    propertyDamage: report.propertyDamage === 'Y',
    estimatedLossCny: estimated.cny,
    expectedPayout,
    claimsInLastYear: await claimsInLastYear(app, session.accountId, today),
  });
  return {
    found,
    report,
    estimatedLoss: estimated.amount,
    estimatedLossCny: estimated.cny,
    deductible: found.snapshot.deductible,
    expectedPayout,
    refusals,
    warnings: warningsOf(report, estimated.amount, today),
    carrierNoticeDue: carrierNoticeDue(report.incidentTime),
  };
};

/** The refusals in the caller's language. */
export const refusalMessages = (refusals: readonly FastClaimRefusal[]) =>
  refusals.map((reason) => ({
    reason,
    message: translate(callerLanguage(), `claim.fast.refusal.${reason}`),
  }));

/** POST verify/checkSubmitReport and checkFastTrackClaims: what submitting would do; writes nothing. */
export const checkSubmitReport = async (
  app: FastifyInstance,
  session: Session,
  report: ClaimReport,
): Promise<ClaimCheck> => {
  const checked = await checkReport(app, session, report);
  return {
    fastClaimEligible: checked.refusals.length === 0,
    fastClaimRefusals: refusalMessages(checked.refusals),
    estimatedLossCny: amountText(checked.estimatedLossCny, 'CNY'),
    policyCurrency: currencyIsoOf(checked.found.snapshot.currencyCode),
    deductible: amountText(checked.deductible, checked.found.snapshot.currencyCode),
    expectedPayout: amountText(checked.expectedPayout, checked.found.snapshot.currencyCode),
    warnings: checked.warnings,
    carrierNoticeDue: checked.carrierNoticeDue,
  };
};
