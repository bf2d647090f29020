import type { AutoInsureAction } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, money, serialId, timestamps, updatedAt } from './columns.ts';
import { openPolicies } from './declaration.ts';

const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/**
 * Auto-insure rules of an open policy (issue 45, migration 0052; docs/business-rules.md "Auto-insure rules"),
 * tried in `position` order. Empty lists and null bounds are conditions the rule does not have.
 */
export const autoInsureRules = pgTable(
  'auto_insure_rules',
  {
    id: serialId(),
    openPolicyId: belongsTo('open_policy_id', () => openPolicies.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    action: text('action').$type<AutoInsureAction>().notNull(),
    /** Sum insured bounds (inclusive), minor units of the open policy's currency. */
    insuredMin: money('insured_min'),
    insuredMax: money('insured_max'),
    goodsCategories: textList('goods_categories'),
    departureCountries: textList('departure_countries'),
    destinationCountries: textList('destination_countries'),
    loadingPorts: textList('loading_ports'),
    dischargePorts: textList('discharge_ports'),
    transportModes: textList('transport_modes'),
    departureWithinDays: integer('departure_within_days'),
    departureNotPast: boolean('departure_not_past').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index('auto_insure_rules_policy_idx').on(table.openPolicyId, table.position),
    check('auto_insure_rules_action_check', sql`${table.action} IN ('declare', 'hold', 'refuse')`),
    check(
      'auto_insure_rules_range_check',
      sql`${table.insuredMin} IS NULL OR ${table.insuredMax} IS NULL OR ${table.insuredMin} <= ${table.insuredMax}`,
    ),
  ],
);

/** What an open policy does with a shipment no rule matches; no row = hold. */
export const autoInsureSettings = pgTable(
  'auto_insure_settings',
  {
    openPolicyId: integer('open_policy_id')
      .primaryKey()
      .references(() => openPolicies.id, { onDelete: 'cascade' }),
    defaultAction: text('default_action').$type<AutoInsureAction>().notNull().default('hold'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('auto_insure_settings_action_check', sql`${table.defaultAction} IN ('declare', 'hold', 'refuse')`),
  ],
);
