import type { MessageKey } from '../i18n/zh-CN/index.ts';

/**
 * A message key of the pricing catalog (`i18n/{zh-CN,en-US}/pricing.ts`), a plural message by its name
 * (`pricing.notice.shortTerm`, stored as `…_other`).
 */
export type PricingMessageKey = Extract<MessageKey, `pricing.${string}`>;

/** Keys of the `pricing.error.*` messages (input errors: no quote). */
export type PricingErrorKey = Extract<PricingMessageKey, `pricing.error.${string}`>;

/** Keys of the `pricing.refer.*` messages (referral to manual underwriting). */
export type ReferralKey = Extract<PricingMessageKey, `pricing.refer.${string}`>;

/** The result of a parse or check: the value, or the message key of the failure. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: PricingErrorKey };

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const fail = <T = never>(error: PricingErrorKey): Outcome<T> => ({ ok: false, error });
