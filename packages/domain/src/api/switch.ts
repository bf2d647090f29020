import {
  ZDeptSwitchQuery,
  ZDeptSwitchRecord,
  ZGrayStatus,
  ZSwitchParams,
  ZSwitchRecord,
  ZSwitchState,
  ZSwitchValue,
} from '../schemas/switch.ts';
import { customerAccess, endpoint } from './endpoint.ts';
import { portalFirstScreenCalls } from './portal-first-screen-calls.ts';

/** Feature switches and gray release (SPEC §4 startup, §7 "Switches"). */
export const featureSwitchEndpoints = {
  switchState: endpoint({
    method: 'POST',
    path: '/cargo/api/switch/getSwitch/:switchName',
    access: customerAccess.read,
    params: ZSwitchParams,
    response: ZSwitchState,
    summary: 'Whether a switch is on',
  }),
  switchValue: endpoint({
    method: 'POST',
    path: '/cargo/api/switch/getSwitchValue/:switchName',
    access: customerAccess.read,
    params: ZSwitchParams,
    response: ZSwitchValue,
    summary: "A switch's raw value, null when it is not configured",
  }),
  switches: endpoint({
    ...portalFirstScreenCalls.switches,
    access: customerAccess.read,
    response: ZSwitchRecord,
    summary: 'Every switch by name',
  }),
  departmentSwitches: endpoint({
    method: 'POST',
    path: '/cargo/api/switch/getDeptSwitch',
    access: customerAccess.read,
    query: ZDeptSwitchQuery,
    response: ZDeptSwitchRecord,
    summary: 'Named switches of a department (query string); an unknown name answers null',
  }),
  publicSwitchState: endpoint({
    method: 'POST',
    path: '/cargo/openApi/switch/getSwitch/:switchName',
    access: 'public',
    params: ZSwitchParams,
    response: ZSwitchState,
    summary: 'Whether a public switch is on, before login; any other name answers off',
  }),
  grayStatus: endpoint({
    ...portalFirstScreenCalls.grayStatus,
    access: customerAccess.read,
    response: ZGrayStatus,
    summary: 'Whether the vessel-position menu item is released to the user',
  }),
};
