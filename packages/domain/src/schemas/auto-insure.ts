import { z } from 'zod';
import { AUTO_INSURE_ACTIONS, AUTO_INSURE_TRANSPORT_MODES } from '../codes/auto-insure.ts';
import { codesOf } from '../codes/code-list.ts';
import { GOODS_CATEGORIES } from '../pricing/goods-categories.ts';
import { parseAmount } from '../pricing/money.ts';
import { ZDeclarationNoParams, ZOpenPolicyNoParams } from './declaration.ts';
import { ZRecordIdText } from './record-id.ts';

/**
 * Auto-insure rules of an open policy (issue 45; docs/business-rules.md "Auto-insure rules"). One schema,
 * `ZAutoInsureRuleInput`, checks a rule in the portal's form and on the server. Every condition is optional;
 * a rule matches a shipment when all the conditions it has hold. Amounts are decimal text in the open
 * policy's currency (the server parses them with that currency's decimals).
 */

/** Longest rule name, in characters. */
export const AUTO_INSURE_RULE_NAME_MAX = 60;
/** At most this many rules per open policy. */
export const AUTO_INSURE_MAX_RULES = 50;
/** At most this many entries in one list condition (countries, ports…). */
export const AUTO_INSURE_MAX_LIST = 50;
/** The longest departure window, in days from today. */
export const AUTO_INSURE_MAX_WINDOW_DAYS = 366;
/** Decimals accepted by the form's amount check before the policy's currency is known (3: the most any currency has). */
const MOST_DECIMALS = 3;

const amountField = z
  .string()
  .trim()
  .max(20)
  .refine((value) => value === '' || parseAmount(value, MOST_DECIMALS).ok, 'pricing.error.amountInvalid')
  .default('');

const countryCodes = z
  .array(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'error.fieldInvalid'),
  )
  .max(AUTO_INSURE_MAX_LIST)
  .default([]);

/** Ports are names as the declaration form takes them (free text, suggested from base data). */
const portNames = z.array(z.string().trim().min(1).max(100)).max(AUTO_INSURE_MAX_LIST).default([]);

export const ZAutoInsureConditions = z.object({
  /** Lowest sum insured (inclusive), decimal text in the policy's currency; blank = no lower bound. */
  insuredMin: amountField,
  /** Highest sum insured (inclusive); blank = no upper bound. */
  insuredMax: amountField,
  /** Major goods categories (`GOODS_CATEGORIES`); empty = any. */
  goodsCategories: z
    .array(z.enum(codesOf(GOODS_CATEGORIES), 'error.fieldInvalid'))
    .max(AUTO_INSURE_MAX_LIST)
    .default([]),
  departureCountries: countryCodes,
  destinationCountries: countryCodes,
  loadingPorts: portNames,
  dischargePorts: portNames,
  transportModes: z
    .array(z.enum(codesOf(AUTO_INSURE_TRANSPORT_MODES), 'error.fieldInvalid'))
    .max(AUTO_INSURE_TRANSPORT_MODES.length)
    .default([]),
  /** The sailing date is at most this many days after today; null = no limit. */
  departureWithinDays: z
    .number('error.fieldInvalid')
    .int('error.fieldInvalid')
    .min(0, 'autoInsure.error.windowRange')
    .max(AUTO_INSURE_MAX_WINDOW_DAYS, 'autoInsure.error.windowRange')
    .nullable()
    .default(null),
  /** The sailing date is today or later. */
  departureNotPast: z.boolean().default(false),
});
export type AutoInsureConditions = z.output<typeof ZAutoInsureConditions>;

/** Lowest above highest, compared exactly (thousandths, the finest any currency has). */
const rangeIssue = (conditions: AutoInsureConditions) => {
  if (conditions.insuredMin === '' || conditions.insuredMax === '') return false;
  const min = parseAmount(conditions.insuredMin, MOST_DECIMALS);
  const max = parseAmount(conditions.insuredMax, MOST_DECIMALS);
  return min.ok && max.ok && min.value > max.value;
};

/** A rule as the form sends it (add or change). */
export const ZAutoInsureRuleInput = z
  .object({
    ruleName: z
      .string('error.fieldRequired')
      .trim()
      .min(1, 'error.fieldRequired')
      .max(AUTO_INSURE_RULE_NAME_MAX, 'validation.text.tooLong'),
    enabled: z.boolean().default(true),
    action: z.enum(codesOf(AUTO_INSURE_ACTIONS), {
      error: (issue) => (issue.input === undefined ? 'error.fieldRequired' : 'error.fieldInvalid'),
    }),
    conditions: ZAutoInsureConditions.prefault({}),
  })
  .superRefine((rule, ctx) => {
    if (rangeIssue(rule.conditions)) {
      ctx.addIssue({
        code: 'custom',
        path: ['conditions', 'insuredMax'],
        message: 'autoInsure.error.minAboveMax',
      });
    }
  });
export type AutoInsureRuleInput = z.output<typeof ZAutoInsureRuleInput>;
export type AutoInsureRuleFormInput = z.input<typeof ZAutoInsureRuleInput>;

/** One stored rule as the portal reads it. */
export const ZAutoInsureRule = z.object({
  id: z.number().int(),
  position: z.number().int(),
  ruleName: z.string(),
  enabled: z.boolean(),
  action: z.enum(codesOf(AUTO_INSURE_ACTIONS)),
  actionName: z.string(),
  conditions: ZAutoInsureConditions,
});
export type AutoInsureRule = z.infer<typeof ZAutoInsureRule>;

/** The rules of one open policy, in the order they are tried, with the default and the policy's currency. */
export const ZAutoInsureRules = z.object({
  policyNo: z.string(),
  currencyCode: z.string(),
  currencyIso: z.string(),
  defaultAction: z.enum(codesOf(AUTO_INSURE_ACTIONS)),
  rules: z.array(ZAutoInsureRule),
});
export type AutoInsureRules = z.infer<typeof ZAutoInsureRules>;

export const ZAutoInsureRuleParams = ZOpenPolicyNoParams.extend({ ruleId: ZRecordIdText });
export type AutoInsureRuleParams = z.output<typeof ZAutoInsureRuleParams>;

export const ZAutoInsureMoveRequest = z.object({ direction: z.enum(['up', 'down']) });
export type AutoInsureMoveRequest = z.output<typeof ZAutoInsureMoveRequest>;

export const ZAutoInsureDefaultRequest = z.object({
  defaultAction: z.enum(codesOf(AUTO_INSURE_ACTIONS), 'error.fieldInvalid'),
});
export type AutoInsureDefaultRequest = z.output<typeof ZAutoInsureDefaultRequest>;

/** A held shipment of the pending list, by its declaration number. */
export const ZHeldDeclarationParams = ZDeclarationNoParams;
