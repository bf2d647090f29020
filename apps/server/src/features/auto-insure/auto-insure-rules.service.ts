import {
  AUTO_INSURE_ACTIONS,
  AUTO_INSURE_MAX_RULES,
  type AutoInsureDefaultRequest,
  type AutoInsureMoveRequest,
  type AutoInsureRule,
  type AutoInsureRuleInput,
  type AutoInsureRules,
  amountText,
  currencyIsoOf,
  ERROR_CODES,
  labelOf,
  parseAmountIn,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, type FieldIssue, fieldErrors } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { findOptions } from '../basedata/basedata.service.ts';
import { type OpenPolicyRow, requireOpenPolicy } from '../declaration/open-policy.service.ts';
import {
  type AutoInsureRuleRow,
  type AutoInsureRuleValues,
  deleteRule as deleteRuleRow,
  findDefaultAction,
  findRules,
  insertRule,
  saveDefaultAction,
  updateRule,
} from './auto-insure.repository.ts';

/**
 * The portal's screen of an open policy's auto-insure rules (issue 45): read by every member, changed by the
 * account's administrators (the access of each endpoint). Another account's policy, or a rule of another
 * policy, is "not found".
 */

const ruleNotFound = () => new AppError(ERROR_CODES.notFound, 'autoInsure.error.ruleNotFound');

const toRule = (row: AutoInsureRuleRow, currencyCode: string): AutoInsureRule => ({
  id: row.id,
  position: row.position,
  ruleName: row.name,
  enabled: row.enabled,
  action: row.action,
  actionName: labelOf(AUTO_INSURE_ACTIONS, row.action, callerLanguage()),
  conditions: {
    insuredMin: row.insuredMin === null ? '' : amountText(row.insuredMin, currencyCode),
    insuredMax: row.insuredMax === null ? '' : amountText(row.insuredMax, currencyCode),
    goodsCategories: row.goodsCategories as AutoInsureRule['conditions']['goodsCategories'],
    departureCountries: row.departureCountries,
    destinationCountries: row.destinationCountries,
    loadingPorts: row.loadingPorts,
    dischargePorts: row.dischargePorts,
    transportModes: row.transportModes as AutoInsureRule['conditions']['transportModes'],
    departureWithinDays: row.departureWithinDays,
    departureNotPast: row.departureNotPast,
  },
});

/** The rules as the screen shows them. */
const rulesOf = async (app: FastifyInstance, policy: OpenPolicyRow): Promise<AutoInsureRules> => {
  const [rows, defaultAction] = await Promise.all([
    findRules(app.db, policy.id),
    findDefaultAction(app.db, policy.id),
  ]);
  return {
    policyNo: policy.policyNo,
    currencyCode: policy.currencyCode,
    currencyIso: currencyIsoOf(policy.currencyCode),
    defaultAction,
    rules: rows.map((row) => toRule(row, policy.currencyCode)),
  };
};

/** A bound in the policy's currency: its decimals decide (JPY has none). */
const boundOf = (text: string, path: string, currency: string, issues: FieldIssue[]) => {
  if (text === '') return null;
  const parsed = parseAmountIn(text, currency);
  if (parsed.ok) return parsed.value;
  issues.push({ path: ['conditions', path], messageKey: parsed.error });
  return null;
};

/** Country codes must be base-data countries (the declaration form's list). */
const unknownCountries = async (app: FastifyInstance, input: AutoInsureRuleInput, issues: FieldIssue[]) => {
  const known = new Set((await findOptions(app, 'portCountry')).map((option) => option.valueCode));
  for (const path of ['departureCountries', 'destinationCountries'] as const) {
    const index = input.conditions[path].findIndex((code) => !known.has(code));
    if (index >= 0) issues.push({ path: ['conditions', path, index], messageKey: 'error.fieldInvalid' });
  }
};

/** The checked input as columns; 400 naming each field the policy's currency or the base data refuse. */
const valuesOf = async (
  app: FastifyInstance,
  policy: OpenPolicyRow,
  input: AutoInsureRuleInput,
): Promise<AutoInsureRuleValues> => {
  const issues: FieldIssue[] = [];
  const { conditions } = input;
  const insuredMin = boundOf(conditions.insuredMin, 'insuredMin', policy.currencyCode, issues);
  const insuredMax = boundOf(conditions.insuredMax, 'insuredMax', policy.currencyCode, issues);
  await unknownCountries(app, input, issues);
  if (issues.length > 0) throw fieldErrors(issues);
  const distinct = (list: readonly string[]) => [...new Set(list)];
  return {
    name: input.ruleName,
    enabled: input.enabled,
    action: input.action,
    insuredMin,
    insuredMax,
    goodsCategories: distinct(conditions.goodsCategories),
    departureCountries: distinct(conditions.departureCountries),
    destinationCountries: distinct(conditions.destinationCountries),
    loadingPorts: distinct(conditions.loadingPorts),
    dischargePorts: distinct(conditions.dischargePorts),
    transportModes: distinct(conditions.transportModes),
    departureWithinDays: conditions.departureWithinDays,
    departureNotPast: conditions.departureNotPast,
  };
};

export const listRules = async (app: FastifyInstance, session: Session, policyNo: string) =>
  rulesOf(app, await requireOpenPolicy(app, session, policyNo));

export const addRule = async (
  app: FastifyInstance,
  session: Session,
  policyNo: string,
  input: AutoInsureRuleInput,
) => {
  const policy = await requireOpenPolicy(app, session, policyNo);
  const values = await valuesOf(app, policy, input);
  await app.db.transaction(async (tx) => {
    // The policy's rules locked: two adds at once take two places, and the limit holds.
    const rules = await findRules(tx, policy.id, true);
    if (rules.length >= AUTO_INSURE_MAX_RULES) {
      throw new AppError(ERROR_CODES.badRequest, 'autoInsure.error.tooManyRules', {
        max: AUTO_INSURE_MAX_RULES,
      });
    }
    await insertRule(tx, policy.id, values);
  });
  return rulesOf(app, policy);
};

export const changeRule = async (
  app: FastifyInstance,
  session: Session,
  { policyNo, ruleId }: { policyNo: string; ruleId: number },
  input: AutoInsureRuleInput,
) => {
  const policy = await requireOpenPolicy(app, session, policyNo);
  const values = await valuesOf(app, policy, input);
  if (!(await updateRule(app.db, policy.id, ruleId, values))) throw ruleNotFound();
  return rulesOf(app, policy);
};

export const deleteRule = async (
  app: FastifyInstance,
  session: Session,
  { policyNo, ruleId }: { policyNo: string; ruleId: number },
) => {
  const policy = await requireOpenPolicy(app, session, policyNo);
  if (!(await deleteRuleRow(app.db, policy.id, ruleId))) throw ruleNotFound();
  return rulesOf(app, policy);
};

/** Swaps the rule with its neighbour above or below; at the top (bottom) moving up (down) changes nothing. */
export const moveRule = async (
  app: FastifyInstance,
  session: Session,
  { policyNo, ruleId }: { policyNo: string; ruleId: number },
  { direction }: AutoInsureMoveRequest,
) => {
  const policy = await requireOpenPolicy(app, session, policyNo);
  await app.db.transaction(async (tx) => {
    const rules = await findRules(tx, policy.id, true);
    const index = rules.findIndex((rule) => rule.id === ruleId);
    if (index < 0) throw ruleNotFound();
    const other = rules[direction === 'up' ? index - 1 : index + 1];
    if (!other) return;
    // Places renumbered 1…n in the current order, then the two swapped: equal positions cannot tie.
    const order = rules.map((rule) => rule.id);
    order[index] = other.id;
    order[rules.indexOf(other)] = ruleId;
    for (const [place, id] of order.entries()) {
      const current = rules.find((rule) => rule.id === id);
      if (current?.position !== place + 1) await updateRule(tx, policy.id, id, { position: place + 1 });
    }
  });
  return rulesOf(app, policy);
};

export const setDefaultAction = async (
  app: FastifyInstance,
  session: Session,
  policyNo: string,
  { defaultAction }: AutoInsureDefaultRequest,
) => {
  const policy = await requireOpenPolicy(app, session, policyNo);
  await saveDefaultAction(app.db, policy.id, defaultAction);
  return rulesOf(app, policy);
};

/** The rules and default of an account's open policy, for the decision on a shipment (no session there). */
export const rulesForDecision = async (app: FastifyInstance, openPolicyId: number) => {
  const [rules, defaultAction] = await Promise.all([
    findRules(app.db, openPolicyId),
    findDefaultAction(app.db, openPolicyId),
  ]);
  return { rules, defaultAction };
};
