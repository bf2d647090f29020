import type { EnglishKeysOf } from '../english-keys.ts';
import type zh from '../zh-CN/pricing.ts';

export default {
  'pricing.error.productUnknown': 'This product cannot be insured online',
  'pricing.error.clauseRequired': 'Please choose the main clause',
  'pricing.error.clauseNotAvailable': 'The chosen main clause is not available for this product',
  'pricing.error.goodsRequired': 'Please choose the major category and subcategory of the goods',
  'pricing.error.goodsUnknown': 'Unknown goods category; please choose again',
  'pricing.error.currencyUnknown': 'Unknown currency; please choose again',
  'pricing.error.currencyCnyOnly': 'Domestic transport and liability insurance can only be written in CNY',
  'pricing.error.exchangeRateRequired': 'An exchange rate to CNY is required for a foreign currency',
  'pricing.error.exchangeRateInvalid':
    'The exchange rate must be a number greater than 0 and at most 100, with at most 10 decimal places',
  'pricing.error.amountInvalid': 'Please enter a valid amount (digits only, no thousands separators)',
  'pricing.error.amountDecimals': 'The amount has more decimal places than the currency allows',
  'pricing.error.amountTooLarge': 'The amount is too large',
  'pricing.error.amountNotPositive': 'The amount must be greater than 0',
  'pricing.error.percentInvalid': 'Invalid percentage: use a number with at most 4 decimal places',
  'pricing.error.additionInvalid': 'The addition percentage must be a number with at most 2 decimal places',
  'pricing.error.additionTooHigh': 'The addition percentage cannot exceed 30%',
  'pricing.error.additionBelowLetterOfCredit':
    'Under a letter of credit the addition percentage must be at least 10%',
  'pricing.error.additionNotApplicable': 'An addition percentage does not apply to liability insurance',
  'pricing.error.riderUnknown': 'Unknown additional cover; please choose again',
  'pricing.error.riderNotAvailable': 'This additional cover is not available for the chosen product',
  'pricing.error.riderIncluded':
    'The chosen main clause already includes this additional cover; it need not be added separately',
  'pricing.error.riderDuplicate': 'The same additional cover cannot be chosen twice',
  'pricing.error.riderWarNeedsSeaOrAir': 'War risks can only be covered for a transit with a sea or air leg',
  'pricing.error.riderOnDeckNeedsSea': 'On-deck risks apply only to goods carried by sea',
  'pricing.error.riderExceedsMain':
    'The sum insured or aggregate limit of an additional cover cannot exceed the main cover',
  'pricing.error.dateInvalid': 'Invalid date; please use the format YYYY-MM-DD',
  'pricing.error.periodRequired': 'Annual insurance needs a start and an end date',
  'pricing.error.periodOrder': 'The end of the insurance period cannot be before its start',
  'pricing.error.periodTooLong': 'The insurance period cannot exceed one year',
  'pricing.error.shipAgeInvalid': 'The ship age must be a positive whole number',
  'pricing.error.countryInvalid': 'Invalid country or region code',
  'pricing.error.transportModeInvalid': 'Invalid mode of transport',
  'pricing.error.vesselTypeInvalid': 'Invalid vessel type',

  'pricing.refer.sumInsuredOverLimit':
    'The sum insured exceeds the automatic limit of CNY 5,000,000 (or equivalent) and needs manual underwriting',
  'pricing.refer.hazardousGoods': 'Dangerous goods need manual underwriting',
  'pricing.refer.liveAnimals': 'Live animals and plants need manual underwriting',
  'pricing.refer.valuables': 'Valuables (precious metals, jewellery, works of art…) need manual underwriting',
  'pricing.refer.usedGoods': 'Used (second-hand) goods need manual underwriting',
  'pricing.refer.projectCargo':
    'Project cargo and oversized or heavy-lift equipment need manual underwriting',
  'pricing.refer.antiDated':
    'The insurance starts before the application date (anti-dated) and needs manual underwriting',
  'pricing.refer.highRiskCountry':
    'The route involves a sanctioned or high war-risk country or region and needs manual underwriting',
  'pricing.refer.warExcludedArea':
    'War risks are excluded for this high-risk area; cover needs confirmation by an underwriter',
  'pricing.refer.vesselOverAge': 'The vessel is 40 years old or older and needs manual underwriting',
  'pricing.refer.vesselAgeUnknown':
    'Non-containerised sea cargo without a vessel age needs manual underwriting',
  'pricing.refer.vesselNotIacs':
    'The vessel is not classed by an IACS member society, or its class is unknown; manual underwriting is needed',
  'pricing.refer.onDeck': 'Cargo carried on deck needs manual underwriting',

  'pricing.loading.goods': 'Goods risk loading',
  'pricing.loading.vesselAge': 'Over-age vessel loading',
  'pricing.loading.highRiskCountry': 'High-risk country loading',
  'pricing.notice.minimumPremium':
    'The premium is below the minimum of CNY 50 (or equivalent) per policy; the minimum premium applies',
  'pricing.notice.shortTerm_one':
    'Insurance period of {{count}} month: {{percent}}% of the annual premium under the short-term rate table',
  'pricing.notice.shortTerm_other':
    'Insurance period of {{count}} months: {{percent}}% of the annual premium under the short-term rate table',

  'pricing.deductible.standard':
    'Deductible each and every loss: {{currency}} {{amount}} (CNY 500 or 0.5% of the sum insured, whichever is higher)',
  'pricing.deductible.fragile':
    'Deductible for fragile goods, each and every loss: {{currency}} {{amount}} (CNY 2,000 or 1% of the sum insured, whichever is higher)',
  'pricing.deductible.grainOils':
    'Deductible for grain and oils, each and every loss: {{currency}} {{amount}} (0.5% of the sum insured, at least CNY 500); this deductible cannot be waived',
} satisfies Record<EnglishKeysOf<typeof zh>, string>;
