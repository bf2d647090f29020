import { type AutoInsureAction, addDays } from '@cargo/domain';

/**
 * The pure part of auto-insure (issue 45; docs/business-rules.md "Auto-insure rules"): does a rule match a
 * shipment, and which action applies. No database, no clock: the caller passes today's China date.
 */

/** What the rules look at in a shipment, already worked out by the service. */
export interface ShipmentFacts {
  /** Sum insured in minor units of the open policy's currency; null when it cannot be worked out. */
  readonly insuredAmount: number | null;
  /** Major goods category (`GOODS_CATEGORIES`), given or recognised from the goods; null when unknown. */
  readonly goodsCategory: string | null;
  readonly departureCountry: string;
  readonly destinationCountry: string;
  readonly loadingPort: string;
  readonly dischargePort: string;
  /** Mode of transport (`AUTO_INSURE_TRANSPORT_MODES`), given or the open policy's product's. */
  readonly transportMode: string | null;
  /** Sailing date, YYYY-MM-DD. */
  readonly sailingDate: string | null;
}

/** A rule's conditions: an empty list or a null bound is a condition the rule does not have. */
export interface RuleConditions {
  readonly insuredMin: number | null;
  readonly insuredMax: number | null;
  readonly goodsCategories: readonly string[];
  readonly departureCountries: readonly string[];
  readonly destinationCountries: readonly string[];
  readonly loadingPorts: readonly string[];
  readonly dischargePorts: readonly string[];
  readonly transportModes: readonly string[];
  readonly departureWithinDays: number | null;
  readonly departureNotPast: boolean;
}

export interface EvaluatedRule extends RuleConditions {
  readonly id: number;
  readonly name: string;
  readonly enabled: boolean;
  readonly action: AutoInsureAction;
}

export interface AutoInsureDecision {
  readonly action: AutoInsureAction;
  /** The rule that decided; null when none matched and the open policy's default applied. */
  readonly rule: { readonly id: number; readonly name: string } | null;
}

/** A port name as compared: width, case and runs of spaces ignored ("Shanghai " = "SHANGHAI"). */
export const portKey = (name: string): string =>
  name.normalize('NFKC').trim().replace(/\s+/g, ' ').toUpperCase();

/** An include-list: empty says nothing; otherwise the value must be in it. */
const included = (list: readonly string[], value: string | null, key: (text: string) => string = (t) => t) =>
  list.length === 0 || (value !== null && value !== '' && list.some((entry) => key(entry) === key(value)));

const valueHolds = ({ insuredMin, insuredMax }: RuleConditions, amount: number | null) => {
  if (insuredMin === null && insuredMax === null) return true;
  if (amount === null) return false;
  return (insuredMin === null || amount >= insuredMin) && (insuredMax === null || amount <= insuredMax);
};

const windowHolds = (
  { departureWithinDays, departureNotPast }: RuleConditions,
  sailingDate: string | null,
  today: string,
) => {
  if (departureWithinDays === null && !departureNotPast) return true;
  if (!sailingDate) return false;
  if (departureNotPast && sailingDate < today) return false;
  return departureWithinDays === null || sailingDate <= addDays(today, departureWithinDays);
};

/** Every condition the rule has holds for the shipment. */
export const ruleMatches = (rule: RuleConditions, facts: ShipmentFacts, today: string): boolean =>
  valueHolds(rule, facts.insuredAmount) &&
  included(rule.goodsCategories, facts.goodsCategory) &&
  included(rule.departureCountries, facts.departureCountry.toUpperCase()) &&
  included(rule.destinationCountries, facts.destinationCountry.toUpperCase()) &&
  included(rule.loadingPorts, facts.loadingPort, portKey) &&
  included(rule.dischargePorts, facts.dischargePort, portKey) &&
  included(rule.transportModes, facts.transportMode) &&
  windowHolds(rule, facts.sailingDate, today);

/** The first enabled rule (in the order given) that matches decides; none: the open policy's default. */
export const evaluateRules = (
  rules: readonly EvaluatedRule[],
  defaultAction: AutoInsureAction,
  facts: ShipmentFacts,
  today: string,
): AutoInsureDecision => {
  const rule = rules.find((candidate) => candidate.enabled && ruleMatches(candidate, facts, today));
  return rule
    ? { action: rule.action, rule: { id: rule.id, name: rule.name } }
    : { action: defaultAction, rule: null };
};
