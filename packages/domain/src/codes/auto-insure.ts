import type { CodeOf } from './code-list.ts';

/**
 * Auto-insure rules of an open policy (issue 45; docs/business-rules.md "Auto-insure rules"): what happens to a
 * shipment sent by the customer's own system when a rule matches it, or when none does (the policy's default).
 */
export const AUTO_INSURE_ACTIONS = [
  { code: 'declare', zh: '自动申报', en: 'Declare automatically' },
  { code: 'hold', zh: '暂存待人工处理', en: 'Hold for review' },
  { code: 'refuse', zh: '拒绝', en: 'Refuse' },
] as const;
export type AutoInsureAction = CodeOf<typeof AUTO_INSURE_ACTIONS>;

/** The default when no rule matches and the account has not chosen another (see business-rules.md). */
export const DEFAULT_AUTO_INSURE_ACTION: AutoInsureAction = 'hold';

/** Modes of transport a rule may name: the pricing engine's codes (`TRANSPORT_MODES`,
 * held equal by `schemas/auto-insure.test.ts`), labelled. */
export const AUTO_INSURE_TRANSPORT_MODES = [
  { code: 'sea', zh: '海运', en: 'Sea' },
  { code: 'inlandWaterway', zh: '内河运输', en: 'Inland waterway' },
  { code: 'air', zh: '航空运输', en: 'Air' },
  { code: 'road', zh: '公路运输', en: 'Road' },
  { code: 'rail', zh: '铁路运输', en: 'Rail' },
  { code: 'post', zh: '邮包', en: 'Parcel post' },
] as const;
export type AutoInsureTransportMode = CodeOf<typeof AUTO_INSURE_TRANSPORT_MODES>;

/** Where a held shipment came from; only the API holds shipments today. */
export const HELD_SHIPMENT_SOURCES = ['api'] as const;
export type HeldShipmentSource = (typeof HELD_SHIPMENT_SOURCES)[number];
