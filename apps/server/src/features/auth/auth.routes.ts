import { businessNow, ZAccountLoginRequest, ZEmailLoginRequest } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { endSession } from '../../platform/session.ts';
import { isSwitchOn } from '../switch/switch.service.ts';
import { logIn } from './auth.service.ts';
import { issueImageCode } from './captcha.ts';

export const authRoutes = async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/epa-getVerifyCode', async (request) => ok(request, await issueImageCode(app)));
  routes.post('/epa-login', { schema: { body: ZAccountLoginRequest } }, async (request, reply) => {
    const { account, ...rest } = request.body;
    return ok(
      request,
      await logIn(app, reply, { by: 'account', identifier: account, ip: request.ip, ...rest }),
    );
  });
  routes.post('/login/loginbyemail', { schema: { body: ZEmailLoginRequest } }, async (request, reply) => {
    const { email, ...rest } = request.body;
    return ok(request, await logIn(app, reply, { by: 'email', identifier: email, ip: request.ip, ...rest }));
  });
  routes.post('/logout', async (request, reply) => {
    await endSession(app, request, reply);
    return ok(request, null);
  });
  routes.get('/epa-getSystemTime', async (request) => {
    const now = businessNow();
    return ok(request, { systemTime: now.toISOString(), timestamp: now.getTime() });
  });
  routes.get('/phoneLogin', async (request) =>
    ok(request, { phoneLogin: await isSwitchOn(app, 'phoneLogin') }),
  );
};
