import type { z } from 'zod';
import {
  type ClientKind,
  isIdTypeAllowed,
  OTHER_ID_TYPE,
  RESIDENT_ID_TYPE,
  USCC_ID_TYPE,
} from '../codes/id-type.ts';
import { type ResidentIdOptions, validateResidentId } from './resident-id.ts';
import { isBlank, type ValidationResult } from './result.ts';
import { isRepeatedOrSequential } from './sequence.ts';
import { validateUscc } from './uscc.ts';

/** ID type of the Hong Kong, Macao and Taiwan residence permit, numbered like the resident ID card. */
const RESIDENCE_PERMIT_ID_TYPE = '09';

/** Longest ID number accepted for the types without a structural check. */
export const ID_NUMBER_MAX_LENGTH = 30;
/** Shortest number the sequential-character check is applied to for the other types. */
const SEQUENTIAL_MIN_LENGTH = 6;

/** Whether the client kind may use the ID type: personal clients cannot use 99 (other) (SPEC §5). */
export function validateIdTypeForClient(
  kind: ClientKind,
  idType: string | null | undefined,
): ValidationResult {
  if (isBlank(idType)) return 'validation.required';
  if (isIdTypeAllowed(kind, idType)) return true;
  return kind === 'personal' && idType === OTHER_ID_TYPE
    ? 'validation.idType.personalOther'
    : 'validation.idType.notAllowed';
}

export interface IdNumberOptions extends ResidentIdOptions {
  /** Accept a USCC whose check character is wrong (early pilot codes), see `validateUscc`. */
  skipUsccCheckChar?: boolean;
}

/**
 * ID number for an ID type: GB 11643 for the resident ID card (01) and the residence permit (09),
 * GB 32100 for the unified social credit code (10); other types must be letters, digits, '-' or
 * parentheses (at most 30) and pass the sequential-character check (not one repeated character nor one
 * ascending/descending run of digits, from 6 characters on).
 */
export function validateIdNumber(
  idType: string | null | undefined,
  idNumber: string | null | undefined,
  options: IdNumberOptions = {},
): ValidationResult {
  if (isBlank(idNumber)) return 'validation.required';
  if (idType === RESIDENT_ID_TYPE || idType === RESIDENCE_PERMIT_ID_TYPE)
    return validateResidentId(idNumber, options);
  if (idType === USCC_ID_TYPE) return validateUscc(idNumber, { skipCheckChar: options.skipUsccCheckChar });
  const v = idNumber.trim().toUpperCase();
  if (v.length > ID_NUMBER_MAX_LENGTH || !/^[0-9A-Z()（）-]+$/.test(v)) return 'validation.idNumber.format';
  if (isRepeatedOrSequential(v, SEQUENTIAL_MIN_LENGTH)) return 'validation.idNumber.sequential';
  return true;
}

export interface ClientIdentityInput {
  kind: ClientKind;
  idType?: string | null;
  idNumber?: string | null;
}

/** ID type allowed for the client kind, then the ID number valid for the type. */
export function validateClientIdentity(
  input: ClientIdentityInput,
  options?: IdNumberOptions,
): ValidationResult {
  const typeResult = validateIdTypeForClient(input.kind, input.idType);
  if (typeResult !== true) return typeResult;
  return validateIdNumber(input.idType, input.idNumber, options);
}

/**
 * A zod object refinement for a client's ID type and number; the issue goes to `paths.idType` or
 * `paths.idNumber`, e.g. `schema.superRefine(clientIdentityRefinement((c) => ({ kind: c.clientKind,
 * idType: c.idType, idNumber: c.idNo }), { idType: ['idType'], idNumber: ['idNo'] }))`.
 */
export function clientIdentityRefinement<T>(
  select: (value: T) => ClientIdentityInput,
  paths: { idType: PropertyKey[]; idNumber: PropertyKey[] } = { idType: ['idType'], idNumber: ['idNumber'] },
  options?: IdNumberOptions,
) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    const input = select(value);
    const typeResult = validateIdTypeForClient(input.kind, input.idType);
    if (typeResult !== true) {
      ctx.addIssue({ code: 'custom', message: typeResult, input: input.idType, path: paths.idType });
      return;
    }
    const numberResult = validateIdNumber(input.idType, input.idNumber, options);
    if (numberResult !== true) {
      ctx.addIssue({ code: 'custom', message: numberResult, input: input.idNumber, path: paths.idNumber });
    }
  };
}
