import { ZDeptSwitchQuery, ZSwitchParams } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requireSession } from '../../platform/session.ts';
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
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const byName = { schema: { params: ZSwitchParams } };
  routes.post('/cargo/api/switch/getSwitch/:switchName', byName, async (request) => {
    requireSession(request);
    return ok(request, await readSwitchState(app, request.params.switchName));
  });
  routes.post('/cargo/api/switch/getSwitchValue/:switchName', byName, async (request) => {
    requireSession(request);
    return ok(request, await readSwitchValueOf(app, request.params.switchName));
  });
  routes.post('/cargo/api/switch/getSwitches', async (request) => {
    requireSession(request);
    return ok(request, await readAllSwitches(app));
  });
  routes.post(
    '/cargo/api/switch/getDeptSwitch',
    { schema: { querystring: ZDeptSwitchQuery } },
    async (request) => {
      requireSession(request);
      return ok(request, await readDepartmentSwitches(app, request.query));
    },
  );
  routes.post('/cargo/openApi/switch/getSwitch/:switchName', byName, async (request) =>
    ok(request, await readPublicSwitchState(app, request.params.switchName)),
  );
  routes.post('/cargo/api/gray/query', async (request) => {
    requireSession(request);
    return ok(request, await readGrayStatus(app));
  });
};
