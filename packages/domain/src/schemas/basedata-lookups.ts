import { z } from 'zod';
import { productCodeSchema } from '../codes/code-schemas.ts';
import { SPECIAL_AGREEMENT_TYPES } from '../codes/special-agreement.ts';

/**
 * Lookups of base data beyond the option lists (SPEC §7 "Base data"): survey agents, special agreements,
 * ports by name, the punish state of a party, cancellation reasons, goods category suggestions and the
 * parsing of a Chinese address. Decisions in docs/business-rules.md "Base data".
 */

const requiredText = (max: number) => z.string().trim().min(1, 'error.fieldRequired').max(max);

/** A country (alpha-2, `DE`) or a port (UN/LOCODE, `DEHAM`: its country is the first two letters). */
export const ZSurveyAgentQuery = z.object({
  areaCode: z
    .string()
    .trim()
    .min(1, 'error.fieldRequired')
    .regex(/^[A-Za-z]{2}([A-Za-z0-9]{3})?$/, 'error.fieldInvalid'),
});
export type SurveyAgentQuery = z.infer<typeof ZSurveyAgentQuery>;

export const ZSurveyAgent = z.object({
  agentCode: z.string(),
  /** In the caller's language. */
  agentName: z.string(),
  countryCode: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Claims on policies naming this agent can be paid at its city (claim payable at). */
  claimPayableAt: z.string(),
});
export type SurveyAgent = z.infer<typeof ZSurveyAgent>;

/** GET specialPromise: department and product class are optional narrowing, the product is required. */
export const ZSpecialPromiseQuery = z.object({
  departmentCode: z.string().trim().max(32).optional(),
  productClass: z.string().trim().max(16).optional(),
  productCode: productCodeSchema,
});
export type SpecialPromiseQuery = z.infer<typeof ZSpecialPromiseQuery>;

export const ZSpecialPromise = z.object({
  agreementCode: z.string(),
  agreementType: z.enum(SPECIAL_AGREEMENT_TYPES),
  /** The text in the caller's language; a semi-fixed text keeps its blank as `{{value}}`. */
  text: z.string(),
});
export type SpecialPromise = z.infer<typeof ZSpecialPromise>;

/** GET portName: ports of any country by code or name. */
export const ZPortNameQuery = z.object({ keyword: requiredText(64) });
export type PortNameQuery = z.infer<typeof ZPortNameQuery>;

/** GET isPunishState: a party by its name and/or ID number (USCC or ID card); at least one is needed. */
export const ZPunishStateQuery = z
  .object({
    name: z.string().trim().max(200).optional(),
    idNo: z.string().trim().max(32).optional(),
  })
  .refine((query) => Boolean(query.name || query.idNo), {
    message: 'error.fieldRequired',
    path: ['name'],
  });
export type PunishStateQuery = z.infer<typeof ZPunishStateQuery>;

export const ZPunishState = z.object({
  /** Y: the party is under the insurer's punish state and cannot be insured online; N: it can. */
  punishState: z.enum(['Y', 'N']),
  reasonCode: z.string().nullable(),
  /** The reason in the caller's language, or null. */
  reason: z.string().nullable(),
  /** The last day of the punish state, or null when it has no end. */
  validUntil: z.string().nullable(),
});
export type PunishState = z.infer<typeof ZPunishState>;

/** POST cargoRiskDepictRecognition: the goods description (2000 characters at most, SPEC §5). */
export const ZGoodsRecognitionRequest = z.object({ goodsDescription: requiredText(2000) });
export type GoodsRecognitionRequest = z.infer<typeof ZGoodsRecognitionRequest>;

export const ZGoodsCategorySuggestion = z.object({
  majorCategory: z.string(),
  majorCategoryName: z.string(),
  subCategory: z.string(),
  subCategoryName: z.string(),
  /** The keywords of the description that led to this suggestion. */
  matchedKeywords: z.array(z.string()),
  score: z.number(),
});
export type GoodsCategorySuggestion = z.infer<typeof ZGoodsCategorySuggestion>;

/** GET getParseAddress: a free Chinese address. */
export const ZParseAddressQuery = z.object({ address: requiredText(200) });
export type ParseAddressQuery = z.infer<typeof ZParseAddressQuery>;

export const ZParsedAddress = z.object({
  provinceCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  districtCode: z.string().nullable(),
  districtName: z.string().nullable(),
  /** What is left of the address after the divisions found (street, number, building). */
  detailAddress: z.string(),
});
export type ParsedAddress = z.infer<typeof ZParsedAddress>;

/** POST queryShipInfo: an IMO number (7 digits, optionally after "IMO") or part of a vessel name. */
export const ZShipInfoRequest = z.object({
  keyword: z.string().trim().min(2, 'error.fieldRequired').max(64),
});
export type ShipInfoRequest = z.infer<typeof ZShipInfoRequest>;

/** What the ship-age and class rule (DOMAIN §3.4, pricing/underwriting.ts) makes of a vessel. */
export const SHIP_RULE_OUTCOMES = ['accepted', 'loading', 'referred'] as const;
export type ShipRuleOutcome = (typeof SHIP_RULE_OUTCOMES)[number];

export const ZShipInfo = z.object({
  imo: z.string(),
  /** The vessel's registered (English) name: what the form's conveyance name takes. */
  vesselName: z.string(),
  /** The name in the caller's language (Chinese name in Chinese). */
  displayName: z.string(),
  vesselType: z.enum(['bulk', 'liner', 'container', 'other']),
  vesselTypeName: z.string(),
  buildYear: z.number().int(),
  /** Whole years since the build year, at least 1 (the form's ship age). */
  shipAge: z.number().int(),
  /** A `classificationSociety` base-data code (99 other/unknown). */
  classSociety: z.string(),
  classSocietyName: z.string(),
  isIacs: z.boolean(),
  flagCode: z.string(),
  flagName: z.string(),
  grossTonnage: z.number().int(),
  /** The age above which an over-age additional premium applies to this vessel type. */
  ageLimit: z.number().int(),
  outcome: z.enum(SHIP_RULE_OUTCOMES),
  /** The outcome explained in the caller's language. */
  outcomeText: z.string(),
});
export type ShipInfo = z.infer<typeof ZShipInfo>;

const portCodeText = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}[A-Za-z0-9]{3}$/, 'error.fieldInvalid')
  .optional();

/** GET naturalDisasterWarning: the route's ports and the departure day (today when left out). */
export const ZDisasterWarningQuery = z.object({
  departurePort: portCodeText,
  destinationPort: portCodeText,
  transitPort: portCodeText,
  departureDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'error.fieldInvalid')
    .optional(),
});
export type DisasterWarningQuery = z.infer<typeof ZDisasterWarningQuery>;

export const ZDisasterWarning = z.object({
  warningCode: z.string(),
  /** In the caller's language. */
  title: z.string(),
  disasterType: z.string(),
  disasterTypeName: z.string(),
  /** blue < yellow < orange < red (the Chinese warning colours). */
  level: z.enum(['blue', 'yellow', 'orange', 'red']),
  levelName: z.string(),
  /** The route's ports the warning covers. */
  matchedPorts: z.array(z.string()),
  validFrom: z.string(),
  validUntil: z.string(),
});
export type DisasterWarning = z.infer<typeof ZDisasterWarning>;

/** GET /cargo/customs/getInsuredStatement?productCode=: a product of the account. */
export const ZInsuredStatementQuery = z.object({ productCode: productCodeSchema });
export type InsuredStatementQuery = z.infer<typeof ZInsuredStatementQuery>;

export const ZInsuredStatement = z.object({
  productCode: z.string(),
  /** Whether goods of this product cross a customs border (import and export products). */
  applicable: z.boolean(),
  title: z.string(),
  paragraphs: z.array(z.string()),
});
export type InsuredStatement = z.infer<typeof ZInsuredStatement>;
