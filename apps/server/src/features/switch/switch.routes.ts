import { featureSwitchEndpoints } from '@cargo/domain/api/switch';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import {
  readAllSwitches,
  readDepartmentSwitches,
  readGrayStatus,
  readPublicSwitchState,
  readSwitchState,
  readSwitchValueOf,
} from './switch.service.ts';

/** Feature switches and gray release (SPEC §4 startup, §7 "Switches"). */
export const switchRoutes = async (app: FastifyInstance) => {
  serve(app, featureSwitchEndpoints.switchState, ({ params }) => readSwitchState(app, params.switchName));
  serve(app, featureSwitchEndpoints.switchValue, ({ params }) => readSwitchValueOf(app, params.switchName));
  serve(app, featureSwitchEndpoints.switches, () => readAllSwitches(app));
  serve(app, featureSwitchEndpoints.departmentSwitches, ({ query }) => readDepartmentSwitches(app, query));
  serve(app, featureSwitchEndpoints.publicSwitchState, ({ params }) =>
    readPublicSwitchState(app, params.switchName),
  );
  serve(app, featureSwitchEndpoints.grayStatus, () => readGrayStatus(app));
};
