import { randomUUID } from 'node:crypto';
import {
  type AutoInsureTransportMode,
  currencyByCode,
  type DeclarationResult,
  type DeclarationSubmitRequest,
  GOODS_CATEGORIES,
  type HeldShipmentSource,
  PRICING_PRODUCTS,
  priceDeclaration,
  todayInChina,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../platform/session.ts';
import { recognizeGoods } from '../basedata/basedata-lookups.service.ts';
import {
  dropHeldDeclaration,
  heldSubmitOf,
  holdDeclaration,
} from '../declaration/declaration-held.service.ts';
import { submitDeclaration } from '../declaration/declaration-submit.service.ts';
import { type OpenPolicyRow, requireAccountOpenPolicy } from '../declaration/open-policy.service.ts';
import { type AutoInsureDecision, evaluateRules, type ShipmentFacts } from './auto-insure-evaluation.ts';
import { rulesForDecision } from './auto-insure-rules.service.ts';

/**
 * What the customer's own system (the API, `POST /api/v1/shipments`) calls to insure a shipment by the open
 * policy's auto-insure rules (issue 45; docs/business-rules.md "Auto-insure rules"), and the portal's two
 * actions on a shipment the rules held: declare it (a submit of its draft) or drop it.
 */

export type { AutoInsureDecision } from './auto-insure-evaluation.ts';

/**
 * A shipment as the API takes it: the declaration of the portal's form, plus two facts the form has no field
 * for. Without them the goods category is recognised from the goods description and the mode of transport is
 * the open policy's product's.
 */
export type AutoInsureShipment = DeclarationSubmitRequest & {
  /** A major goods category (`GOODS_CATEGORIES`, 2 digits) or a subcategory (4 digits). */
  goodsCategory?: string | undefined;
  transportMode?: AutoInsureTransportMode | undefined;
};

/** The sum insured in the policy's currency; null when the invoice is in another currency or unreadable. */
const sumInsuredOf = (shipment: DeclarationSubmitRequest, policy: OpenPolicyRow) => {
  if (currencyByCode(shipment.invoiceCurrency)?.code !== policy.currencyCode) return null;
  const price = priceDeclaration(shipment, { productCode: policy.productCode, ratePpm: policy.ratePpm });
  return price.ok ? price.value.insuredAmount : null;
};

const goodsCategoryOf = (shipment: AutoInsureShipment) => {
  const given = shipment.goodsCategory?.trim().slice(0, 2);
  if (given && GOODS_CATEGORIES.some((category) => category.code === given)) return given;
  return recognizeGoods(shipment.goodsDescription)[0]?.majorCategory ?? null;
};

const transportModeOf = (shipment: AutoInsureShipment, policy: OpenPolicyRow) =>
  shipment.transportMode ??
  PRICING_PRODUCTS.find((product) => product.code === policy.productCode)?.defaultModes[0] ??
  null;

/** What the rules look at in a shipment under this open policy. */
export const shipmentFactsOf = (shipment: AutoInsureShipment, policy: OpenPolicyRow): ShipmentFacts => ({
  insuredAmount: sumInsuredOf(shipment, policy),
  goodsCategory: goodsCategoryOf(shipment),
  departureCountry: shipment.departureCountry,
  destinationCountry: shipment.destinationCountry,
  loadingPort: shipment.loadingPort,
  dischargePort: shipment.dischargePort,
  transportMode: transportModeOf(shipment, policy),
  sailingDate: shipment.sailingDate || null,
});

/**
 * Which action the open policy's rules take on a shipment: the first enabled rule that matches, or the
 * policy's default (`rule: null`). Decides only: nothing is recorded. Another account's policy → 404
 * `declaration.error.policyNotFound` (an `AppError`).
 */
export const decideShipment = async (
  app: FastifyInstance,
  { accountId, policyNo, shipment }: { accountId: number; policyNo: string; shipment: AutoInsureShipment },
): Promise<AutoInsureDecision> => {
  const policy = await requireAccountOpenPolicy(app, accountId, policyNo);
  const { rules, defaultAction } = await rulesForDecision(app, policy.id);
  return evaluateRules(rules, defaultAction, shipmentFactsOf(shipment, policy), todayInChina());
};

/**
 * Keeps a shipment the rules hold as a held draft in the portal's pending declarations, naming the rule (null:
 * the default held it). No balance is drawn. Idempotent by `request.requestKey`. Answers its declaration number.
 */
export const holdShipment = async (
  app: FastifyInstance,
  {
    accountId,
    request,
    rule,
    source,
  }: {
    accountId: number;
    request: DeclarationSubmitRequest;
    rule: { id: number; name: string } | null;
    source: HeldShipmentSource;
  },
): Promise<{ declarationNo: string }> => ({
  declarationNo: await holdDeclaration(app, accountId, request, {
    ruleId: rule?.id ?? null,
    ruleName: rule?.name ?? null,
    source,
  }),
});

/**
 * The portal's "Declare" on a held shipment: the submit of its draft, under every rule of a submit (open
 * policy terms, per-shipment limit, balance, self-check, sanctions screening), exactly as a draft's submit.
 */
export const declareHeldShipment = async (
  app: FastifyInstance,
  session: Session,
  declarationNo: string,
): Promise<DeclarationResult> =>
  submitDeclaration(app, session, await heldSubmitOf(app, session, declarationNo, randomUUID()));

/** The portal's "Drop" on a held shipment: it is removed; nothing was drawn. */
export const dropHeldShipment = (app: FastifyInstance, session: Session, declarationNo: string) =>
  dropHeldDeclaration(app, session, declarationNo);
