import {
  ZDeptSwitchQuery,
  ZDeptSwitchRecord,
  ZGrayStatus,
  ZSwitchParams,
  ZSwitchRecord,
  ZSwitchState,
  ZSwitchValue,
} from '../schemas/switch.ts';
import { endpoint } from './endpoint.ts';
import { portalFirstScreenCalls } from './portal-first-screen-calls.ts';

/** Feature switches and gray release (SPEC §4 startup, §7 "Switches"). */
export const featureSwitchEndpoints = {
  switchState: endpoint({
    method: 'POST',
    path: '/cargo/api/switch/getSwitch/:switchName',
    access: 'customer',
    params: ZSwitchParams,
    response: ZSwitchState,
    summary: 'Whether a switch is on',
  }),
  switchValue: endpoint({
    method: 'POST',
    path: '/cargo/api/switch/getSwitchValue/:switchName',
    access: 'customer',
    params: ZSwitchParams,
    response: ZSwitchValue,
    summary: "A switch's raw value, null when it is not configured",
  }),
  switches: endpoint({
    ...portalFirstScreenCalls.switches,
    access: 'customer',
    response: ZSwitchRecord,
    summary: 'Every switch by name',
  }),
  departmentSwitches: endpoint({
    method: 'POST',
    path: '/cargo/api/switch/getDeptSwitch',
    access: 'customer',
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
    access: 'customer',
    response: ZGrayStatus,
    summary: 'Whether the vessel-position menu item is released to the user',
  }),
};
