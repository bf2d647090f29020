import {
  chinaDateTime,
  ERROR_CODES,
  FESTIVAL_IMAGES,
  HOLIDAY_IMAGE_SWITCH,
  MAINTENANCE_FROM_SWITCH,
  MAINTENANCE_UNTIL_SWITCH,
  MATCH_THRESHOLD_MAX,
  MATCH_THRESHOLD_MIN,
  type MaintenanceState,
  type StaffSwitch,
  type StaffSwitches,
  type ZMaintenanceScheduleBody,
  type ZSwitchSetBody,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, fieldError } from '../../platform/errors.ts';
import { MATCH_THRESHOLD_SWITCH } from '../../platform/sanctions/screening.ts';
import type { Session } from '../../platform/session.ts';
import { recordStaffAction } from '../../platform/staff-audit.ts';
import {
  forgetMaintenanceState,
  readMaintenanceState,
  windowOf,
  writeMaintenance,
} from './maintenance.service.ts';
import { findAllSwitches, findSwitch, upsertSwitch } from './switch.repository.ts';

/**
 * The operations desk's switches (docs/business-rules.md "Operations"): every configured switch, set one
 * at a time; the maintenance window set and ended apart. Each change is audited in its transaction.
 */

type SwitchRow = NonNullable<Awaited<ReturnType<typeof findSwitch>>>;

const FLAG_PAIRS: readonly (readonly [string, string])[] = [
  ['Y', 'N'],
  ['1', '0'],
  ['true', 'false'],
];
/** The window is set by its own actions, never as a raw switch. */
const WINDOW_SWITCHES = [MAINTENANCE_FROM_SWITCH, MAINTENANCE_UNTIL_SWITCH];

const toStaffSwitch = (row: SwitchRow): StaffSwitch => ({
  name: row.name,
  value: row.value,
  enabled: ['Y', '1', 'true'].includes(row.value),
  description: row.description,
  updatedAt: chinaDateTime(row.updatedAt),
});

/** POST switch/list: every switch but the window's own, with the maintenance state. */
export const listStaffSwitches = async (app: FastifyInstance): Promise<StaffSwitches> => {
  const [rows, maintenance] = await Promise.all([findAllSwitches(app.db), readMaintenanceState(app)]);
  return {
    list: rows.filter((row) => !WINDOW_SWITCHES.includes(row.name)).map(toStaffSwitch),
    maintenance,
  };
};

/**
 * A flag keeps its kind (Y/N stays Y/N, 1/0 stays 1/0); the festival image is one of the portal's images;
 * the sanctions match threshold is a number from 0.80 to 1.00; any other switch takes a short text.
 */
const checkValue = (name: string, current: string, value: string) => {
  const threshold = Number(value);
  if (
    name === MATCH_THRESHOLD_SWITCH &&
    !(/^\d(\.\d+)?$/.test(value) && threshold >= MATCH_THRESHOLD_MIN && threshold <= MATCH_THRESHOLD_MAX)
  )
    throw fieldError(['value'], 'embargo.error.threshold');
  if (name === HOLIDAY_IMAGE_SWITCH && !(FESTIVAL_IMAGES as readonly string[]).includes(value))
    throw fieldError(['value'], 'operations.error.flagValue', { values: FESTIVAL_IMAGES.join(' / ') });
  const pair = FLAG_PAIRS.find((flags) => flags.includes(current));
  if (pair !== undefined && !pair.includes(value))
    throw fieldError(['value'], 'operations.error.flagValue', { values: pair.join(' / ') });
};

/** POST switch/set: a configured switch's new value (an unknown name is "not found"). */
export const setStaffSwitch = async (
  app: FastifyInstance,
  session: Session,
  body: z.output<typeof ZSwitchSetBody>,
): Promise<StaffSwitch> => {
  if (WINDOW_SWITCHES.includes(body.name)) throw fieldError(['name'], 'operations.error.switchReserved');
  const row = await app.db.transaction(async (tx) => {
    const current = await findSwitch(tx, body.name);
    if (current === undefined) throw new AppError(ERROR_CODES.notFound, 'operations.error.switchNotFound');
    checkValue(body.name, current.value, body.value);
    if (current.value === body.value) return current;
    await upsertSwitch(tx, body.name, body.value);
    await recordStaffAction(tx, session, {
      action: 'switch.set',
      objectType: 'switch',
      objectNo: body.name,
      before: { value: current.value },
      after: { value: body.value },
    });
    return (await findSwitch(tx, body.name)) ?? current;
  });
  forgetMaintenanceState(app);
  return toStaffSwitch(row);
};

const changeMaintenance = async (
  app: FastifyInstance,
  session: Session,
  action: 'maintenance.schedule' | 'maintenance.end',
  change: Parameters<typeof writeMaintenance>[1],
): Promise<MaintenanceState> => {
  const before = await readMaintenanceState(app);
  await app.db.transaction(async (tx) => {
    await writeMaintenance(tx, change);
    await recordStaffAction(tx, session, {
      action,
      objectType: 'maintenance',
      objectNo: 'maintenance',
      before,
      after: {
        from: change.from?.toISOString() ?? '',
        until: change.until?.toISOString() ?? '',
        switchOn: change.switchOn ?? before.switchedOn,
      },
    });
  });
  forgetMaintenanceState(app);
  return readMaintenanceState(app);
};

/** POST maintenance/schedule: the window from a China minute (or now) for some minutes. */
export const scheduleMaintenance = (
  app: FastifyInstance,
  session: Session,
  body: z.output<typeof ZMaintenanceScheduleBody>,
) => changeMaintenance(app, session, 'maintenance.schedule', windowOf(body));

/** POST maintenance/end: the window cleared and the switch off, at once. */
export const endMaintenance = (app: FastifyInstance, session: Session) =>
  changeMaintenance(app, session, 'maintenance.end', { from: null, until: null, switchOn: false });
