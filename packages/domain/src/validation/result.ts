import type { z } from 'zod';
import type zhValidation from '../i18n/zh-CN/validation.ts';

/** A message key of the validation catalog (`i18n/{zh-CN,en-US}/validation.ts`). */
export type ValidationMessageKey = keyof typeof zhValidation;

/** What every validator returns: `true` when valid, otherwise the message key of the first failure. */
export type ValidationResult = true | ValidationMessageKey;

/** A value that is missing: undefined, null, or a string of only whitespace. */
export function isBlank(value: unknown): value is undefined | null | '' {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Turns a validator into a zod `superRefine` callback that reports the message key as the issue message:
 * `z.string().superRefine(zodCheck(validateMobile))`.
 */
export function zodCheck<T>(validator: (value: T) => ValidationResult, path?: PropertyKey[]) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    const result = validator(value);
    if (result !== true)
      ctx.addIssue({ code: 'custom', message: result, input: value, ...(path ? { path } : {}) });
  };
}
