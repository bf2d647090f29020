import type { AutoInsureAction, AutoInsureRuleFormInput } from '@cargo/domain';
import { autoInsureEndpoints } from '@cargo/domain/api/auto-insure';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

/** Calls of the auto-insure rules screen (server: apps/server/src/features/auto-insure). */
const AUTO_INSURE_KEY = [...SESSION_QUERY_KEY, 'autoInsure'] as const;

export const autoInsureKeys = {
  all: AUTO_INSURE_KEY,
  policies: [...AUTO_INSURE_KEY, 'policies'],
  rules: (policyNo: string) => [...AUTO_INSURE_KEY, 'rules', policyNo],
} as const;

const quiet = { loading: false } as const;

/** The account's open policies, to choose whose rules to show. */
export const policyChoicesQuery = () =>
  queryOptions({
    queryKey: autoInsureKeys.policies,
    queryFn: ({ signal }) => call(declarationEndpoints.listOpenPolicies, undefined, { ...quiet, signal }),
  });

export const rulesQuery = (policyNo: string) =>
  queryOptions({
    queryKey: autoInsureKeys.rules(policyNo),
    queryFn: ({ signal }) =>
      call(autoInsureEndpoints.listRules, { policyNo }, { ...quiet, hideError: true, signal }),
  });

export const addRule = (policyNo: string, rule: AutoInsureRuleFormInput) =>
  call(autoInsureEndpoints.addRule, { policyNo, ...rule }, quiet);

export const changeRule = (policyNo: string, ruleId: number, rule: AutoInsureRuleFormInput) =>
  call(autoInsureEndpoints.changeRule, { policyNo, ruleId, ...rule }, quiet);

export const deleteRule = (policyNo: string, ruleId: number) =>
  call(autoInsureEndpoints.deleteRule, { policyNo, ruleId }, quiet);

export const moveRule = (policyNo: string, ruleId: number, direction: 'up' | 'down') =>
  call(autoInsureEndpoints.moveRule, { policyNo, ruleId, direction }, quiet);

export const setDefaultAction = (policyNo: string, defaultAction: AutoInsureAction) =>
  call(autoInsureEndpoints.setDefaultAction, { policyNo, defaultAction }, quiet);
