import { z } from 'zod';
import {
  ZAutoInsureDefaultRequest,
  ZAutoInsureMoveRequest,
  ZAutoInsureRuleInput,
  ZAutoInsureRuleParams,
  ZAutoInsureRules,
  ZHeldDeclarationParams,
} from '../schemas/auto-insure.ts';
import { ZDeclarationResult, ZOpenPolicyNoParams } from '../schemas/declaration.ts';
import { customerAccess, endpoint } from './endpoint.ts';

/**
 * Auto-insure rules of an open policy (issue 45): read by every member, changed by the account's administrators;
 * the shipments they held are declared or dropped from the pending declarations by operators and administrators.
 */
export const autoInsureEndpoints = {
  listRules: endpoint({
    method: 'GET',
    path: '/cargo/autoInsure/:policyNo/rules',
    access: customerAccess.read,
    params: ZOpenPolicyNoParams,
    response: ZAutoInsureRules,
    summary: "An open policy's auto-insure rules in the order they are tried, and its default action",
  }),
  addRule: endpoint({
    method: 'POST',
    path: '/cargo/autoInsure/:policyNo/rules',
    access: customerAccess.admin,
    params: ZOpenPolicyNoParams,
    body: ZAutoInsureRuleInput,
    response: ZAutoInsureRules,
    summary: 'Adds an auto-insure rule at the end of the open policy’s rules',
  }),
  changeRule: endpoint({
    method: 'PUT',
    path: '/cargo/autoInsure/:policyNo/rules/:ruleId',
    access: customerAccess.admin,
    params: ZAutoInsureRuleParams,
    body: ZAutoInsureRuleInput,
    response: ZAutoInsureRules,
    summary: 'Changes an auto-insure rule (name, on or off, conditions, action)',
  }),
  deleteRule: endpoint({
    method: 'DELETE',
    path: '/cargo/autoInsure/:policyNo/rules/:ruleId',
    access: customerAccess.admin,
    params: ZAutoInsureRuleParams,
    response: ZAutoInsureRules,
    summary: 'Deletes an auto-insure rule',
  }),
  moveRule: endpoint({
    method: 'POST',
    path: '/cargo/autoInsure/:policyNo/rules/:ruleId/move',
    access: customerAccess.admin,
    params: ZAutoInsureRuleParams,
    body: ZAutoInsureMoveRequest,
    response: ZAutoInsureRules,
    summary: 'Moves an auto-insure rule one place up or down',
  }),
  setDefaultAction: endpoint({
    method: 'PUT',
    path: '/cargo/autoInsure/:policyNo/default',
    access: customerAccess.admin,
    params: ZOpenPolicyNoParams,
    body: ZAutoInsureDefaultRequest,
    response: ZAutoInsureRules,
    summary: 'Sets what happens to a shipment no rule matches',
  }),
  declareHeld: endpoint({
    method: 'POST',
    path: '/cargo/autoInsure/held/:declarationNo/declare',
    access: customerAccess.operate,
    params: ZHeldDeclarationParams,
    response: ZDeclarationResult,
    summary: 'Declares a shipment held by an auto-insure rule, under every rule of a submit',
  }),
  dropHeld: endpoint({
    method: 'POST',
    path: '/cargo/autoInsure/held/:declarationNo/drop',
    access: customerAccess.operate,
    params: ZHeldDeclarationParams,
    response: z.null(),
    summary: 'Drops a shipment held by an auto-insure rule (it is removed, nothing declared)',
  }),
};
