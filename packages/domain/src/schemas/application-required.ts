import { findPricingProduct, isLiability } from '../pricing/clauses.ts';
import type { ApplicationForm } from './application-form.ts';

/**
 * Which fields of the application form must be filled in, written once as data: the rules of
 * application-rules.ts check them, the web form marks them, and the batch file requires their columns.
 */

type ApplicationSection = 'basic' | 'applicant' | 'insured' | 'goods' | 'transport' | 'insurance' | 'other';
type FieldPathIn<S> = S extends ApplicationSection
  ? readonly [section: S, field: keyof ApplicationForm[S] & string]
  : never;
/** A field of the application form: its section and its wire name. */
export type ApplicationFieldPath = FieldPathIn<ApplicationSection>;

/** What the form holds at a field. */
export const applicationValueAt = (
  form: ApplicationForm,
  [section, field]: ApplicationFieldPath,
): unknown => {
  const values: Readonly<Record<string, unknown>> = form[section];
  return values[field];
};

/** SPEC §5 draft rule: what a draft (B1) must have. */
export const DRAFT_REQUIRED_FIELDS = [
  ['applicant', 'appliName'],
  ['applicant', 'appliIdType'],
  ['applicant', 'appliIdNo'],
  ['insured', 'insuredName'],
  ['goods', 'majorCategory'],
  ['goods', 'subCategory'],
] as const satisfies readonly ApplicationFieldPath[];

/** What the premium is computed from. */
export const PRICED_FIELDS = [
  ['insurance', 'mainClause'],
  ['insurance', 'currencyCode'],
  ['insurance', 'invoiceAmount'],
] as const satisfies readonly ApplicationFieldPath[];

/** What every full application needs on top of the draft rule, whatever its product. */
const FULL_REQUIRED_FIELDS = [
  ['basic', 'insuranceBeginDate'],
  ['basic', 'insuranceEndDate'],
  ['applicant', 'appliType'],
  ['insured', 'insuredType'],
  ['insured', 'insuredIdType'],
  ['insured', 'insuredIdNo'],
  ['goods', 'cargoName'],
  ['goods', 'goodsDescription'],
  ...PRICED_FIELDS,
] as const satisfies readonly ApplicationFieldPath[];

/** The voyage of one shipment; carrier liability products insure the carrier's year or trip instead. */
export const SHIPMENT_REQUIRED_FIELDS = [
  ['transport', 'conveyanceName'],
  ['transport', 'carryMode'],
  ['transport', 'departureDate'],
  ['transport', 'departurePort'],
  ['transport', 'destinationPort'],
] as const satisfies readonly ApplicationFieldPath[];

const PARCEL_REQUIRED_FIELDS = [
  ['transport', 'courierCompany'],
  ['transport', 'trackingNo'],
] as const satisfies readonly ApplicationFieldPath[];

/** Whether a product insures one shipment's voyage (not a carrier's liability). Unknown products do not. */
export const insuresShipment = (productCode: string | null | undefined): boolean => {
  const product = findPricingProduct(productCode ?? '');
  return product !== undefined && !isLiability(product.kind);
};

/** Whether a product is parcel post, which needs the courier and the tracking number. */
export const isParcelProduct = (productCode: string | null | undefined): boolean =>
  findPricingProduct(productCode ?? '')?.kind === 'parcel';

/**
 * The fields a full application of this product must have filled in. Conditional fields that depend on
 * another answer (the credit number when there is a letter of credit, one of the invoice and B/L numbers)
 * are checked by the rules with their own messages.
 */
export const requiredApplicationFields = (
  productCode: string | null | undefined,
): readonly ApplicationFieldPath[] => [
  ...DRAFT_REQUIRED_FIELDS,
  ...FULL_REQUIRED_FIELDS,
  ...(insuresShipment(productCode) ? SHIPMENT_REQUIRED_FIELDS : []),
  ...(isParcelProduct(productCode) ? PARCEL_REQUIRED_FIELDS : []),
];

/** Whether a field is required in a full application of this product (for the form's marks). */
export const isRequiredApplicationField = (
  productCode: string | null | undefined,
  section: string,
  field: string,
): boolean => requiredApplicationFields(productCode).some(([s, f]) => s === section && f === field);
