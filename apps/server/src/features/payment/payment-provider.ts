import { createHash } from 'node:crypto';

/**
 * What a payment gateway offers the portal: charge an amount once per idempotency key. A real gateway
 * (UnionPay, Alipay, a bank's cashier) answers asynchronously with a callback; the simulated one below
 * answers at once and always succeeds for a positive amount, so the flow, amounts and states are real
 * and the tests are deterministic.
 */
export interface ChargeRequest {
  /** Our reference shown to the payer: the application number. */
  readonly reference: string;
  /** Minor units of `currency`. */
  readonly amount: number;
  /** ISO 4217. */
  readonly currency: string;
  /** The same key never charges twice. */
  readonly idempotencyKey: string;
  readonly description: string;
}

export type ChargeResult =
  | { readonly status: 'succeeded'; readonly providerReference: string }
  | { readonly status: 'failed'; readonly reason: string };

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** Deterministic stand-in for a gateway: the reference is derived from the idempotency key. */
export const simulatedPaymentProvider: PaymentProvider = {
  name: 'simulated',
  async charge(request) {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
      return { status: 'failed', reason: 'amount must be a positive number of minor units' };
    }
    const digest = createHash('sha256')
      .update(`${request.reference}:${request.idempotencyKey}`)
      .digest('hex');
    return { status: 'succeeded', providerReference: `SIM${digest.slice(0, 17).toUpperCase()}` };
  },
};
