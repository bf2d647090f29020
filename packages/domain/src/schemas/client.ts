import { z } from 'zod';
import { codesOf } from '../codes/code-list.ts';
import { CLIENT_KINDS, ID_TYPES, SEXES } from '../codes/id-type.ts';
import { clientIdentityRefinement } from '../validation/client-id.ts';
import { isValidDate } from '../validation/dates.ts';
import { normalizeMobile, validateMobile } from '../validation/mobile.ts';
import { APPLICATION_LIMITS, pageOf, ZPaging } from './application.ts';
import { ZRecordIdText } from './record-id.ts';

/**
 * Frequent applicants and insureds (SPEC §3 "Client records", §7 "Client defaults"). One default per kind
 * and account; the default cannot be deleted; personal clients cannot use ID type 99 (SPEC §5).
 */
export const CLIENT_RECORD_KINDS = ['applicant', 'insured'] as const;
export type ClientRecordKind = (typeof CLIENT_RECORD_KINDS)[number];

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * POST saveCargoFrequencyApplicantInfo / saveCargoFrequencyInsurantInfo (query isDefault=Y makes it the
 * default). Without `id` a record with the same ID type and number is updated rather than duplicated.
 */
export const ZClientRecordRequest = z
  .object({
    id: ZRecordIdText.optional(),
    clientType: z.enum(codesOf(CLIENT_KINDS)),
    clientName: z.string().trim().min(1, 'error.fieldRequired').max(APPLICATION_LIMITS.name),
    idType: z.enum(codesOf(ID_TYPES)),
    idNo: z.string().trim().toUpperCase().max(30),
    contactName: optionalText(APPLICATION_LIMITS.contact),
    /** Mainland mobile (SPEC §5); stored normalised. */
    phone: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        if (value === '') return;
        const result = validateMobile(value);
        if (result !== true) ctx.addIssue({ code: 'custom', message: result, input: value });
      })
      .transform((value) => (value === '' ? value : normalizeMobile(value)))
      .optional(),
    address: optionalText(APPLICATION_LIMITS.address),
    email: z
      .string()
      .trim()
      .max(APPLICATION_LIMITS.email)
      .refine(
        (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
        'insuring.error.emailInvalid',
      )
      .optional(),
    /** Only for ID types without a derivable birthday; derived by the server from a resident ID. */
    birthday: z
      .string()
      .trim()
      .refine((value) => value === '' || isValidDate(value), 'validation.date.invalid')
      .optional(),
    sex: z.enum(codesOf(SEXES)).or(z.literal('')).optional(),
  })
  .superRefine(
    clientIdentityRefinement(
      (value) => ({ kind: value.clientType, idType: value.idType, idNumber: value.idNo }),
      { idType: ['idType'], idNumber: ['idNo'] },
    ),
  );
export type ClientRecordRequest = z.infer<typeof ZClientRecordRequest>;
export type ClientRecordInput = z.input<typeof ZClientRecordRequest>;

/** Query string of the save calls. */
export const ZSaveClientQuery = z.object({
  isDefault: z
    .enum(['Y', 'N', '1', '0', 'true', 'false'])
    .optional()
    .transform((value) => value === 'Y' || value === '1' || value === 'true'),
});

/** POST queryCargoFrequencyApplicantInfo / queryCargoFrequencyInsurantInfo. */
export const ZClientListQuery = z.object({
  ...ZPaging,
  clientName: optionalText(APPLICATION_LIMITS.name),
  idNo: optionalText(30),
});
export type ClientListQuery = z.infer<typeof ZClientListQuery>;

/** POST deleteCargoFrequencyClientInfo. */
export const ZDeleteClientRequest = z.object({ id: ZRecordIdText });

export const ZClientRecord = z.object({
  id: z.number().int(),
  kind: z.enum(CLIENT_RECORD_KINDS),
  clientType: z.string(),
  clientName: z.string(),
  idType: z.string(),
  idTypeName: z.string(),
  idNo: z.string(),
  contactName: z.string(),
  phone: z.string(),
  address: z.string(),
  email: z.string(),
  birthday: z.string().nullable(),
  sex: z.string().nullable(),
  isDefault: z.enum(['Y', 'N']),
  updatedAt: z.string(),
});
export type ClientRecord = z.infer<typeof ZClientRecord>;
export const ZClientRecordPage = pageOf(ZClientRecord);

/** POST batchDelete: how many records were deleted (all asked, or none). */
export const ZDeletedClients = z.object({ deleted: z.number().int() });
export type DeletedClients = z.infer<typeof ZDeletedClients>;
