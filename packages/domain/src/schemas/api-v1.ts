import { z } from 'zod';
import { AUTO_INSURE_TRANSPORT_MODES } from '../codes/auto-insure.ts';
import { codesOf } from '../codes/code-list.ts';
import { claimDocumentTypeSchema } from '../codes/code-schemas.ts';
import { ZClaimDocument } from './claim/documents.ts';
import { ZClaimSubmitRequest } from './claim/report.ts';
import { ZDeclaration } from './declaration/fields.ts';
import { ZQuoteRequest } from './quotation.ts';

/**
 * The resources of the customer API (`/api/v1`, docs/business-rules.md "The customer API"): plain JSON, never the
 * gateway's envelope. Money is `{ amount, currency }`: the amount an exact decimal string with the currency's ISO
 * 4217 decimals ("12345.67", "1000" for JPY), the currency its ISO letter code. Lists are cursor pages
 * (`?limit=&cursor=` → `{ data, nextCursor }`, `nextCursor` null on the last page).
 */
export const ZApiMoney = z
  .object({
    amount: z.string().regex(/^-?\d+(?:\.\d+)?$/),
    currency: z.string().length(3),
  })
  .meta({ id: 'Money', description: 'An exact decimal amount (a string) and its ISO 4217 currency' });
export type ApiMoney = z.infer<typeof ZApiMoney>;

/** A cursor page's query: at most `limit` items after the opaque `cursor` of the previous page. */
export const ZApiPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
export type ApiPageQuery = z.infer<typeof ZApiPageQuery>;

export const apiPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), nextCursor: z.string().nullable() });

/** What a declaration is, in the API's words. */
export const API_DECLARATION_STATUSES = [
  'draft',
  'held',
  'under_review',
  'declared',
  'rejected',
  'refused',
] as const;
export type ApiDeclarationStatus = (typeof API_DECLARATION_STATUSES)[number];

/**
 * POST /api/v1/shipments: a shipment declared under an open policy, the same fields and rules as the portal's
 * declaration form (`ZDeclaration`), plus two facts the open policy's auto-insure rules may look at and the form
 * has no field for: the goods category (2-digit major or 4-digit subcategory; else recognised from the goods
 * description) and the mode of transport (else the open policy's product's).
 */
export const ZApiShipmentRequest = ZDeclaration.extend({
  goodsCategory: z
    .string()
    .regex(/^\d{2}(?:\d{2})?$/, 'error.fieldInvalid')
    .optional(),
  transportMode: z.enum(codesOf(AUTO_INSURE_TRANSPORT_MODES), 'error.fieldInvalid').optional(),
});
export type ApiShipmentRequest = z.output<typeof ZApiShipmentRequest>;

/** A declaration (a shipment declared under an open policy), as the API answers it. */
export const ZApiDeclaration = z
  .object({
    declarationNo: z.string().nullable(),
    certificateNo: z.string().nullable(),
    status: z.enum(API_DECLARATION_STATUSES),
    /** Why it is refused (nothing recorded), held or under review: in the caller's language. */
    reason: z.string().nullable(),
    /**
     * The open policy's auto-insure rule that decided a shipment sent by the API (declared or held); null when
     * no rule matched (the policy's default decided) and on declarations typed in the portal.
     */
    autoInsureRule: z.string().nullable(),
    reviewReasons: z.array(z.string()),
    policyNo: z.string(),
    insuredAmount: ZApiMoney.nullable(),
    premium: ZApiMoney.nullable(),
    /** The certificate's PDF under this API, once declared. */
    certificateUrl: z.string().nullable(),
    declarationDate: z.string().nullable(),
    goodsDescription: z.string().nullable(),
    invoiceNo: z.string().nullable(),
    billOfLadingNo: z.string().nullable(),
  })
  .meta({ id: 'Declaration' });
export type ApiDeclaration = z.infer<typeof ZApiDeclaration>;

export const ZApiDeclarationPage = apiPageOf(ZApiDeclaration);
export type ApiDeclarationPage = z.infer<typeof ZApiDeclarationPage>;

export const ZApiDeclarationNoParams = z.object({ declarationNo: z.string().trim().min(1).max(30) });
export const ZApiPolicyNoParams = z.object({ policyNo: z.string().trim().min(1).max(30) });

/** An open policy of the account and its balance. */
export const ZApiOpenPolicy = z
  .object({
    policyNo: z.string(),
    productName: z.string(),
    insuredName: z.string(),
    effectiveDate: z.string(),
    endDate: z.string(),
    isInForce: z.boolean(),
    totalInsuredAmount: ZApiMoney,
    perShipmentLimit: ZApiMoney,
    balance: ZApiMoney,
  })
  .meta({ id: 'OpenPolicy' });
export type ApiOpenPolicy = z.infer<typeof ZApiOpenPolicy>;
export const ZApiOpenPolicyPage = apiPageOf(ZApiOpenPolicy);
export type ApiOpenPolicyPage = z.infer<typeof ZApiOpenPolicyPage>;

/** GET /api/v1/open-policies/{policyNo}/usage. */
export const ZApiOpenPolicyUsage = z
  .object({
    policyNo: z.string(),
    totalLimit: ZApiMoney,
    declared: ZApiMoney,
    underReview: ZApiMoney,
    remaining: ZApiMoney,
    usedPercent: z.string(),
  })
  .meta({ id: 'OpenPolicyUsage' });
export type ApiOpenPolicyUsage = z.infer<typeof ZApiOpenPolicyUsage>;

/** RFC 9457 problem details, with the portal's error code and the trace id as `instance`. */
export const ZApiProblem = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string(),
    instance: z.string(),
    errors: z.array(z.object({ path: z.array(z.string()), message: z.string() })).optional(),
  })
  .meta({ id: 'Problem' });
export type ApiProblem = z.infer<typeof ZApiProblem>;

/** A policy of the account (GET /api/v1/policies/{policyNo}). */
export const ZApiPolicy = z
  .object({
    policyNo: z.string(),
    productName: z.string(),
    insuredName: z.string(),
    insuranceBeginDate: z.string(),
    insuranceEndDate: z.string(),
    /** In force, not yet in force, expired, in correction, surrendered, cancelled: in the caller's language. */
    statusName: z.string(),
    insuredAmount: ZApiMoney,
    premium: ZApiMoney,
    /** The policy's PDF under this API. */
    documentUrl: z.string(),
  })
  .meta({ id: 'Policy' });
export type ApiPolicy = z.infer<typeof ZApiPolicy>;

/** POST /api/v1/quotes: the portal's quote request (product, goods, transport, insurance), unchanged. */
export const ZApiQuoteRequest = ZQuoteRequest;

/** A quotation, stored 30 days (its number can be quoted on an application in the portal). */
export const ZApiQuote = z
  .object({
    quotationNo: z.string(),
    validUntil: z.string(),
    productName: z.string(),
    mainClauseName: z.string(),
    /** Main rate + rider rates, percent. */
    ratePercent: z.string(),
    insuredAmount: ZApiMoney,
    premium: ZApiMoney,
    /** Reasons the application would go to manual underwriting; empty: accepted automatically. */
    referrals: z.array(z.string()),
    notices: z.array(z.string()),
  })
  .meta({ id: 'Quote' });
export type ApiQuote = z.infer<typeof ZApiQuote>;

/** POST /api/v1/claims/{reportNo}/documents?typeCode=: the document's type (the claim checklist's codes). */
export const ZApiClaimDocumentQuery = z.object({ typeCode: claimDocumentTypeSchema });

/** A claim document as stored: a later upload of the same type replaces it (`replaced`). */
export const ZApiClaimDocument = ZClaimDocument.omit({ downloadKey: true })
  .extend({ replaced: z.boolean() })
  .meta({ id: 'ClaimDocument' });
export type ApiClaimDocument = z.infer<typeof ZApiClaimDocument>;

export const ZApiReportNoParams = z.object({
  reportNo: z
    .string()
    .trim()
    .regex(/^\d{20}$/),
});

/** A claim of the account and where it stands (GET /api/v1/claims/{reportNo}). */
export const ZApiClaim = z
  .object({
    reportNo: z.string(),
    policyNo: z.string(),
    /** The portal's claim status code and its name in the caller's language. */
    status: z.string(),
    statusName: z.string(),
    lossTypeName: z.string(),
    /** China time. */
    incidentTime: z.string(),
    reportedAt: z.string(),
    estimatedLoss: ZApiMoney,
    /** Once the insurer has calculated it. */
    payable: ZApiMoney.nullable(),
    /** Documents expected or requested and not uploaded yet. */
    missingDocuments: z.number().int(),
    history: z.array(
      z.object({ statusName: z.string(), actionName: z.string(), note: z.string(), at: z.string() }),
    ),
  })
  .meta({ id: 'Claim' });
export type ApiClaim = z.infer<typeof ZApiClaim>;

/**
 * POST /api/v1/claims, the first notice of loss: the portal's loss report (`report`, the same fields and rules as
 * the report page) and `accepted: true`, the reporter's read-and-accept confirmation the page asks for.
 */
export const ZApiClaimReportRequest = ZClaimSubmitRequest.pick({ report: true, accepted: true });
export type ApiClaimReportRequest = z.output<typeof ZApiClaimReportRequest>;
