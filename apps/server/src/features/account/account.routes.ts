import {
  ZChooseUserRequest,
  ZSendSmsRequest,
  ZUpdateCargoInfoRequest,
  ZUpdateCustomerPhoneRequest,
  ZUpdatePasswordRequest,
  ZVerifySmsRequest,
} from '@cargo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requireSession } from '../../platform/session.ts';
import { chooseAccount, getCargoAccountInfo, getUserInfo, updateCargoInfo } from './account.service.ts';
import { changePassword } from './password.service.ts';
import { bindPhone, sendBindingCode, verifyBindingCode } from './phone.service.ts';

/** A caller without a session gets 401 before its body is looked at. */
const sessionFirst = {
  preValidation: async (request: FastifyRequest) => {
    requireSession(request);
  },
};

export const accountRoutes = async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/cargo/user/userInfo', async (request) => {
    const session = requireSession(request);
    return ok(request, await getUserInfo(app, session, { ip: request.ip, language: request.language }));
  });
  for (const url of ['/cargo/user/chooseUser', '/user/chooseUser']) {
    routes.post(url, { schema: { body: ZChooseUserRequest } }, async (request) => {
      const session = requireSession(request);
      return ok(request, await chooseAccount(app, session, request.body.accountName));
    });
  }

  // Account management page (SPEC §2 /user-management/account).
  routes.post('/company/queryCarGo', async (request) => {
    const session = requireSession(request);
    return ok(request, await getCargoAccountInfo(app, session));
  });
  routes.post(
    '/company/updaCarGoInfo',
    { ...sessionFirst, schema: { body: ZUpdateCargoInfoRequest } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await updateCargoInfo(app, session, request.body));
    },
  );
  routes.post(
    '/cargo/user/updatePassword',
    { ...sessionFirst, schema: { body: ZUpdatePasswordRequest } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await changePassword(app, session, request.body, request.ip));
    },
  );
  routes.post('/sms/sendMsg', { ...sessionFirst, schema: { body: ZSendSmsRequest } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await sendBindingCode(app, session, request.body.mobile, request.language));
  });
  routes.post('/sms/verifyOTP', { ...sessionFirst, schema: { body: ZVerifySmsRequest } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await verifyBindingCode(app, session, request.body));
  });
  routes.post(
    '/cargo/user/updateCustomerPhone',
    { ...sessionFirst, schema: { body: ZUpdateCustomerPhoneRequest } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await bindPhone(app, session, request.body));
    },
  );
};
