import type { DeptSwitchQuery, GrayStatus, SwitchState, SwitchValue } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { forgetMaintenanceState } from './maintenance.service.ts';
import { findAllSwitches, findSwitch, findSwitchesByName, upsertSwitch } from './switch.repository.ts';

/** A switch's raw value, or undefined when it is not configured. */
export const readSwitchValue = async (app: FastifyInstance, name: string): Promise<string | undefined> =>
  (await findSwitch(app.db, name))?.value;

/** 'Y', '1' and 'true' turn a switch on; anything else (or no row) is off. */
const isOnValue = (value: string | undefined) => ['Y', '1', 'true'].includes(value ?? '');

export const isSwitchOn = async (app: FastifyInstance, name: string): Promise<boolean> =>
  isOnValue(await readSwitchValue(app, name));

/**
 * Settings of the insurer's own work that share the switches table (the sanctions match threshold): the
 * customers' switch calls answer them as unknown, so no customer learns how screening is tuned.
 */
const INSURER_ONLY_PREFIXES: readonly string[] = ['sanctions.'];
const isInsurerOnly = (name: string) => INSURER_ONLY_PREFIXES.some((prefix) => name.startsWith(prefix));

/** What a customer's session may read of a switch: undefined for an insurer-only one. */
const customerValueOf = async (app: FastifyInstance, name: string) =>
  isInsurerOnly(name) ? undefined : readSwitchValue(app, name);

export const readAllSwitches = async (app: FastifyInstance): Promise<Record<string, string>> =>
  Object.fromEntries(
    (await findAllSwitches(app.db))
      .filter((row) => !isInsurerOnly(row.name))
      .map((row) => [row.name, row.value]),
  );

export const readSwitchState = async (app: FastifyInstance, name: string): Promise<SwitchState> => ({
  name,
  enabled: isOnValue(await customerValueOf(app, name)),
});

export const readSwitchValueOf = async (app: FastifyInstance, name: string): Promise<SwitchValue> => ({
  name,
  value: (await customerValueOf(app, name)) ?? null,
});

/**
 * Switches of a department (getDeptSwitch). Switches are not configured per department yet, so the
 * department code is accepted and every name answers its portal-wide value, or null when unknown.
 */
export const readDepartmentSwitches = async (
  app: FastifyInstance,
  query: DeptSwitchQuery,
): Promise<Record<string, string | null>> => {
  const rows = await findSwitchesByName(app.db, query.nameList);
  const values = new Map(rows.filter((row) => !isInsurerOnly(row.name)).map((row) => [row.name, row.value]));
  return Object.fromEntries(query.nameList.map((name) => [name, values.get(name) ?? null]));
};

/**
 * Switches the public open API may tell before login (login page, maintenance notice, festival image).
 * Any other name answers "off" there, so the open API reveals nothing about internal or gray switches.
 */
export const PUBLIC_SWITCHES: readonly string[] = ['maintenance', 'phoneLogin', 'holidayFlag', 'isShow'];

export const readPublicSwitchState = async (app: FastifyInstance, name: string): Promise<SwitchState> =>
  PUBLIC_SWITCHES.includes(name) ? readSwitchState(app, name) : { name, enabled: false };

/** Gray release of the vessel-position menu item (SPEC §2 header menu). */
export const readGrayStatus = async (app: FastifyInstance): Promise<GrayStatus> => ({
  grayShipStatus: await isSwitchOn(app, 'grayShipStatus'),
});

export const setSwitch = async (app: FastifyInstance, name: string, value: string) => {
  await upsertSwitch(app.db, name, value);
  forgetMaintenanceState(app);
};
