/**
 * The export shipment the tests, the end-to-end tests and the benchmarks declare under SHOCEAN's USD open
 * cover (60110009202500000018): cotton T-shirts from Shanghai to Hamburg on a COSCO vessel, ICC (A), invoice
 * USD 100,000.00 plus 10% (110,000.00 insured). Each caller adds its own numbers and dates.
 */
export const SAMPLE_EXPORT_SHIPMENT = {
  policyNo: '60110009202500000018',
  goodsDescription: '全棉针织T恤 Cotton knitted T-shirts',
  marks: 'N/M, 1200 CARTONS',
  billOfLadingNo: 'COSU6123456780',
  conveyance: 'COSCO SHIPPING ARIES V.032E',
  loadingPort: '上海',
  dischargePort: 'Hamburg',
  viaPort: '',
  departureCountry: 'CN',
  destinationCountry: 'DE',
  surveyAgent: 'Hamburg Cargo Surveyors GmbH',
  claimPayableAt: 'Hamburg in USD',
  letterOfCredit: '0',
  letterOfCreditNo: '',
  datePrintFormat: '01',
  mainClause: 'ICC_A',
  invoiceAmount: '100000.00',
  invoiceCurrency: '03',
  additionPercent: '10',
  additionalInsurance: '',
  otherInformation: '',
  printLanguage: '02',
  paperType: '01',
  sealType: '01',
} as const;
