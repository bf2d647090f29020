import { ZLimitStatus } from '../schemas/switch.ts';
import { endpoint } from './endpoint.ts';
import { portalFirstScreenCalls } from './portal-first-screen-calls.ts';

/** The limit check of the startup sequence (SPEC §4, §8). */
export const limitEndpoints = {
  limitCheck: endpoint({
    ...portalFirstScreenCalls.limitCheck,
    access: 'public',
    response: ZLimitStatus,
    summary: 'Not limited, or code 88888 (HTTP 200) with the maintenance notice while maintenance is on',
  }),
};
