import { ACCIDENT_CAUSES, type AccidentCause, LOSS_TYPE, LOSS_TYPES } from '../codes/claim-causes.ts';
import { findPricingProduct } from '../pricing/clauses.ts';

/**
 * Which accident causes a customer may choose, by the plan (main clause) of the policy or certificate
 * (`getLevel1AccidentCauses` / `getLevel2AccidentCauses` by planCode). Restricted covers (FPA/WPA, ICC (B)
 * and (C), domestic basic cover) insure natural calamities and fortuitous accidents only, so extraneous
 * causes (theft, rain, breakage…) are not offered; carriers' liability answers for accidents and
 * extraneous causes, not natural calamities. "Other" (99) is always offered: the adjuster decides cover.
 */
const NATURAL = '01';
const ACCIDENT = '02';
const EXTRANEOUS = '03';
const OTHER = '99';

const RESTRICTED = [NATURAL, ACCIDENT, OTHER] as const;
const LIABILITY = [ACCIDENT, EXTRANEOUS, OTHER] as const;
const ALL_LEVEL_1 = [NATURAL, ACCIDENT, EXTRANEOUS, OTHER] as const;

const LEVEL_1_BY_PLAN: Readonly<Record<string, readonly string[]>> = {
  ICC_B: RESTRICTED,
  ICC_C: RESTRICTED,
  CIC_WPA: RESTRICTED,
  CIC_FPA: RESTRICTED,
  DOMESTIC_BASIC: RESTRICTED,
  CARRIER_LIABILITY_TRIP: LIABILITY,
  CARRIER_LIABILITY_ANNUAL: LIABILITY,
  HAZMAT_CARRIER_LIABILITY: LIABILITY,
};

const isLevel1 = (cause: AccidentCause) => cause.parentCode === '';

/** The level-1 causes of a plan, in code order; every level-1 cause for a plan not named above. */
export function level1CausesFor(planCode: string): AccidentCause[] {
  const allowed = LEVEL_1_BY_PLAN[planCode] ?? ALL_LEVEL_1;
  return ACCIDENT_CAUSES.filter((cause) => isLevel1(cause) && allowed.includes(cause.code));
}

/** The level-2 causes under a level-1 cause the plan offers (none when the plan does not offer it). */
export function level2CausesFor(planCode: string, level1Code: string): AccidentCause[] {
  if (!level1CausesFor(planCode).some((cause) => cause.code === level1Code)) return [];
  return ACCIDENT_CAUSES.filter((cause) => cause.parentCode === level1Code);
}

/** True when the pair is one the plan offers and the level-2 cause belongs to the level-1 cause. */
export const isCauseOffered = (planCode: string, level1Code: string, level2Code: string): boolean =>
  level2CausesFor(planCode, level1Code).some((cause) => cause.code === level2Code);

/**
 * The loss types that may be reported on a product (`getLossType`): cargo covers answer for the goods (general
 * average and salvage only where the goods travel by water); carriers' liability covers also answer for
 * third parties, injured persons and vehicles.
 */
export function lossTypesFor(productCode: string): (typeof LOSS_TYPES)[number][] {
  const kind = findPricingProduct(productCode)?.kind;
  const byWater = kind === 'import' || kind === 'export' || productCode === WATERWAY_PRODUCT;
  const liability = kind === 'liabilityTrip' || kind === 'liabilityAnnual';
  return LOSS_TYPES.filter((type) => {
    if (WATER_ONLY.includes(type.code)) return byWater;
    if (LIABILITY_ONLY.includes(type.code)) return liability;
    return true;
  });
}

const WATERWAY_PRODUCT = 'MP09110015';
const WATER_ONLY: readonly string[] = [LOSS_TYPE.generalAverage, LOSS_TYPE.salvage];
const LIABILITY_ONLY: readonly string[] = [
  LOSS_TYPE.thirdPartyLiability,
  LOSS_TYPE.personalInjury,
  LOSS_TYPE.vehicleDamage,
];
