import { z } from 'zod';
import { ACCOUNT_ROLE_LIST } from './account-role.ts';
import { API_KEY_ENVIRONMENT_LIST, API_SCOPE_LIST } from './api-key.ts';
import { ATTACHMENT_DOCUMENT_TYPES } from './attachment.ts';
import {
  CLAIM_CASE_STATUSES,
  CLAIM_DOCUMENT_TYPES,
  LOSS_LOCATION_TYPES,
  SETTLEMENT_PREFERENCES,
} from './claim.ts';
import { LOSS_TYPES } from './claim-causes.ts';
import { type CodeItem, codesOf } from './code-list.ts';
import { CURRENCIES } from './currency.ts';
import { CLIENT_KINDS, ID_TYPES } from './id-type.ts';
import { MESSAGE_STATUSES } from './message.ts';
import { PREFERENCES } from './preference.ts';
import { PRODUCTS } from './product.ts';
import { RESERVATION_INTENTIONS } from './reservation.ts';
import {
  APPLICATION_STATUSES,
  CORRECTION_STATUSES,
  CORRECTION_TYPES,
  POLICY_STATUSES,
  REVIEW_RESULTS,
  VALIDITIES,
} from './status.ts';
import { CONVEYANCE_TYPES, LETTER_OF_CREDIT } from './transport.ts';
import { USER_TYPES } from './user.ts';

/**
 * The zod enums of the code lists, apart from the lists themselves: a screen that shows codes (labels, options,
 * formats) does not download zod with them (issue 14); a schema that checks a code imports its enum from here.
 */

/** A zod enum accepting exactly the codes of the list. */
export function codeEnum<const L extends readonly [CodeItem, ...CodeItem[]]>(list: L) {
  return z.enum(codesOf(list));
}

export const attachmentDocumentTypeSchema = codeEnum(ATTACHMENT_DOCUMENT_TYPES);
export const lossTypeSchema = codeEnum(LOSS_TYPES);
export const claimCaseStatusSchema = codeEnum(CLAIM_CASE_STATUSES);
export const settlementPreferenceSchema = codeEnum(SETTLEMENT_PREFERENCES);
export const lossLocationTypeSchema = codeEnum(LOSS_LOCATION_TYPES);
export const claimDocumentTypeSchema = codeEnum(CLAIM_DOCUMENT_TYPES);
export const currencyCodeSchema = codeEnum(CURRENCIES);
export const clientKindSchema = codeEnum(CLIENT_KINDS);
export const idTypeSchema = codeEnum(ID_TYPES);

/** Zod enums of the ID types allowed per client kind (kept equal to the flags of id-type.ts by a unit test). */
export const personalIdTypeSchema = z.enum(['01', '02', '03', '04', '05', '06', '07', '08', '09']);
export const groupIdTypeSchema = z.enum(['10', '99']);
export type PersonalIdTypeCode = z.infer<typeof personalIdTypeSchema>;
export type GroupIdTypeCode = z.infer<typeof groupIdTypeSchema>;
export const messageStatusSchema = codeEnum(MESSAGE_STATUSES);
export const preferenceCodeSchema = codeEnum(PREFERENCES);
export const productCodeSchema = codeEnum(PRODUCTS);
export const reservationIntentionSchema = codeEnum(RESERVATION_INTENTIONS);
export const applicationStatusSchema = codeEnum(APPLICATION_STATUSES);
export const reviewResultSchema = codeEnum(REVIEW_RESULTS);
export const policyStatusSchema = codeEnum(POLICY_STATUSES);
export const validitySchema = codeEnum(VALIDITIES);
export const correctionTypeSchema = codeEnum(CORRECTION_TYPES);
export const correctionStatusSchema = codeEnum(CORRECTION_STATUSES);
export const conveyanceTypeSchema = codeEnum(CONVEYANCE_TYPES);
export const letterOfCreditSchema = codeEnum(LETTER_OF_CREDIT);
export const userTypeSchema = codeEnum(USER_TYPES);
export const accountRoleSchema = codeEnum(ACCOUNT_ROLE_LIST);
export const apiScopeSchema = codeEnum(API_SCOPE_LIST);
export const apiKeyEnvironmentSchema = codeEnum(API_KEY_ENVIRONMENT_LIST);
