import { createHmac, randomBytes } from 'node:crypto';

/**
 * The signature of a delivery (docs/business-rules.md "Webhooks"): `Cargo-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>`, as the receiver recomputes it.
 */

export const SIGNATURE_HEADER = 'Cargo-Signature';
export const EVENT_ID_HEADER = 'Cargo-Event-Id';
export const EVENT_TYPE_HEADER = 'Cargo-Event-Type';

/** A new signing secret: `whsec_` and 32 random bytes in base64url. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export const signatureOf = (secret: string, unixSeconds: number, body: string) =>
  `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;
