import { z } from 'zod';

/**
 * An amount on the wire, in an answer: the exact decimal string `amountText` writes in its currency's decimals
 * ('12345.67', '1000' for JPY; a difference may be negative, '-0.50'). Never a float, never grouped.
 */
export const ZMoney = z.string().regex(/^-?\d+(?:\.\d+)?$/, 'pricing.error.amountInvalid');
