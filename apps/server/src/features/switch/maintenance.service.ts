import {
  businessNow,
  chinaDateTime,
  chinaInstant,
  MAINTENANCE_FROM_SWITCH,
  MAINTENANCE_SWITCH,
  MAINTENANCE_UNTIL_SWITCH,
  type MaintenanceState,
  type ZMaintenanceScheduleBody,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Transaction } from '../../db/client.ts';
import { fieldError } from '../../platform/errors.ts';
import { findSwitchesByName, upsertSwitch } from './switch.repository.ts';

/**
 * The maintenance window (docs/business-rules.md "Operations"): customer calls answer 88888 while the
 * `maintenance` switch is on, or while now lies in the scheduled window [from, until). Staff routes and
 * every public route (logins, the limit check) keep working, so staff can end it.
 */

const FLAG_ON = ['Y', '1', 'true'];
const NAMES = [MAINTENANCE_SWITCH, MAINTENANCE_FROM_SWITCH, MAINTENANCE_UNTIL_SWITCH];

/** China time to the minute, or blank. */
const minuteOf = (iso: string | undefined) => {
  const instant = iso ? new Date(iso) : undefined;
  return instant && !Number.isNaN(instant.getTime()) ? chinaDateTime(instant).slice(0, 16) : '';
};

const stateOf = (values: Map<string, string>, now: Date): MaintenanceState => {
  const switchedOn = FLAG_ON.includes(values.get(MAINTENANCE_SWITCH) ?? '');
  const from = new Date(values.get(MAINTENANCE_FROM_SWITCH) || Number.NaN);
  const until = new Date(values.get(MAINTENANCE_UNTIL_SWITCH) || Number.NaN);
  const inWindow = from.getTime() <= now.getTime() && now.getTime() < until.getTime();
  const windowOver = !(now.getTime() < until.getTime());
  return {
    active: switchedOn || inWindow,
    switchedOn,
    from: windowOver ? '' : minuteOf(values.get(MAINTENANCE_FROM_SWITCH)),
    until: windowOver ? '' : minuteOf(values.get(MAINTENANCE_UNTIL_SWITCH)),
  };
};

/** The maintenance state now (the switch and the window, read from the database). */
export const readMaintenanceState = async (app: FastifyInstance): Promise<MaintenanceState> => {
  const rows = await findSwitchesByName(app.db, NAMES);
  return stateOf(new Map(rows.map((row) => [row.name, row.value])), businessNow());
};

/**
 * Whether customer calls are refused now. Read on every customer call, so the answer is kept for two
 * seconds per database handle (another instance sees a change within that); a change made here clears it.
 */
const CACHE_MS = 2000;
// Keyed by the database (a plugin's app is another object than the root app the gate holds).
const cache = new WeakMap<object, { at: number; active: boolean }>();

export const forgetMaintenanceState = (app: FastifyInstance) => cache.delete(app.db);

export const isUnderMaintenance = async (app: FastifyInstance): Promise<boolean> => {
  const now = businessNow().getTime();
  const kept = cache.get(app.db);
  if (kept !== undefined && now - kept.at < CACHE_MS) return kept.active;
  const { active } = await readMaintenanceState(app);
  cache.set(app.db, { at: now, active });
  return active;
};

/** The window a schedule asks for: from a China minute (blank = now) for some minutes; not in the past. */
export const windowOf = (body: z.output<typeof ZMaintenanceScheduleBody>, now = businessNow()) => {
  const from = body.from === '' ? now : chinaInstant(body.from.slice(0, 10), `${body.from.slice(11)}:00`);
  const until = new Date(from.getTime() + body.minutes * 60_000);
  if (until.getTime() <= now.getTime()) throw fieldError(['from'], 'operations.error.windowPast');
  return { from, until };
};

/** Writes the window (ISO instants; blank clears it) and, when asked, the switch, in the caller's transaction. */
export const writeMaintenance = async (
  tx: Transaction,
  change: { from: Date | null; until: Date | null; switchOn?: boolean },
) => {
  await upsertSwitch(tx, MAINTENANCE_FROM_SWITCH, change.from?.toISOString() ?? '');
  await upsertSwitch(tx, MAINTENANCE_UNTIL_SWITCH, change.until?.toISOString() ?? '');
  if (change.switchOn !== undefined) await upsertSwitch(tx, MAINTENANCE_SWITCH, change.switchOn ? 'Y' : 'N');
};
